import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, signedInPanel, signIn, test } from '../support/fixtures.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';
import { injectEthereumWallet } from '../support/wallets.ts';

// The default theme's look, pinned by screenshots of the main screens in the light and
// dark palettes and at phone width. Baselines live in look.spec.ts-snapshots; after an intended
// change of look, refresh them with `--update-snapshots` and review the new images.

const SCHEMES = ['light', 'dark'] as const;
/** Main with several products: social, a wallet, and a passcode/password form with tabs. */
const MAIN = '/?products=oauth,crypto,otp,passwords&otp=sms,email';
const PHONE = { width: 320, height: 720 };

/** The widget (card, watermark, toast area): the part of the page the look covers. */
const widget = (page: Page) => page.locator('.foyer-root').first();

/** Screenshots the widget; the countdown and the address a code went to change from run to run. */
async function expectLook(page: Page, name: string, mask: Locator[] = []) {
  // No hover state in the picture, and the fonts are in before it is taken.
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await expect(widget(page)).toHaveScreenshot(name, { mask, animations: 'disabled', caret: 'hide' });
}

/**
 * A fresh address drawn at the same width in every run, for screens that show it: the `email`
 * fixture's random letters differ in width, so 'sent to you at …' wrapped onto a different number
 * of lines at 320px now and then, and the screenshot's height changed. Digits are all one width.
 */
const steadyEmail = () => `look-${Date.now()}${randomInt(1_000_000).toString().padStart(6, '0')}@example.com`;

/** True when the page scrolls sideways (the card wider than the viewport). */
function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

