import type { Page } from '@playwright/test';
import { expect, requestLoginLink, signIn, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';
import {
  enterEmail,
  expectSignedInAs,
  logOut,
  NEWER_PASSWORD,
  passwordField,
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

test.describe('password dedupe', () => {
  test('a password set before the email was verified by a link must be set again from the inbox', async ({
    page,
    email,
    axe,
  }) => {
    await signUpWithPassword(page, email); // email 0: none (a password sends nothing)
    await logOut(page);
    await signIn(page, email); // email 1: a login link, which verifies the address
    await logOut(page);

    await page.goto('/?products=passwords');
    await enterEmail(page, email, 'Log in');
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
    await expect(page.getByText(new RegExp(`A link to set a new password was sent to you at ${email}`))).toBeVisible();
    await axe('Password dedupe');
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
