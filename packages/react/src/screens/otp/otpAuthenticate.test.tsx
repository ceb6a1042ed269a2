import '../../testing/setup.ts';
import type { AuthenticateResponseBody, OtpsLoginOrCreateResponseBody } from '@foyer/protocol';
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { apiError, type FakeClientOptions, fakeClient, signedInBody } from '../../testing/fakeClient.ts';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

// Lazy chunks can take over a second to load on a busy machine; 3 s keeps findBy* about the widget.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  await Promise.all([import('./index.ts'), import('./phone/index.ts')]);
});

const CONFIG: FoyerConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Renders the widget with fake timers driving time, sends a code to ada@, and waits for OTP Authenticate. */
async function reachAuthenticate(clientOptions: FakeClientOptions = {}, config: FoyerConfig = CONFIG) {
  const fake = fakeClient(clientOptions);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<FoyerLogin client={fake.client} config={config} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  const input = screen.getByRole('textbox', { name: 'One-time passcode' }) as HTMLInputElement;
  return { ...fake, user, input };
}

/** Moves the fake clock and lets React render what the tick changed. */
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('OTP Authenticate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a back arrow, the header, where the code went, and an input ready for autofill', async () => {
    const { user, input } = await reachAuthenticate();
    screen.getByText('A 6-digit passcode was sent to you at ada@example.com.');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(6);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('textbox', { name: 'Email' });
  });

  it('takes digits only and submits by itself at the sixth, then shows OTP Confirmation', async () => {
    let resolve: (value: AuthenticateResponseBody) => void = () => {};
    const pending = new Promise<AuthenticateResponseBody>((r) => {
      resolve = r;
    });
    const { user, input, callsTo } = await reachAuthenticate({ answers: { 'otps.authenticate': () => pending } });
    await user.type(input, '12a-3');
    expect(input.value).toBe('123');
    expect(callsTo('otps.authenticate')).toEqual([]);
    await user.type(input, '456');
    expect(callsTo('otps.authenticate')).toEqual([['123456', 'email-test-0001', { session_duration_minutes: 30 }]]);
    expect(screen.getByRole('status').textContent).toBe('Verifying passcode...');
    screen.getByRole('progressbar', { name: 'Verifying passcode...' });
    expect(input.disabled).toBe(true);
    await act(async () => resolve(signedInBody()));
    await screen.findByRole('heading', { name: 'Success' });
    screen.getByText('Your passcode has been successfully verified.');
  });

  it('fills every box from a pasted code and submits it', async () => {
    const { input, callsTo } = await reachAuthenticate();
    fireEvent.paste(input, { clipboardData: { getData: () => ' 654-321 ' } });
    await screen.findByRole('heading', { name: 'Success' });
    expect(callsTo('otps.authenticate')[0]?.[0]).toBe('654321');
  });

  it('shows the six digits in six boxes and highlights the box at the caret', async () => {
    const { user, input } = await reachAuthenticate({ answers: { 'otps.authenticate': () => new Promise(() => {}) } });
    await user.type(input, '12345');
    const boxes = [...document.querySelectorAll('.foyer-passcode-box')];
    expect(boxes.map((box) => box.textContent)).toEqual(['1', '2', '3', '4', '5', '']);
    // The caret sits before the next digit to type: the sixth box.
    expect(boxes[5]?.hasAttribute('data-active')).toBe(true);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes[3]?.hasAttribute('data-active')).toBe(true);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('1245');
    expect(boxes[2]?.hasAttribute('data-active')).toBe(true);
  });

  it("shows 'Invalid passcode, please try again.' for a wrong code and clears the boxes", async () => {
    const { user, input, callsTo } = await reachAuthenticate({
      answers: {
        'otps.authenticate': () => {
          throw apiError('otp_code_not_found', 'Invalid passcode, please try again.');
        },
      },
    });
    await user.type(input, '000000');
    expect((await screen.findAllByText('Invalid passcode, please try again.')).length).toBeGreaterThan(0);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.type(input, '111111');
    expect(callsTo('otps.authenticate')).toHaveLength(2);
  });

  it('counts down every second from the configured expiry and then says the code expired', async () => {
    await reachAuthenticate({}, { ...CONFIG, otpOptions: { methods: ['email'], expirationMinutes: 2 } });
    const countdown = () => document.querySelector('.foyer-countdown')?.textContent;
    expect(countdown()).toBe("Your code expires in 2:00. Didn't get it? Resend code");
    await tick(1_000);
    expect(countdown()).toBe("Your code expires in 1:59. Didn't get it? Resend code");
    await tick(59_000);
    expect(countdown()).toBe("Your code expires in 1:00. Didn't get it? Resend code");
    await tick(60_000);
    expect(countdown()).toBe('Your code has expired. Resend code');
    screen.getByRole('button', { name: 'Resend code' });
  });

  it("resends: a new expiry, the new method id used for the next check, and a 'Code resent' toast", async () => {
    let sends = 0;
    const { user, input, callsTo } = await reachAuthenticate({
      answers: {
        'otps.email.loginOrCreate': () => {
          sends += 1;
          return { status_code: 200, request_id: 'r', method_id: `email-test-000${sends}` };
        },
      },
    });
    await tick(5 * 60_000);
    screen.getByText(/Your code has expired\./);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('Code resent');
    expect(document.querySelector('.foyer-countdown')?.textContent).toMatch(/^Your code expires in (5:00|4:59)\./);
    expect(callsTo('otps.email.loginOrCreate')).toHaveLength(2);
    await user.type(input, '123456');
    expect(callsTo('otps.authenticate')[0]?.[1]).toBe('email-test-0002');
  });

  it("sends once for 25 quick clicks on 'Resend code': busy while the send is in flight", async () => {
    let finish: (answer: OtpsLoginOrCreateResponseBody) => void = () => {};
    let sends = 0;
    const { callsTo } = await reachAuthenticate({
      answers: {
        'otps.email.loginOrCreate': () => {
          sends += 1;
          if (sends === 1) return { status_code: 200, request_id: 'r', method_id: 'email-test-0001' };
          return new Promise<OtpsLoginOrCreateResponseBody>((resolve) => {
            finish = resolve;
          });
        },
      },
    });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    for (let i = 0; i < 25; i += 1) fireEvent.click(resend);
    expect(callsTo('otps.email.loginOrCreate')).toHaveLength(2);
    expect(resend.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(sends).toBe(2)); // the fake answers a microtask later
    await act(async () => finish({ status_code: 200, request_id: 'r', method_id: 'email-test-0002' }));
    expect(await screen.findAllByText('Code resent')).toHaveLength(1);
    expect(resend.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('WebOTP', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'OTPCredential');
  });

  it('fills in the code from an SMS where the browser has the WebOTP API, and submits it', async () => {
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    const get = vi.fn(async () => ({ type: 'otp', code: '246810' }));
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const fake = fakeClient();
    const user = userEvent.setup();
    render(<FoyerLogin client={fake.client} config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} />);
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Success' });
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    expect(fake.callsTo('otps.authenticate')[0]?.slice(0, 2)).toEqual(['246810', 'phone-test-0001']);
  });
});
