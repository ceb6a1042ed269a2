import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// docs/behaviour.md#screens: 'Toasts appear in a sticky area'. Regression: the area hung under the card
// (position: absolute), so toasts piled down past the viewport; and 25 quick clicks on
// 'Resend code' sent 25 codes.

const OTP_EMAIL = '/?products=otp&otp=email';

async function reachPasscodeScreen(page: Page, email: string) {
  await page.goto(OTP_EMAIL);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

test.describe('the toast area', () => {
  test("sends one code for 25 quick clicks on 'Resend code'", async ({ page, email, axe }) => {
    await reachPasscodeScreen(page, email);
    // The send is held until every click has landed: on a fast machine the server answered before
    // the 25th click, and a click after the answer rightly sends again.
    let sends = 0;
    let release = () => {};
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/otps/email/login_or_create', async (route) => {
      sends += 1;
      await clicked;
      await route.continue();
    });
    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.click({ clickCount: 25 });
    await expect(resend).toBeDisabled();
    release();
    await expect(toasts(page).filter({ hasText: 'Code resent' })).toHaveCount(1);
    await expect(resend).toBeEnabled();
    expect(sends).toBe(1);
    await axe('OTP Authenticate with a toast');
  });

  test('keeps the newest toast in view while the card is, however many pile up', async ({ page, email, axe }) => {
    await reachPasscodeScreen(page, email);
    // A window that ends just under the card: toasts hung below it would be out of sight.
    const card = await page.locator('.foyer-card').boundingBox();
    if (!card) throw new Error('no card');
    const height = Math.ceil(card.y + card.height + 24);
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height });
    const resend = page.getByRole('button', { name: 'Resend code' });
    // Past five sends the server refuses (per-address limit), so later clicks raise 4 s error toasts.
    for (let i = 0; i < 8; i += 1) {
      await resend.click();
      await expect(resend).toBeEnabled();
    }
    await expect.poll(() => toasts(page).count()).toBeGreaterThan(1);
    const newest = await toasts(page).first().boundingBox();
    expect(newest).not.toBeNull();
    if (!newest) return;
    expect(newest.y).toBeGreaterThanOrEqual(0);
    expect(newest.y + newest.height).toBeLessThanOrEqual(height);
    await axe('OTP Authenticate with toasts piled up');
  });
});
