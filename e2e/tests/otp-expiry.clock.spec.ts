import { expect, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

// Runs on the clock server (project `clock`): the server's clock and the page's are both moved on.

test('an expired code: the countdown says so, the server refuses it, and resend brings a working one', async ({
  page,
  email,
  axe,
}) => {
  await page.clock.install();
  await page.goto('/?products=otp&otp=email');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText(/Your code expires in 5:00\./)).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText(/Your code expires in 4:59\./)).toBeVisible();
  const expired = await newestMessageTo(page.request, email);

  await page.clock.runFor(5 * 60_000);
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await axe('OTP Authenticate, code expired');
  const advanced = await page.request.post('/dev/api/clock', { data: { advance_ms: 5 * 60_000 + 1_000 } });
  expect(advanced.ok()).toBe(true);
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(String(expired.code));
  await expect(page.locator('.foyer-field-error')).toHaveText('This passcode has expired. Request a new one.');

  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code resent')).toBeVisible();
  await expect(page.getByText(/Your code expires in 5:00\./)).toBeVisible();
  const fresh = await newestMessageTo(page.request, email, { count: 2 });
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(String(fresh.code));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
});
