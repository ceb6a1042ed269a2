import type { Page } from '@playwright/test';
import { expect, signedInPanel, signedOutPanel, signIn, test } from '../support/fixtures.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';

/** Makes the browser report no passkey autofill, so Main shows 'Login with a Passkey'. */
async function withoutAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

const CONFIRMATION = 'Your Passkey has been successfully authenticated.';
const PASSKEY_LOGIN = '/?products=emailMagicLinks,passkeys';

/** Signs in by email link, registers a passkey on /passkeys, and ends on the success screen. */
async function registerPasskey(page: Page, email: string, axe?: (screen: string) => Promise<void>) {
  await signIn(page, email);
  await signedInPanel(page).getByRole('link', { name: 'Manage your passkeys' }).click();
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
  if (axe) await axe('passkeys: registration start');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Passkey 1' })).toBeVisible();
  if (axe) await axe('passkeys: registration success');
}

async function logOut(page: Page) {
  await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(signedOutPanel(page)).toBeVisible();
}

test.describe('passkeys', () => {
  test('register, rename, cancel a delete, delete, skip and Done', async ({ page, axe, email }) => {
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await registerPasskey(page, email, axe);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await page.getByRole('button', { name: 'Edit Passkey 1' }).click();
    await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
    await axe('passkeys: editing a name');
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Work laptop' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await axe('passkeys: confirming a delete');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeHidden();

    // The rename reached the server: a fresh page lists the new name.
    await page.reload();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Work laptop' }).click();
    await page.getByRole('button', { name: 'Delete passkey' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Last widget event: PASSKEY_DONE')).toBeVisible();
    await axe('passkeys: after Done');
  });

  test('sign out, then sign in with the button', async ({ page, axe, email }) => {
    await withoutAutofill(page);
    await addAuthenticator(page);
    await registerPasskey(page, email);
    await logOut(page);
    await page.goto(PASSKEY_LOGIN);
    await axe('login: main with the passkey button');
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.getByRole('heading', { name: CONFIRMATION })).toBeVisible();
    await expect(signedInPanel(page).getByText(email)).toBeVisible();
    await axe('login: passkey confirmation');
  });

  test('sign in through autofill', async ({ page, email }) => {
    await addAuthenticator(page);
    await registerPasskey(page, email);
    await logOut(page);
    await page.goto(PASSKEY_LOGIN);
    // The conditional request completes on its own with the one matching passkey (docs/testing.md).
    await expect(page.getByRole('heading', { name: CONFIRMATION })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
    await expect(signedInPanel(page).getByText(email)).toBeVisible();
  });

  test('the passcode forms offer passkeys, and a passkey signs in from the phone or the email form', async ({
    page,
    axe,
    email,
  }) => {
    await addAuthenticator(page);
    // No passkey yet: the authenticator refuses each background request at once; the fields stay as they are.
    await page.goto('/?products=otp,passkeys&otp=sms,email');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'autocomplete',
      'tel-national webauthn',
    );
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
    await axe('login: passcode forms offering passkeys');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');

    await registerPasskey(page, email);
    await logOut(page);
    for (const method of ['sms', 'email']) {
      await page.goto(`/?products=otp,passkeys&otp=${method}`);
      await expect(page.getByRole('heading', { name: CONFIRMATION })).toBeVisible();
      await expect(signedInPanel(page).getByText(email)).toBeVisible();
      await axe(`login: passkey confirmation from the ${method} passcode form`);
      await logOut(page);
    }
  });

  test('a passkey deleted on the server, then used', async ({ page, axe, email }) => {
    await withoutAutofill(page);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await registerPasskey(page, email);
    await page.getByRole('button', { name: 'Delete Passkey 1' }).click();
    await page.getByRole('button', { name: 'Delete passkey' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    await logOut(page);

    await page.goto(PASSKEY_LOGIN);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.locator('.foyer-banner')).toHaveText(
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    );
    await expect(signedOutPanel(page)).toBeVisible();
    await axe('login: passkey not found');
  });

  test('user verification failing', async ({ page, email }) => {
    await withoutAutofill(page);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await registerPasskey(page, email);
    await logOut(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.goto(PASSKEY_LOGIN);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.locator('.foyer-banner')).toHaveText(
      'Unknown error occurred during passkey authentication. Please try again.',
    );
    await expect(signedOutPanel(page)).toBeVisible();
  });

  test('the registration widget with no signed-in user', async ({ page, axe }) => {
    await page.goto('/passkeys');
    await expect(page.getByRole('alert').filter({ hasText: 'PasskeyRegistration' })).toHaveText(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    await axe('passkeys: no signed-in user');
  });

  test('passkeys alone is a config error', async ({ page, axe }) => {
    await page.goto('/?products=passkeys');
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    await axe('login: passkeys alone');
  });
});
