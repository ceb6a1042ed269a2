import '../../testing/setup.ts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { apiError } from '../../testing/fakeClient.ts';
import { renderLogin } from '../../testing/renderLogin.tsx';

// The lazily loaded chunks are transformed on first import; warm them so findBy* timeouts measure the widget.
// Lazy chunks can take over a second to load on a busy machine; 3 s keeps findBy* about the widget.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  await Promise.all([import('./index.ts'), import('./phone/index.ts')]);
});

const ALL: FoyerConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };

describe('Main login form tabs', () => {
  it('shows one tab per configured method, Text, WhatsApp, Email, and switches forms', async () => {
    const { user } = renderLogin({ config: ALL });
    const tablist = await screen.findByRole('tablist', { name: 'Login method' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('button', { name: 'Continue with text message' });
    screen.getByRole('tabpanel', { name: 'Text' });

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 3_000 });
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys, Home and End (roving focus)', async () => {
    const { user } = renderLogin({ config: ALL });
    (await screen.findByRole('tab', { name: 'Text' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'WhatsApp' }));
    await screen.findByRole('button', { name: 'Continue with WhatsApp' });
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('tab', { name: 'WhatsApp' }).tabIndex).toBe(-1);
  });

  it('follows the reading direction in Arabic: ArrowLeft moves to the next tab, ArrowRight back', async () => {
    const { user } = renderLogin({ config: { ...ALL, locale: 'ar' } });
    // The Arabic chunk loads after the first render: wait for the right-to-left root before pressing keys.
    await waitFor(() => expect(document.querySelector('.foyer-root')?.getAttribute('dir')).toBe('rtl'));
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    const [first, second] = tabs;
    first?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs.at(-1));
  });

  it('shows no tabs when only one method exists', async () => {
    renderLogin({ config: { products: ['otp'], otpOptions: { methods: ['whatsapp'] } } });
    await screen.findByRole('button', { name: 'Continue with WhatsApp' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('puts email magic links and phone passcodes side by side in product order', async () => {
    renderLogin({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Email', 'Text']);
    await screen.findByRole('button', { name: 'Continue with email' });
  });

  it('replaces the form with the config error when email magic links and email OTP are both on', async () => {
    renderLogin({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email', 'sms'] } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Cannot use both EML and Email OTP');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('the email passcode form', () => {
  const EMAIL: FoyerConfig = {
    products: ['otp'],
    otpOptions: { methods: ['email'], loginTemplateId: 'login-t', signupTemplateId: 'signup-t' },
  };

  it("refuses an invalid address with 'Invalid email, please try again.' and sends nothing", async () => {
    const { user, callsTo } = renderLogin({ config: EMAIL });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email, please try again.');
    expect(callsTo('otps.email.loginOrCreate')).toEqual([]);
  });

  it('sends the code with the default 5 minutes and the template ids, logs email_sent, and asks for the code', async () => {
    const { user, callsTo, events } = renderLogin({ config: EMAIL });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(callsTo('otps.email.loginOrCreate')).toEqual([
      ['ada@example.com', { expiration_minutes: 5, login_template_id: 'login-t', signup_template_id: 'signup-t' }],
    ]);
    expect(events()).toContainEqual({ name: 'email_sent', details: { email: 'ada@example.com', type: 'emailOtp' } });
    screen.getByText('A 6-digit passcode was sent to you at ada@example.com.');
  });

  it('shows a failed send above the form and stays on Main', async () => {
    const { user } = renderLogin(
      { config: EMAIL },
      {
        answers: {
          'otps.email.loginOrCreate': () => {
            throw apiError('too_many_requests', 'Too many messages were asked for. Wait a moment and try again.');
          },
        },
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(
      await screen.findAllByText('Too many messages were asked for. Wait a moment and try again.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Enter passcode' })).toBeNull();
  });
});

describe('the phone passcode form', () => {
  const SMS: FoyerConfig = { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 3 } };

  it('formats the number nationally as it is typed, with the placeholder (123) 456-7890 and US by default', async () => {
    const { user } = renderLogin({ config: SMS });
    const field = (await screen.findByRole('textbox', { name: 'Phone number' })) as HTMLInputElement;
    expect(field.placeholder).toBe('(123) 456-7890');
    const country = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    // Countries are named in the widget's locale (Intl.DisplayNames) beside their dial codes.
    within(country).getByRole('option', { name: 'United States +1' });
    within(country).getByRole('option', { name: 'United Kingdom +44' });
    await user.type(field, '2025550123');
    expect(field.value).toBe('(202) 555-0123');
  });

  it('names the countries in the widget’s locale', async () => {
    renderLogin({ config: { ...SMS, locale: 'de' } });
    const country = (await screen.findByRole('combobox', { name: 'Ländervorwahl' })) as HTMLSelectElement;
    within(country).getByRole('option', { name: 'Vereinigte Staaten +1' });
    within(country).getByRole('option', { name: 'Deutschland +49' });
  });

  it("refuses an invalid number with 'Invalid phone number, please try again.'", async () => {
    const { user, callsTo } = renderLogin({ config: SMS });
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number, please try again.');
    expect(callsTo('otps.sms.loginOrCreate')).toEqual([]);
  });

  it('sends the number in E.164 with the configured expiry and shows it on OTP Authenticate', async () => {
    const { user, callsTo } = renderLogin({ config: SMS });
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByText('A 6-digit passcode was sent to you at +1 202 555 0123.');
    expect(callsTo('otps.sms.loginOrCreate')).toEqual([['+12025550123', { expiration_minutes: 3 }]]);
  });

  it('parses in the region chosen in the country select (WhatsApp)', async () => {
    const { user, callsTo } = renderLogin({ config: { products: ['otp'], otpOptions: { methods: ['whatsapp'] } } });
    const country = await screen.findByRole('combobox', { name: 'Country code' });
    // Closed, the select shows only region and dial code (full names would be cut at 320px).
    expect(country.previousElementSibling?.textContent).toBe('US +1');
    await user.selectOptions(country, 'GB');
    expect(country.previousElementSibling?.textContent).toBe('GB +44');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07911123456');
    await user.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(callsTo('otps.whatsapp.loginOrCreate')).toEqual([['+447911123456', { expiration_minutes: 5 }]]);
  });

  // Regression: Back showed the number as +1 202-555-0123 (international), unlike the field's national format.
  it.each([
    ['US', '2025550123', '(202) 555-0123', '+12025550123'],
    ['GB', '07911123456', '07911 123456', '+447911123456'],
    // Typed with another country's + code: shown as typed, since it is not a US national number.
    ['US', '+447911123456', '+44 7911 123456', '+447911123456'],
  ])(
    'shows the number in national format, its country selected, after Back from OTP Authenticate (%s, typed %s)',
    async (region, typed, national, e164) => {
      const { user, callsTo } = renderLogin({ config: SMS });
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), region);
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), typed);
      await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
      await user.click(await screen.findByRole('button', { name: 'Back' }));

      const field = (await screen.findByRole('textbox', { name: 'Phone number' })) as HTMLInputElement;
      expect(field.value).toBe(national);
      expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe(region);
      await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
      await screen.findByRole('heading', { name: 'Enter passcode' });
      expect(callsTo('otps.sms.loginOrCreate').map(([number]) => number)).toEqual([e164, e164]);
    },
  );
});
