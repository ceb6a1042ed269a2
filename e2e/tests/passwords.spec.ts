import { expect, test } from '../support/fixtures.ts';
import { useProject } from '../support/oauth.ts';
import { newestMessageTo } from '../support/outbox.ts';
import { LUDS_POLICY, PASSWORD_PROJECTS } from '../support/password-projects.ts';
import {
  BREACHED_PASSWORD,
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

// Email and password through the demo: the real server checks strength (zxcvbn or LUDS) and the
// breached list, and reset emails are read from the dev outbox as a person reads their inbox.

const PASSWORD_PAGE = '/?products=passwords';

test.describe('email and password', () => {
  test('signs up, logs out, logs in again', async ({ page, email, axe }) => {
    await page.goto(PASSWORD_PAGE);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await axe('Main with the password form');
    await enterEmail(page, email, 'Create an account');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await passwordField(page).fill('abc');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toBeAttached();
    await expect(page.locator('.foyer-strength-bar')).toHaveAttribute('data-tone', 'weak');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await typeValidNewPassword(page, STRONG_PASSWORD);
    await expect(page.locator('.foyer-strength-bar')).toHaveAttribute('data-tone', 'strong');
    await axe('Password create-or-login, new account');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, email);
    await axe('Password confirmation');

    await logOut(page);
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Log in');
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await axe('Password create-or-login, existing password user');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, email);
  });

  test('a wrong password is refused with the server’s message', async ({ page, email, axe }) => {
    await signUpWithPassword(page, email);
    await logOut(page);
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Log in');
    await passwordField(page).fill(`${STRONG_PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await axe('Password create-or-login with an error');
  });

  test("'Invalid email address' for a bad email", async ({ page }) => {
    await page.goto(PASSWORD_PAGE);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email address');
  });

  test('forgot → email → reset page → signed in with the new password', async ({ page, email, axe }) => {
    await signUpWithPassword(page, email);
    await logOut(page);
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Log in');
    await page.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password?', exact: true })).toBeVisible();
    await expect(page.getByText(`A link to reset your password was sent to you at ${email}.`)).toBeVisible();
    await axe('Password forgot');
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('Email resent')).toBeVisible();

    const { reset } = resetLinks(await newestMessageTo(page.request, email, { count: 2 }));
    await page.goto(reset);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await axe('Reset password form');
    await typeValidNewPassword(page, NEWER_PASSWORD, 'New password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, email);

    await logOut(page);
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Log in');
    await passwordField(page).fill(NEWER_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, email);
  });

  test('a breached password is refused at sign-up', async ({ page, email, axe }) => {
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Create an account');
    await passwordField(page).fill(BREACHED_PASSWORD);
    await expect(
      page.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await axe('Password create-or-login with a breached password');
  });
});

test.describe('a LUDS password policy', () => {
  test.beforeEach(async ({ page }) => {
    await useProject(page, PASSWORD_PROJECTS.luds);
  });

  test('shows both requirements, marks each as the server answers, and signs up once both are met', async ({
    page,
    email,
    axe,
  }) => {
    const length = page
      .getByRole('listitem')
      .filter({ hasText: `Must be at least ${LUDS_POLICY.minimumCount} characters long` });
    const kinds = page.getByRole('listitem').filter({
      hasText: `Must contain ${LUDS_POLICY.complexity} of the following: uppercase letter, lowercase letter, number, symbol`,
    });
    await page.goto(PASSWORD_PAGE);
    await enterEmail(page, email, 'Create an account');
    await expect(length).toHaveAttribute('data-state', 'unmet');
    await expect(kinds).toHaveAttribute('data-state', 'unmet');
    await expect(page.getByRole('meter')).toHaveCount(0);
    await axe('Password create-or-login under LUDS');

    await passwordField(page).fill('abcdefghijkl');
    await expect(length).toHaveAttribute('data-state', 'met');
    await expect(kinds).toHaveAttribute('data-state', 'unmet');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await typeValidNewPassword(page, 'Kettle7-Harbour');
    await expect(kinds).toHaveAttribute('data-state', 'met');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, email);
  });
});
