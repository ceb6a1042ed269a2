import { expect, panelFact, requestLoginLink, test } from '../support/fixtures.ts';
import { lastAuthorizationRequest, signInAtProvider, useProject } from '../support/oauth.ts';
import { GENERIC_CLIENT, GOOGLE_CLIENT } from '../support/oauth-ports.ts';
import { OAUTH_PROJECTS, publicTokenOf } from '../support/oauth-projects.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';

const SOCIAL_PAGE = '/?products=oauth,emailMagicLinks';

/** The start URL a host builds with client.oauth.startUrl (here for the generic provider). */
function genericStartUrl(query: Record<string, string> = {}) {
  const params = new URLSearchParams({ public_token: publicTokenOf(OAUTH_PROJECTS.oauth), ...query });
  return `/v1/public/oauth/oidc/start?${params}`;
}

test.describe('OAuth against a real OpenID provider', () => {
  test.beforeEach(async ({ page }) => {
    await useProject(page, OAUTH_PROJECTS.oauth);
  });

  test('signs up with Google (a catalogue provider pointed at the provider), then signs the same user in again', async ({
    page,
    email,
    axe,
  }) => {
    await page.goto(SOCIAL_PAGE);
    const social = page.getByRole('region', { name: 'Social sign-in' });
    await expect(social.getByRole('button')).toHaveText([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Microsoft',
      'Continue with Apple',
    ]);
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    await axe('Main with social buttons');

    await social.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
    const userId = await panelFact(page, 'User ID').textContent();
    expect((await lastAuthorizationRequest(page, GOOGLE_CLIENT.client_id)).code_challenge_method).toBe('S256');

    await page.goto(SOCIAL_PAGE);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/authenticate**');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'User ID')).toHaveText(userId ?? '');
  });

  test('signs in with the generic provider, custom scopes and provider params reaching the authorization request', async ({
    page,
    email,
  }) => {
    await page.goto(
      genericStartUrl({
        custom_scopes: 'e2e.extra',
        provider_params: JSON.stringify({ login_hint: email, ui_locales: 'en-GB' }),
      }),
    );
    const request = await lastAuthorizationRequest(page, GENERIC_CLIENT.client_id, email);
    expect(request.scope?.split(' ')).toEqual(['openid', 'email', 'profile', 'e2e.extra']);
    expect(request).toMatchObject({ login_hint: email, ui_locales: 'en-GB', code_challenge_method: 'S256' });
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
  });

  test('links to the account an email login link made, by the provider’s verified email', async ({ page, email }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    await page.goto(loginLink(await newestMessageTo(page.request, email)));
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    const userId = await panelFact(page, 'User ID').textContent();

    await page.goto(SOCIAL_PAGE);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'User ID')).toHaveText(userId ?? '');
  });

  test('brings a refused consent back to the landing page as an error', async ({ page, axe }) => {
    await page.goto(SOCIAL_PAGE);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The sign-in was cancelled, or the provider refused it.');
    await axe('OAuth error landing');
  });

  test('refuses a redirect URL that is not on the allowlist', async ({ page }) => {
    const response = await page.goto(genericStartUrl({ login_redirect_url: 'https://evil.example/steal' }));
    expect(response?.status()).toBe(400);
    expect(await response?.json()).toMatchObject({ error_type: 'redirect_url_not_allowed' });
  });

  test('refuses a tampered state, and the callback replayed', async ({ page, email }) => {
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/v1/public/oauth/callback?')) callback = request.url();
    });
    await page.goto(genericStartUrl());
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    for (const url of [tampered.href, callback]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      expect(await response?.json()).toMatchObject({ error_type: 'oauth_state_mismatch' });
    }
  });

  test('refuses a sign-in token used once already', async ({ page, email }) => {
    let landing = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('stytch_token_type=oauth')) landing = frame.url();
    });
    await page.goto(genericStartUrl());
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    expect(landing).toContain('token=');

    await page.goto(landing);
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('already been used');
  });
});

test.describe('the development identity provider', () => {
  test('signs a demo social button in offline, labelled as development sign-in', async ({ page, axe }) => {
    await page.goto(SOCIAL_PAGE);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('standing in for GitHub');
    await axe('development sign-in page');
    await page.getByRole('button', { name: 'Continue as Grace Hopper (grace@example.com)' }).click();
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText('grace@example.com');
  });
});
