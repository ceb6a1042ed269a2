import { backendAuthorization, devProject } from '../support/dev-project.ts';
import {
  emailForm,
  expect,
  panelFact,
  requestLoginLink,
  signedInPanel,
  signedOutPanel,
  signIn,
  test,
} from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';

/** The signed-in panel's JWT claims, parsed back from the page. */
async function shownClaims(page: import('@playwright/test').Page): Promise<Record<string, unknown>> {
  const text = await signedInPanel(page)
    .getByRole('region', { name: 'Session JWT claims' })
    .locator('pre')
    .textContent();
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

test.describe('email login link journey', () => {
  test('signs a new visitor in through the emailed link and shows the session', async ({ page, axe, email }) => {
    await page.goto('/');
    await expect(signedOutPanel(page)).toBeVisible();
    await expect(emailForm(page).input).toBeVisible();
    await axe('login: main screen');

    await requestLoginLink(page, email);
    await axe('login: email confirmation');

    const message = await newestMessageTo(page.request, email);
    expect(message.channel).toBe('email');
    const link = loginLink(message);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    expect(new URL(link).searchParams.get('stytch_token_type')).toBe('magic_links');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'You are signed in', level: 1 })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
    await axe('landing page: signed in');

    // The spent token leaves the address bar.
    await expect(page).toHaveURL((url) => url.pathname === '/authenticate' && !url.searchParams.has('token'));

    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    const sessionId = (await panelFact(page, 'Session ID').textContent()) ?? '';
    expect(userId).toMatch(/\S/);
    expect(sessionId).toMatch(/\S/);
    const expires = await panelFact(page, 'Expires').locator('time').getAttribute('datetime');
    const minutesLeft = (Date.parse(expires ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(25);
    expect(minutesLeft).toBeLessThanOrEqual(31);

    const claims = await shownClaims(page);
    expect(claims.sub).toBe(userId);
    expect(JSON.stringify(claims)).toContain(sessionId);
    expect(typeof claims.exp).toBe('number');
  });

  test('a reload keeps the session', async ({ page, axe, email }) => {
    await signIn(page, email);
    const sessionId = await panelFact(page, 'Session ID').textContent();

    await page.goto('/');
    await expect(panelFact(page, 'Session ID')).toHaveText(sessionId ?? '');
    await page.reload();
    await expect(panelFact(page, 'Session ID')).toHaveText(sessionId ?? '');
    await expect(panelFact(page, 'Email')).toHaveText(email);
    await axe('login page while signed in');
  });

  test('log out ends the session here and on the server', async ({ page, axe, email }) => {
    await signIn(page, email);
    const sessionToken = (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session')?.value;
    expect(sessionToken, 'the stytch_session cookie after sign-in').toBeTruthy();

    await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(page)).toBeVisible();
    await axe('landing page: signed out');

    await page.reload();
    await expect(signedOutPanel(page)).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'stytch_session')).toBe(false);

    // The host backend asks the server about the old token: it is revoked.
    const check = await page.request.post('/v1/sessions/authenticate', {
      headers: { authorization: backendAuthorization(await devProject(page.request)) },
      data: { session_token: sessionToken },
      failOnStatusCode: false,
    });
    expect(check.status()).toBe(404);
    expect(((await check.json()) as { error_type: string }).error_type).toBe('session_not_found');
  });

  test('a second tab sees the sign-in and the sign-out happen', async ({ page, context, axe, email }) => {
    const other = await context.newPage();
    await other.goto('/');
    await expect(signedOutPanel(other)).toBeVisible();

    await signIn(page, email);
    await expect(signedInPanel(other)).toBeVisible();
    await expect(panelFact(other, 'Email')).toHaveText(email);
    await expect(panelFact(other, 'Session ID')).toHaveText((await panelFact(page, 'Session ID').textContent()) ?? '');
    await axe('second tab: signed in', other);

    await signedInPanel(other).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(other)).toBeVisible();
    await expect(signedOutPanel(page)).toBeVisible();
  });

  test('the email form refuses an invalid address', async ({ page, axe }) => {
    await page.goto('/');
    const form = emailForm(page);
    await form.input.fill('not-an-email');
    await form.submit.click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeHidden();
    await axe('login: invalid email');
  });
});
