import type { Page } from '@playwright/test';
import { devProject, sdkAuthorization } from '../support/dev-project.ts';
import { expect, requestLoginLink, signIn, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';
import {
  enterEmail,
  expectSignedInAs,
  logOut,
  NEWER_PASSWORD,
  resetLinks,
  STRONG_PASSWORD,
  signUpWithPassword,
  typeValidNewPassword,
} from '../support/passwords.ts';

// The create-or-login variants that do not end in a password log-in: dedupe (the account was
// verified another way after the password was set) and passwordless accounts (link, code, or a
// reset email to create a password).

/** Follows the reset email's link, sets NEWER_PASSWORD and ends signed in. */
async function resetFromEmail(page: Page, email: string, count: number) {
  const { reset } = resetLinks(await newestMessageTo(page.request, email, { count }));
  await page.goto(reset);
  await typeValidNewPassword(page, NEWER_PASSWORD, 'New password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInAs(page, email);
}

// The account pre-hijacking rule (docs/security.md#verified-accounts-and-pre-hijacking): a password set before anyone proved the email
// ends when the email is first proven. The widget's dedupe screen (a reset_password answer to a log-in)
// is left for accounts stored before that rule; its screen is covered by the widget's unit tests.
test.describe('a password set before the email was verified', () => {
  test('stops working once a login link proves the email: the owner is offered a reset email to set one', async ({
    page,
    email,
    axe,
  }) => {
    await signUpWithPassword(page, email); // email 0: none (a password sends nothing)
    await logOut(page);
    await signIn(page, email); // email 1: a login link, which proves the address (the first proof)
    await logOut(page);

    // The account no longer has a password: entering the email offers to create one by email.
    await page.goto('/?products=passwords');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(
      page.getByText(`A link to create a password for your account was sent to you at ${email}.`),
    ).toBeVisible();
    await axe('Password set-new after the first proof');

    // The old password is refused by the server like any wrong one.
    const { public_token: token } = await devProject(page.request);
    const login = await page.request.post('/sdk/v1/passwords/authenticate', {
      headers: { authorization: sdkAuthorization(token) },
      data: { email, password: STRONG_PASSWORD },
    });
    expect(login.status()).toBe(401);
    expect((await login.json()).error_type).toBe('unauthorized_credentials');

    await resetFromEmail(page, email, 2);
  });
});

test.describe('passwordless accounts', () => {
  test('with email links: a login link on entry, then Email Confirmation, and the link signs in', async ({
    page,
    email,
    axe,
  }) => {
    await page.goto('/');
    await requestLoginLink(page, email); // creates the account, without a password
    await page.goto('/?products=passwords,emailMagicLinks');
    await enterEmail(page, email, 'Log in');
    await expect(
      page.getByText(`This account has no password yet, so we emailed a login link to ${email}.`),
    ).toBeVisible();
    await axe('Password create-or-login, passwordless');
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.goto(loginLink(await newestMessageTo(page.request, email, { count: 2 })));
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  });

  test('with email passcodes: a code on entry, then OTP Authenticate, and the code signs in', async ({
    page,
    email,
  }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    await page.goto('/?products=passwords,otp&otp=email');
    await enterEmail(page, email, 'Log in');
    await expect(
      page.getByText(`This account has no password yet, so we emailed a login code to ${email}.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Email me a login code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const message = await newestMessageTo(page.request, email, { count: 2 });
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(String(message.code));
    await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  });

  // Regression: this form set the password on the existing account and signed in whoever typed the
  // address. The server now answers duplicate_email; the widget sends a reset email and shows dedupe.
  test('creating a password instead goes to dedupe with a reset email, never into the account', async ({
    page,
    email,
    axe,
  }) => {
    await page.goto('/');
    await requestLoginLink(page, email); // the account exists; nobody opened the link
    await page.goto('/?products=passwords,emailMagicLinks');
    await enterEmail(page, email, 'Log in');
    const form = page.getByText('Or create a password for this account:').locator('..');
    await form.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
    await axe('Password dedupe after a sign-up on an existing address');
    // Not signed in, and the password was not set: the reset email is the way in.
    const { public_token: token } = await devProject(page.request);
    const login = await page.request.post('/sdk/v1/passwords/authenticate', {
      headers: { authorization: sdkAuthorization(token) },
      data: { email, password: STRONG_PASSWORD },
    });
    expect(login.status()).toBe(401);
    await resetFromEmail(page, email, 3);
  });

  test('with passwords alone: a reset email on entry (set-new), which creates the password', async ({
    page,
    email,
    axe,
  }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    await page.goto('/?products=passwords');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(
      page.getByText(`A link to create a password for your account was sent to you at ${email}.`),
    ).toBeVisible();
    await axe('Password set-new');
    await resetFromEmail(page, email, 2);
  });
});
