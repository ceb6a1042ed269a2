import { expect, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

// Issue 13, languages: the demo's `?locale=` sets config.locale. Arabic is laid out right to left;
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
