import { expect, signedOutPanel, test } from '../support/fixtures.ts';

test.describe('demo pages', () => {
  test('the passkeys page asks for a signed-in user first', async ({ page, axe }) => {
    await page.goto('/passkeys');
    await expect(page.getByRole('heading', { name: 'Your passkeys', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeVisible();
    await expect(signedOutPanel(page)).toBeVisible();
    await axe('passkeys page: signed out');
  });

  test('an unknown path shows the not-found page with a way back', async ({ page, axe }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await axe('not-found page');
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('?products= picks the widget configuration', async ({ page, axe }) => {
    await page.goto('/?products=passkeys');
    await expect(
      page.getByText('Error: Cannot use Passkeys by itself, please add another product to the config.'),
    ).toBeVisible();
    await axe('login: passkeys-only configuration error');
  });
});
