import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { AuthenticatorApp } from './authenticator-app.ts';
import { newestMessageTo } from './outbox.ts';

// What the MFA journeys share (tests/mfa.spec.ts, tests/mfa-settings.spec.ts): the widget's own
// strings, its screenshots, a passcode sign-in and an authenticator app's enrolment.

export type Strings = (key: string) => string;

/** The widget's own strings for a locale (the chunks these screens use), so Arabic is driven by its labels. */
export function stringsOf(locale: 'en' | 'ar'): Strings {
  const catalogue: Record<string, unknown> = Object.assign(
    {},
    ...['otp', 'mfa', 'mfaEnrolment'].map((chunk) =>
      JSON.parse(
        readFileSync(
          new URL(`../../packages/react/src/strings/messages/${chunk}/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ),
    ),
  );
  return (key) => {
    const text = catalogue[key];
    if (typeof text !== 'string') throw new Error(`no ${locale} string ${key}`);
    return text;
  };
}

export const widget = (page: Page) => page.locator('.foyer-root').first();

/** Screenshots the widget, fonts in, no hover, no caret; `mask` covers what changes every run. */
export async function expectLook(page: Page, name: string, mask: Locator[] = []) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await expect(widget(page)).toHaveScreenshot(name, { mask, animations: 'disabled', caret: 'hide' });
}

/** The first factor of every sign-in here: a passcode to the address, typed into the widget (`nth` email to it). */
export async function passcodeFirst(page: Page, t: Strings, email: string, nth: number, query = '') {
  await page.goto(`/?products=otp&otp=email${query}`);
  await page.getByRole('textbox', { name: t('otp.emailLabel') }).fill(email);
  await page.getByRole('button', { name: t('otp.emailSubmit') }).click();
  const { code } = await newestMessageTo(page.request, email, { count: nth });
  await page.getByRole('textbox', { name: t('otp.passcodeLabel') }).pressSequentially(String(code));
}

/** The enrolment a user with no second factor is led through; answers their app and recovery codes. */
export async function enrol(page: Page, t: Strings, look: (name: string, mask?: Locator[]) => Promise<void>) {
  await expect(page.getByRole('heading', { name: t('mfaEnrolment.header') })).toBeVisible();
  await expect(page.getByRole('img', { name: t('mfaEnrolment.qrAlt') })).toBeVisible();
  const secret = await page.getByRole('textbox', { name: t('mfaEnrolment.secretLabel') }).inputValue();
  const app = new AuthenticatorApp(secret);
  await look('enrolment');
  await page.getByRole('textbox', { name: t('mfaEnrolment.codeLabel') }).pressSequentially(await app.nextCode());

  await expect(page.getByRole('heading', { name: t('mfaEnrolment.codesHeader') })).toBeVisible();
  const list = page.getByRole('list', { name: t('mfaEnrolment.codesLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  const next = page.getByRole('button', { name: t('mfaEnrolment.continue') });
  await expect(next).toBeDisabled();
  await look('recovery-codes', [list]);
  await page.getByRole('checkbox', { name: t('mfaEnrolment.savedConfirm') }).check();
  await next.click();
  return { app, recoveryCodes };
}
