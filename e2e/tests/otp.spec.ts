import type { Page } from '@playwright/test';
import { expect, panelFact, signedInPanel, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

// One-time passcodes through the demo: the code is read from the dev outbox, as a person reads it
// from their inbox or phone.

// Area codes in service: libphonenumber validates US numbers by area code, so a random one (211, 230…)
// would be refused as invalid and no code sent.
const AREA_CODES = ['201', '212', '303', '312', '415', '512', '617', '646', '702', '718', '818', '917'];

/** A US number in the fictional 555-01xx range, random so that tests do not share one. */
function uniquePhone(): { national: string; e164: string } {
  const area = AREA_CODES[Math.floor(Math.random() * AREA_CODES.length)] as string;
  const line = `01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return { national: `${area}555${line}`, e164: `+1${area}555${line}` };
}

const passcodeInput = (page: Page) => page.getByRole('textbox', { name: 'One-time passcode' });

async function sendPhoneCode(page: Page, method: 'Text' | 'WhatsApp', phone: { national: string }) {
  await page.getByRole('tab', { name: method }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  await page
    .getByRole('button', { name: method === 'Text' ? 'Continue with text message' : 'Continue with WhatsApp' })
    .click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  await expect(signedInPanel(page)).toBeVisible();
}

test.describe('passcodes by SMS, WhatsApp and email', () => {
  test('SMS: the code from the outbox, typed, signs in', async ({ page, axe }) => {
    const phone = uniquePhone();
    await page.goto('/?products=otp&otp=sms,whatsapp,email');
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('placeholder', '(123) 456-7890');
    await axe('Main with passcode tabs');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      `(${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6)}`,
    );
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(page.getByText(/A 6-digit passcode was sent to you at \+1 \d{3} 555 \d{4}\./)).toBeVisible();
    await expect(page.getByText(/Your code expires in [45]:\d\d\. Didn't get it\?/)).toBeVisible();
    await axe('OTP Authenticate');

    const message = await newestMessageTo(page.request, phone.e164);
    expect(message.channel).toBe('sms');
    expect(message.text).toMatch(new RegExp(`@localhost #${message.code}$`));
    await passcodeInput(page).pressSequentially(String(message.code));
    await expectSignedIn(page);
    await axe('OTP Confirmation');
  });

  test('WhatsApp: the code from the outbox, pasted, signs in', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/?products=otp&otp=sms,whatsapp');
    await sendPhoneCode(page, 'WhatsApp', phone);
    const message = await newestMessageTo(page.request, phone.e164);
    expect(message.channel).toBe('whatsapp');
    await passcodeInput(page).focus();
    await passcodeInput(page).evaluate((input, code) => {
      const data = new DataTransfer();
      data.setData('text/plain', `${code.slice(0, 3)} ${code.slice(3)}`);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, String(message.code));
    await expectSignedIn(page);
  });

  test('email: the code from the outbox signs in, and the panel shows the address', async ({ page, email, axe }) => {
    await page.goto('/?products=otp&otp=email');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Invalid email, please try again.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
    const message = await newestMessageTo(page.request, email);
    expect(message.channel).toBe('email');
    expect(message.subject).toContain(String(message.code));
    await passcodeInput(page).pressSequentially(String(message.code));
    await expectSignedIn(page);
    await expect(panelFact(page, 'Email')).toHaveText(email);
    await axe('signed in by email passcode');
  });

  test('a wrong code says so, clears the boxes, and the right code still works', async ({ page, axe }) => {
    const phone = uniquePhone();
    await page.goto('/?products=otp&otp=sms');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    const message = await newestMessageTo(page.request, phone.e164);
    const wrong = String((Number(message.code) + 1) % 1_000_000).padStart(6, '0');
    await passcodeInput(page).pressSequentially(wrong);
    await expect(page.locator('.foyer-field-error')).toHaveText('Invalid passcode, please try again.');
    await expect(passcodeInput(page)).toHaveValue('');
    await axe('OTP Authenticate with a wrong code');
    await passcodeInput(page).pressSequentially(String(message.code));
    await expectSignedIn(page);
  });

  test('resend replaces the code: the old one is refused, the new one signs in', async ({ page, email }) => {
    await page.goto('/?products=otp&otp=email');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const first = await newestMessageTo(page.request, email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Code resent')).toBeVisible();
    const second = await newestMessageTo(page.request, email, { count: 2 });
    // Two random codes are equal once in a million sends; only then is the old one not distinguishable.
    if (first.code !== second.code) {
      await passcodeInput(page).pressSequentially(String(first.code));
      await expect(page.locator('.foyer-field-error')).toHaveText('Invalid passcode, please try again.');
    }
    await passcodeInput(page).pressSequentially(String(second.code));
    await expectSignedIn(page);
  });

  test('an invalid phone number is refused in the widget', async ({ page }) => {
    await page.goto('/?products=otp&otp=sms,whatsapp');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByText('Invalid phone number, please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toHaveCount(0);
  });
});

test.describe('the login form’s tabs and config errors', () => {
  test('tabs appear only with more than one method', async ({ page }) => {
    await page.goto('/?products=otp&otp=sms,whatsapp,email');
    await expect(page.getByRole('tab')).toHaveText(['Text', 'WhatsApp', 'Email']);
    await page.goto('/?products=otp&otp=whatsapp');
    await expect(page.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.goto('/?products=emailMagicLinks,otp&otp=sms');
    await expect(page.getByRole('tab')).toHaveText(['Email', 'Text']);
  });

  test('email magic links with email OTP shows the config error instead of the form', async ({ page, axe }) => {
    await page.goto('/?products=emailMagicLinks,otp&otp=email,sms');
    await expect(page.getByText('Error: Cannot use both EML and Email OTP')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await axe('config error');
  });
});
