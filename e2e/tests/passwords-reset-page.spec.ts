import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';
import { enterEmail, expectSignedInAs, logOut, resetLinks, SUCCESS, signUpWithPassword } from '../support/passwords.ts';

// The demo's /reset-password page mounts the reset widget, which reads stytch_token_type from the
// address: reset_password shows the form; login signs in with the same token as a magic link.

/** Signs up, logs out, asks for a reset email from 'Forgot Password?' and returns its links. */
async function requestReset(page: Page, email: string) {
  await signUpWithPassword(page, email);
  await logOut(page);
  await page.goto('/?products=passwords');
  await enterEmail(page, email, 'Log in');
  await page.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password?', exact: true })).toBeVisible();
  return resetLinks(await newestMessageTo(page.request, email));
}

test.describe('the reset page', () => {
  test('a login token signs in at once and shows Password confirmation', async ({ page, email, axe }) => {
    const { token, login } = await requestReset(page, email);
    expect(login, 'the reset email also carries a login link').toBeTruthy();
    expect(new URL(login as string).searchParams.get('token')).toBe(token);
    await page.goto(`/reset-password?stytch_token_type=login&token=${encodeURIComponent(token)}`);
    await expectSignedInAs(page, email);
    await axe('Password confirmation on the reset page');
  });

  test("'Login without a password' on the reset form spends the same token as a magic link", async ({
    page,
    email,
  }) => {
    const { reset } = await requestReset(page, email);
    await page.goto(reset);
    await page.getByRole('button', { name: 'Login without a password' }).click();
    await expectSignedInAs(page, email);

    // One token, used once: the reset link no longer sets a password.
    await logOut(page);
    await page.goto(reset);
    await page.getByLabel('New password', { exact: true }).fill('amber-quokka-lantern-93');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reset link has already been used. Request a new one.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: SUCCESS })).toHaveCount(0);
  });

  test('refuses a breached new password on the reset form', async ({ page, email }) => {
    const { reset } = await requestReset(page, email);
    await page.goto(reset);
    await page.getByLabel('New password', { exact: true }).fill('baseball1');
    await expect(
      page.getByText(/may have been used on a different site that experienced a security issue/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
