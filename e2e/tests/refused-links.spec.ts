import { expect, panelFact, signedOutPanel, signIn, test } from '../support/fixtures.ts';

test.describe('login links that cannot sign in', () => {
  test('a link used a second time is refused with its own message', async ({ browser, page, axe, email }) => {
    const link = await signIn(page, email, axe);

    // Someone opens the same link again, in another browser profile.
    const elsewhere = await browser.newContext();
    try {
      const second = await elsewhere.newPage();
      await second.goto(link);
      await expect(second.getByRole('heading', { name: 'Sign-in failed', level: 1 })).toBeVisible();
      await expect(second.getByRole('alert')).toContainText('This login link has already been used');
      await expect(second.getByRole('alert')).not.toContainText('expired');
      await expect(signedOutPanel(second)).toBeVisible();
      await axe('landing page: link already used', second);
    } finally {
      await elsewhere.close();
    }
    // The first session is untouched.
    await page.reload();
    await expect(panelFact(page, 'Email')).toHaveText(email);
  });

  test('a made-up token is refused', async ({ page, axe }) => {
    await page.goto('/authenticate?stytch_token_type=magic_links&token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Sign-in failed', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This login link is not valid');
    await axe('landing page: unknown token');
  });
});
