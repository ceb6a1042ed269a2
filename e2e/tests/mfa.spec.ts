import type { Page } from '@playwright/test';
import { backendAuthorization, sessionCookies } from '../support/dev-project.ts';
import { expect, signedInPanel, signedOutPanel, test } from '../support/fixtures.ts';
import { MFA_PROJECT, MFA_PROJECT_CREDENTIALS } from '../support/mfa-project.ts';
import { enrol, expectLook, passcodeFirst, type Strings, stringsOf, widget } from '../support/mfa-widget.ts';
import { useProject } from '../support/oauth.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';

// Multi-factor sign-in in Chromium, on the e2e project that requires MFA for everyone
// (support/mfa-project.ts), through the demo's login widget: a first sign-in leads through the
// authenticator app's enrolment, later ones finish with a code the test computes, a recovery code
// or a passkey. The code and recovery-code screens are pinned by screenshots in light, dark and
// Arabic (refresh with --update-snapshots after an intended change of look, and review the images).

/** Signed in, as the widget and the demo's panel say; answers the factors the host's backend sees. */
async function expectSignedIn(page: Page, t: Strings): Promise<string[]> {
  await expect(page.getByRole('heading', { name: t('mfa.confirmationHeader') })).toBeVisible();
  await expect(signedInPanel(page)).toBeVisible();
  const { token } = await sessionCookies(page);
  const res = await page.request.post('/v1/sessions/authenticate', {
    headers: { authorization: backendAuthorization(MFA_PROJECT_CREDENTIALS) },
    data: { session_token: token },
  });
  expect(res.status()).toBe(200);
  const { session } = (await res.json()) as { session: { authentication_factors: { type: string }[] } };
  return session.authentication_factors.map((factor) => factor.type);
}

async function logOut(page: Page) {
  await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(signedOutPanel(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useProject(page, MFA_PROJECT);
});
// Each test signs in two or three times with axe on every screen: about 30 s on a quiet machine,
// near the config's 60 s on one as busy as this suite's neighbours make it.
test.describe.configure({ timeout: 120_000 });

test.describe('multi-factor sign-in in a project that requires it', () => {
  test('enrol an authenticator app at the first sign-in, then finish later ones with a code and with a recovery code', async ({
    page,
    axe,
    email,
  }) => {
    const t = stringsOf('en');
    await passcodeFirst(page, t, email, 1);
    const { app, recoveryCodes } = await enrol(page, t, async (screen, mask = []) => {
      await axe(`MFA enrolment: ${screen}`);
      if (screen === 'recovery-codes') await expectLook(page, 'mfa-recovery-codes-light.png', mask);
    });
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await expectSignedIn(page, t)).toEqual(['otp', 'totp']);
    await axe('MFA confirmation');
    await logOut(page);

    await test.step('a code from the app', async () => {
      await passcodeFirst(page, t, email, 2);
      await expect(page.getByRole('heading', { name: t('mfa.codeHeader') })).toBeVisible();
      // A reload keeps only the intermediate cookie: the challenge comes back, not the start.
      await page.reload();
      await expect(page.getByRole('heading', { name: t('mfa.codeHeader') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('mfa.codeLabel') })).toBeFocused();
      await axe('MFA code');
      await expectLook(page, 'mfa-code-light.png');
      await page.getByRole('textbox', { name: t('mfa.codeLabel') }).pressSequentially('000000');
      await expect(page.locator('.foyer-field-error')).toHaveText('Invalid authenticator code, please try again.');
      await expect(page.getByRole('textbox', { name: t('mfa.codeLabel') })).toHaveValue('');
      await page.getByRole('textbox', { name: t('mfa.codeLabel') }).pressSequentially(await app.nextCode());
      expect(await expectSignedIn(page, t)).toEqual(['otp', 'totp']);
      await logOut(page);
    });

    await test.step('a recovery code', async () => {
      await passcodeFirst(page, t, email, 3);
      await page.getByRole('button', { name: t('mfa.useRecoveryCode') }).click();
      await expect(page.getByRole('heading', { name: t('mfa.useRecoveryCode') })).toBeVisible();
      await axe('MFA recovery code');
      await page.getByRole('textbox', { name: t('mfa.recoveryLabel') }).fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: t('mfa.recoverySubmit') }).click();
      expect(await expectSignedIn(page, t)).toEqual(['otp', 'recovery_codes']);
    });
  });

  // The other looks, each on a user of its own; the dark one then also finishes with a passkey.
  for (const { scheme, locale, passkey } of [
    { scheme: 'dark', locale: 'en', passkey: true },
    { scheme: 'light', locale: 'ar', passkey: false },
  ] as const) {
    const title = `the recovery codes and code screens look right (${scheme}, ${locale})${passkey ? ', and a passkey finishes a sign-in' : ''}`;
    test(title, async ({ page, axe, email }) => {
      const t = stringsOf(locale);
      const query = `&scheme=${scheme}&locale=${locale}`;
      const suffix = locale === 'ar' ? 'rtl' : scheme;
      await passcodeFirst(page, t, email, 1, query);
      const { app } = await enrol(page, t, async (screen, mask = []) => {
        if (screen !== 'recovery-codes') return;
        await axe(`MFA recovery codes (${scheme}, ${locale})`);
        await expectLook(page, `mfa-recovery-codes-${suffix}.png`, mask);
      });
      await expect(page.getByRole('heading', { name: t('mfa.confirmationHeader') })).toBeVisible();
      await logOut(page);

      await passcodeFirst(page, t, email, 2, query);
      await expect(page.getByRole('heading', { name: t('mfa.codeHeader') })).toBeVisible();
      if (locale === 'ar') await expect(widget(page)).toHaveAttribute('dir', 'rtl');
      await axe(`MFA code (${scheme}, ${locale})`);
      await expectLook(page, `mfa-code-${suffix}.png`);
      await page.getByRole('textbox', { name: t('mfa.codeLabel') }).pressSequentially(await app.nextCode());
      await expect(page.getByRole('heading', { name: t('mfa.confirmationHeader') })).toBeVisible();
      if (!passkey) return;

      // A passkey registered while signed in (Chrome's virtual authenticator) is a second factor too.
      await addAuthenticator(page);
      await page.goto('/passkeys');
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
      await logOut(page);
      await passcodeFirst(page, t, email, 3, query);
      await page.getByRole('button', { name: t('mfa.usePasskey') }).click();
      expect(await expectSignedIn(page, t)).toEqual(['otp', 'webauthn']);
    });
  }
});
