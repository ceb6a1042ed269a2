import { watchConsoleErrors } from '../support/console-errors.ts';
import { expect, panelFact, signedInPanel, signedOutPanel, signIn, test } from '../support/fixtures.ts';

// Papercuts a newcomer met on the demo after signing in.
test.describe('demo start page while signed in', () => {
  test('shows the session instead of the login widget, and log out brings the widget back', async ({
    page,
    axe,
    email,
  }) => {
    await signIn(page, email);
    await page.getByRole('link', { name: 'Back to the start page' }).click();

    await expect(page.getByRole('heading', { name: 'You are signed in', level: 1 })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await axe('start page: signed in');

    await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await axe('start page: signed out again');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(signedOutPanel(page)).toBeVisible();
  });

  test('the session JWT claims stay inside their card on a phone-sized screen', async ({ page, email }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, email);
    for (const path of ['/', '/passkeys']) {
      await page.goto(path);
      const claims = signedInPanel(page).locator('pre');
      await expect(claims).toContainText('"sub"');
      const layout = await claims.evaluate((pre) => {
        const card = pre.closest('.panel') as HTMLElement;
        const cardRight = card.getBoundingClientRect().right;
        const page = document.documentElement;
        return {
          claimsPastCard:
            pre.getBoundingClientRect().right -
            (cardRight - Number.parseFloat(getComputedStyle(card).borderRightWidth)),
          cardPastWindow: cardRight - page.clientWidth,
          pageScrollsSideways: page.scrollWidth > page.clientWidth,
        };
      });
      expect(layout.claimsPastCard, path).toBeLessThanOrEqual(0);
      expect(layout.cardPastWindow, path).toBeLessThanOrEqual(0);
      expect(layout.pageScrollsSideways, path).toBe(false);
    }
  });
});

test.describe('demo pages in the browser console', () => {
  test('the start page and embed.html log no errors, a favicon included', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await page.goto('/embed.html');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(errors).toEqual([]);

    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
  });
});
