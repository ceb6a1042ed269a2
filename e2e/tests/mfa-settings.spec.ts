import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signedInPanel, signedOutPanel, test } from '../support/fixtures.ts';
import { enrol, expectLook, passcodeFirst, stringsOf } from '../support/mfa-widget.ts';

// The fourth widget, FoyerMfaSettings, in Chromium on the demo's /mfa page, for a user of the dev
// project (MFA optional there, so turning it on is the user's choice): set up the authenticator app,
// later get new recovery codes (a fresh code asked first) and remove it. The overview is pinned by
// screenshots, light with the app on and dark with it off (refresh with --update-snapshots after an
// intended change of look, and review the images).

const t = stringsOf('en');
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Last widget event' });
/** The overview's row for a factor, e.g. "Authenticator app" → "On". */
const factor = (page: Page, name: string) => page.locator('.foyer-factors dt', { hasText: name }).locator('+ dd');

async function openSettings(page: Page) {
  await signedInPanel(page).getByRole('link', { name: 'Two-step verification' }).click();
  await expect(page.getByRole('heading', { name: t('mfaSettings.header') })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

test('a signed-in user turns on an authenticator app, later gets new recovery codes after a fresh code, and removes it', async ({
  page,
  axe,
  email,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await passcodeFirst(page, t, email, 1);
  await expect(page.getByRole('heading', { name: t('otp.confirmationHeader') })).toBeVisible();
  await openSettings(page);
  await expect(factor(page, t('mfaSettings.authenticatorApp'))).toHaveText(t('mfaSettings.off'));
  await axe('MFA settings: off');
  await page.getByRole('button', { name: t('mfaSettings.enable') }).click();

  const { app, recoveryCodes } = await enrol(page, t, async (screen) => {
    await axe(`MFA settings: enrolment ${screen}`);
    if (screen !== 'recovery-codes') return;
    // Shown this once: Copy puts every code on the clipboard, Download saves them as a file.
    await page.getByRole('button', { name: t('mfaEnrolment.copyCodes') }).click();
    await expect(page.getByText(t('mfaEnrolment.copied'))).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('mfaEnrolment.downloadCodes') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('localhost-recovery-codes.txt');
    const saved = readFileSync(await file.path(), 'utf8');
    const shown = await page
      .getByRole('list', { name: t('mfaEnrolment.codesLabel') })
      .getByRole('listitem')
      .allTextContents();
    for (const code of shown) {
      expect(copied).toContain(code);
      expect(saved).toContain(code);
    }
  });
  await expect(page.getByText(t('mfaSettings.enabled'))).toBeVisible();
  await expect(factor(page, t('mfaSettings.authenticatorApp'))).toHaveText(t('mfaSettings.on'));
  await expect(factor(page, t('mfaSettings.recoveryCodesLeft'))).toHaveText('10');
  await expect(status(page)).toHaveText('Last widget event: MFA_TOTP_ENABLED');
  await axe('MFA settings: on');
  await expectLook(page, 'mfa-settings-on-light.png');

  await test.step('a later sign-in (first factor only) is asked for a fresh code before new recovery codes', async () => {
    await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(page)).toBeVisible();
    await passcodeFirst(page, t, email, 2);
    await expect(page.getByRole('heading', { name: t('otp.confirmationHeader') })).toBeVisible();
    await openSettings(page);
    await page.getByRole('button', { name: t('mfaSettings.regenerate') }).click();
    await expect(page.getByRole('heading', { name: t('mfaSettings.stepUpHeader') })).toBeVisible();
    await expect(page.getByText(t('mfaSettings.stepUpRegenerate'))).toBeVisible();
    await axe('MFA settings: fresh code');
    await page.getByRole('textbox', { name: t('mfaEnrolment.codeLabel') }).pressSequentially(await app.nextCode());
    await expect(page.getByRole('heading', { name: t('mfaSettings.newCodesHeader') })).toBeVisible();
    const list = page.getByRole('list', { name: t('mfaEnrolment.codesLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const renewed = await list.getByRole('listitem').allTextContents();
    expect(renewed.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await axe('MFA settings: new recovery codes');
    const next = page.getByRole('button', { name: t('mfaEnrolment.continue') });
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: t('mfaEnrolment.savedConfirm') }).check();
    await next.click();
    await expect(status(page)).toHaveText('Last widget event: MFA_RECOVERY_CODES_ROTATED');
    await expect(factor(page, t('mfaSettings.recoveryCodesLeft'))).toHaveText('10');
  });

  await test.step('removing it goes ahead without another code: the session proved one a minute ago', async () => {
    await page.getByRole('button', { name: t('mfaSettings.remove') }).click();
    await expect(page.getByText(t('mfaSettings.removed'))).toBeVisible();
    await expect(factor(page, t('mfaSettings.authenticatorApp'))).toHaveText(t('mfaSettings.off'));
    await expect(status(page)).toHaveText('Last widget event: MFA_TOTP_REMOVED');
    await expect(page.getByRole('button', { name: t('mfaSettings.enable') })).toBeVisible();
  });

  await test.step('the overview in dark', async () => {
    await page.goto('/mfa?scheme=dark');
    await expect(factor(page, t('mfaSettings.authenticatorApp'))).toHaveText(t('mfaSettings.off'));
    await axe('MFA settings: off, dark');
    await expectLook(page, 'mfa-settings-off-dark.png');
  });
});