async function openMain(page: Page, scheme: string) {
  // A wallet with no EIP-6963 icon, so its button shows Foyer's own MetaMask mark.
  await injectEthereumWallet(page, { announce: false });
  await page.goto(`${MAIN}&scheme=${scheme}`);
  await expect(page.getByRole('button', { name: 'Continue with MetaMask' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('the look of the default theme', () => {
  for (const scheme of SCHEMES) {
    test.describe(scheme, () => {
      test('Main with social, wallet and passcode/password tabs', async ({ page, axe }) => {
        await openMain(page, scheme);
        await axe(`Main (${scheme})`);
        await expectLook(page, `main-${scheme}.png`);

        await page.getByRole('tab', { name: 'Email' }).click();
        await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
        await axe(`Main, email tab (${scheme})`);
        await expectLook(page, `main-email-tab-${scheme}.png`);
      });

      test('Main in Arabic, mirrored right to left', async ({ page, axe }) => {
        await injectEthereumWallet(page, { announce: false });
        await page.goto(`${MAIN}&scheme=${scheme}&locale=ar`);
        await expect(page.getByRole('heading', { name: 'أنشئ حسابًا أو سجّل الدخول' })).toBeVisible();
        await expect(widget(page)).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await axe(`Main in Arabic (${scheme})`);
        await expectLook(page, `main-rtl-${scheme}.png`);
      });

      test("'Set up a new crypto wallet' with the wallets' logos", async ({ page, axe }) => {
        await openMain(page, scheme);
        await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
        await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
        await axe(`Crypto setup wallet (${scheme})`);
        await expectLook(page, `crypto-setup-wallet-${scheme}.png`);
      });

      test('Password create-or-login, with the eye toggle inside the field', async ({ page, axe, email }) => {
        await page.goto(`/?products=passwords&scheme=${scheme}`);
        await page.getByRole('textbox', { name: 'Email' }).fill(email);
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
        const toggle = page.getByRole('button', { name: 'Show password' });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await axe(`Password create-or-login (${scheme})`);
        // The address is this test's own; the field around it stays in the picture.
        await expectLook(page, `password-create-${scheme}.png`, [page.locator('input[readonly]')]);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      });

      test('OTP Authenticate', async ({ page, axe }) => {
        await page.goto(`/?products=otp&otp=email&scheme=${scheme}`);
        await page.getByRole('textbox', { name: 'Email' }).fill(steadyEmail());
        await page.getByRole('button', { name: 'Continue with email' }).click();
        await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
        await axe(`OTP Authenticate (${scheme})`);
        await expectLook(page, `otp-authenticate-${scheme}.png`, [
          page.getByText('A 6-digit passcode was sent to you at'),
          page.locator('.foyer-countdown'),
        ]);
      });

      test('passkey registration, start and success', async ({ page, axe, email }) => {
        await signIn(page, email);
        await page.goto(`/passkeys?scheme=${scheme}`);
        await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
        await expect(signedInPanel(page)).toBeVisible();
        await axe(`passkey registration start (${scheme})`);
        await expectLook(page, `passkey-registration-${scheme}.png`);

        await addAuthenticator(page);
        await page.getByRole('button', { name: 'Create a Passkey' }).click();
        await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: 'Passkey 1' })).toBeVisible();
        await axe(`passkey registration success (${scheme})`);
        await expectLook(page, `passkey-registration-success-${scheme}.png`);
      });
    });
  }

  test.describe('at phone width (320px), on a touch screen', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('Main fits without sideways scrolling, and every tap target is at least 44px', async ({ page, axe }) => {
      await openMain(page, 'light');
      expect(await scrollsSideways(page)).toBe(false);
      await axe('Main at 320px');
      await expectLook(page, 'main-phone.png');
      const buttons = widget(page).locator('button:visible, [role="tab"]:visible');
      for (const box of await buttons.evaluateAll((all) => all.map((el) => el.getBoundingClientRect()))) {
        expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
        expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
      }
    });

    test('a tapped tab keeps no hover tint: hover styles apply only where there is hover', async ({ page }) => {
      await openMain(page, 'light');
      const emailTab = page.getByRole('tab', { name: 'Email' });
      await emailTab.tap();
      await expect(emailTab).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
      await expect(emailTab).toHaveCSS('box-shadow', 'none');
    });

    test('OTP Authenticate fits in dark', async ({ page, axe }) => {
      await page.goto('/?products=otp&otp=email&scheme=dark');
      await page.getByRole('textbox', { name: 'Email' }).fill(steadyEmail());
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await axe('OTP Authenticate at 320px (dark)');
      await expectLook(page, 'otp-authenticate-phone-dark.png', [
        page.getByText('A 6-digit passcode was sent to you at'),
        page.locator('.foyer-countdown'),
      ]);
    });
  });

  for (const scheme of SCHEMES) {
    test(`keyboard focus shows a ring in the primary colour (${scheme})`, async ({ page, axe }) => {
      await page.goto(`/?products=emailMagicLinks&scheme=${scheme}`);
      const field = page.getByRole('textbox', { name: 'Email' });
      await field.focus();
      await page.keyboard.press('Tab');
      const button = page.getByRole('button', { name: 'Continue with email' });
      await expect(button).toBeFocused();
      await expect(button).toHaveCSS('outline-style', 'solid');
      await axe(`Main with keyboard focus (${scheme})`);
      await expect(widget(page)).toHaveScreenshot(`focus-${scheme}.png`, { animations: 'disabled', caret: 'hide' });
    });
  }

  test("a toast appears just under the card, not over the host's navigation", async ({ page, email }) => {
    await page.goto('/?products=otp&otp=email');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Resend code' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Code resent');
    await expect(toast).toBeVisible();
    const card = await page.locator('.foyer-card').boundingBox();
    const box = await toast.boundingBox();
    expect(box && card && box.y >= card.y + card.height).toBe(true);
    expect(box && card && box.x >= card.x && box.x + box.width <= card.x + card.width).toBe(true);
  });

  test("'system' follows prefers-color-scheme as it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/?scheme=system');
    const card = page.locator('.foyer-card');
    const background = () => card.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe('rgb(22, 31, 38)');
  });
});
