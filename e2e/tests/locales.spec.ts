import { errorMessage } from '../../packages/server/src/errors/messages/index.ts';
import { expect, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

// Languages: the demo's `?locale=` sets config.locale. Arabic is laid out right to left;
// the sign-in email follows the widget's language (the SDK sends it as Accept-Language).

test('the login widget in Arabic is right to left, translated, and its email is in Arabic', async ({
  page,
  axe,
  email,
}) => {
  await page.goto('/?locale=ar');
  await expect(page.getByRole('heading', { name: 'أنشئ حسابًا أو سجّل الدخول' })).toBeVisible();
  await expect(page.locator('.foyer-root')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.foyer-root')).toHaveAttribute('lang', 'ar');
  await axe('login in Arabic: main');

  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' }).click();
  await expect(page.getByRole('heading', { name: 'تحقّق من بريدك الإلكتروني' })).toBeVisible();
  await axe('login in Arabic: Check your email');
  expect((await newestMessageTo(page.request, email)).subject).toMatch(/^أكمل إنشاء حسابك في /);
});

test('the login widget in German is left to right and translated', async ({ page, axe }) => {
  await page.goto('/?locale=de');
  await expect(page.getByRole('heading', { name: 'Registrieren oder anmelden' })).toBeVisible();
  await expect(page.locator('.foyer-root')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Weiter mit E-Mail' }).click();
  await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
  await axe('login in German: main with an invalid address');
});

test('the server’s words the widget shows follow its language: zxcvbn’s warning in German', async ({
  page,
  axe,
  email,
}) => {
  await page.goto('/?products=passwords&locale=de');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Konto erstellen', exact: true })).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill('abcdefghijklmn');
  // The strength check's feedback is zxcvbn's English, translated by the server (i18n/messages/de.json).
  await expect(page.locator('.foyer-strength-warning')).toHaveText(errorMessage('feedback.sequences', 'de'));
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await axe('password sign-up in German with a weak password');
});

test('the password field in Arabic keeps its eye toggle at the start of the line, clear of the text', async ({
  page,
  axe,
  email,
}) => {
  await page.goto('/?products=passwords&locale=ar');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('button', { name: 'متابعة' }).click();
  const field = page.locator('.foyer-password .foyer-input');
  await expect(field).toBeVisible();
  const toggle = page.locator('.foyer-password-toggle');
  const [fieldBox, toggleBox] = [await field.boundingBox(), await toggle.boundingBox()];
  // Right to left, the line ends on the left: the toggle sits there, and the text stops short of it.
  expect(Math.round(toggleBox?.x ?? -1)).toBe(Math.round(fieldBox?.x ?? 0));
  await expect(field).toHaveCSS('padding-left', '48px');
  await axe('password sign-up in Arabic');
});
