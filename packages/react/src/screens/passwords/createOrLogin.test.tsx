import '../../testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../testing/fakeClient.ts';
import {
  PASSWORDS,
  passwordInput,
  RESET_REQUEST,
  reachCreateOrLogin,
  resetPasswordError,
} from '../../testing/passwords.tsx';

beforeAll(async () => {
  await Promise.all([import('./index.ts'), import('../emailMagicLinks/index.ts'), import('../otp/index.ts')]);
});

describe('password create-or-login: new account', () => {
  it('creates the password once the check says valid, then shows Password confirmation', async () => {
    const { user, callsTo } = await reachCreateOrLogin(
      'new',
      {},
      { ...PASSWORDS, sessionOptions: { sessionDurationMinutes: 60 } },
    );
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(passwordInput(), 'violet-harbour-tangent-47');
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Success! You have successfully logged in.' });
    expect(callsTo('passwords.create')).toEqual([
      [{ email: 'ada@example.com', password: 'violet-harbour-tangent-47', session_duration_minutes: 60 }],
    ]);
  });

  it('asks for a new password autocompleted as one, and shows or hides it', async () => {
    const { user } = await reachCreateOrLogin('new');
    const input = passwordInput();
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(input.required).toBe(true);
    // One toggle button: its name stays, aria-pressed says whether the password shows.
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(passwordInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(passwordInput().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('on reset_password (dedupe) sends a reset email with the configured options and shows dedupe', async () => {
    const { user, callsTo } = await reachCreateOrLogin('new', {
      answers: {
        'passwords.create': () => {
          throw resetPasswordError('dedupe');
        },
      },
    });
    await user.type(passwordInput(), 'violet-harbour-tangent-47');
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email to set a new password!' });
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST]]);
    expect(document.querySelector('.foyer-banner')).toBeNull();
  });

  // Regression: the server answers a sign-up on an address someone holds with duplicate_email (it
  // set the password on that account before); the holder sets one from the reset email instead.
  it('on duplicate_email sends a reset email to the address and shows dedupe, as for reset_password', async () => {
    const { user, callsTo } = await reachCreateOrLogin('new', {
      answers: {
        'passwords.create': () => {
          throw apiError('duplicate_email', 'An account with this email already exists. Log in instead.');
        },
      },
    });
    await user.type(passwordInput(), 'violet-harbour-tangent-47');
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email to set a new password!' });
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST]]);
    expect(screen.queryByText('An account with this email already exists. Log in instead.')).toBeNull();
  });

  it('shows another error_message under the form and in a toast', async () => {
    const { user } = await reachCreateOrLogin('new', {
      answers: {
        'passwords.create': () => {
          throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
        },
      },
    });
    await user.type(passwordInput(), 'violet-harbour-tangent-47');
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Too many requests. Wait a moment and try again.')).toHaveLength(2);
    screen.getByRole('heading', { name: 'Create an account' });
  });
});

describe('password create-or-login: existing password user', () => {
  it('logs in with the password (no strength check) and shows Password confirmation', async () => {
    const { user, callsTo } = await reachCreateOrLogin('password');
    expect(passwordInput().autocomplete).toBe('current-password');
    await user.type(passwordInput(), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Success! You have successfully logged in.' });
    expect(callsTo('passwords.authenticate')).toEqual([
      [{ email: 'ada@example.com', password: 'hunter2', session_duration_minutes: 30 }],
    ]);
    expect(callsTo('passwords.strengthCheck')).toEqual([]);
  });

  it('shows a wrong password’s error_message under the field and stays', async () => {
    const { user } = await reachCreateOrLogin('password', {
      answers: {
        'passwords.authenticate': () => {
          throw apiError('unauthorized_credentials', 'The email or password is not correct.');
        },
      },
    });
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = await screen.findByText('The email or password is not correct.', { selector: '.foyer-field-error' });
    expect(field.getAttribute('role')).toBe('alert');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['breached', 'Check your email to set a new password', true],
    ['dedupe', 'Check your email to set a new password!', false],
  ] as const)(
    'on reset_password (%s) sends a reset email and shows its screen',
    async (reason, header, toldOfBreach) => {
      const { user, callsTo } = await reachCreateOrLogin('password', {
        answers: {
          'passwords.authenticate': () => {
            throw resetPasswordError(reason);
          },
        },
      });
      await user.type(passwordInput(), 'baseball1');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: header });
      expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST]]);
      expect(screen.queryByText(/had a security issue recently/) !== null).toBe(toldOfBreach);
      // docs/behaviour.md#errors 'message shown': the header says it, once (a banner under it said it again).
      expect(screen.getAllByText(/^Check your email to set a new password/)).toHaveLength(1);
      expect(screen.queryByText(/appeared in a data breach/)).toBeNull();
      expect(document.querySelector('.foyer-banner')).toBeNull();
    },
  );

  it('drops the reset_password message once the user goes back to Main', async () => {
    const { user } = await reachCreateOrLogin('password', {
      answers: {
        'passwords.authenticate': () => {
          throw resetPasswordError('dedupe');
        },
      },
    });
    await user.type(passwordInput(), 'baseball1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email to set a new password!' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByText('Check your email to set a new password.')).toBeNull();
  });

  it("a failing 'Forgot Password?' replaces the wrong password's message with its own", async () => {
    const { user } = await reachCreateOrLogin('password', {
      answers: {
        'passwords.authenticate': () => {
          throw apiError('unauthorized_credentials', 'The email or password is not correct.');
        },
        'passwords.resetByEmailStart': () => {
          throw apiError('redirect_url_not_allowed', 'The reset redirect URL is not allowed for this project.');
        },
      },
    });
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('The email or password is not correct.', { selector: '.foyer-field-error' });
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await screen.findByText('The reset redirect URL is not allowed for this project.', {
      selector: '.foyer-field-error',
    });
    expect(screen.queryByText('The email or password is not correct.', { selector: '.foyer-field-error' })).toBeNull();
  });

  it("'Forgot Password?' sends a reset email and shows the forgot screen", async () => {
    const { user, callsTo, events } = await reachCreateOrLogin('password');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await screen.findByRole('heading', { name: 'Forgot Password?' });
    screen.getByText('A link to reset your password was sent to you at ada@example.com.');
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST]]);
    expect(events()).toContainEqual({ name: 'email_sent', details: { email: 'ada@example.com', type: 'passwords' } });
  });
});

describe('password create-or-login: passwordless account', () => {
  it('emails a login link on entry when email links are configured; the button shows Email Confirmation', async () => {
    const config = { ...PASSWORDS, products: ['passwords' as const, 'emailMagicLinks' as const] };
    const { user, callsTo } = await reachCreateOrLogin('passwordless', {}, config);
    await screen.findByText('This account has no password yet, so we emailed a login link to ada@example.com.');
    expect(callsTo('magicLinks.email.loginOrCreate').map(([email]) => email)).toEqual(['ada@example.com']);
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    screen.getByText('An email was sent to ada@example.com.');
    // Sent once, on entry; the button only moves on.
    expect(callsTo('magicLinks.email.loginOrCreate')).toHaveLength(1);
  });

  it('emails a login code on entry when email is an OTP method; the button shows OTP Authenticate', async () => {
    const config = {
      ...PASSWORDS,
      products: ['passwords' as const, 'otp' as const],
      otpOptions: { methods: ['email' as const] },
    };
    const { user, callsTo } = await reachCreateOrLogin('passwordless', {}, config);
    await screen.findByText('This account has no password yet, so we emailed a login code to ada@example.com.');
    await user.click(screen.getByRole('button', { name: 'Email me a login code' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    screen.getByText('A 6-digit passcode was sent to you at ada@example.com.');
    expect(callsTo('otps.email.loginOrCreate')).toHaveLength(1);
  });

  it('otherwise sends a reset email on entry and shows set-new, with resend', async () => {
    // The variant leaves for set-new at once, so its 'Log in' heading may never be seen.
    const { user, callsTo } = await reachCreateOrLogin('passwordless', {}, PASSWORDS, { heading: 'Check your email!' });
    screen.getByText('A link to create a password for your account was sent to you at ada@example.com.');
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST]]);
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await screen.findByText('Email resent');
    expect(callsTo('passwords.resetByEmailStart')).toEqual([[RESET_REQUEST], [RESET_REQUEST]]);
  });

  it('offers creating a password instead; its duplicate_email answer (the account exists) leads to dedupe', async () => {
    const config = { ...PASSWORDS, products: ['passwords' as const, 'emailMagicLinks' as const] };
    const { user } = await reachCreateOrLogin(
      'passwordless',
      {
        answers: {
          'passwords.create': () => {
            throw apiError('duplicate_email', 'An account with this email already exists. Log in instead.');
          },
        },
      },
      config,
    );
    const form = screen.getByText('Or create a password for this account:').parentElement as HTMLElement;
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'violet-harbour-tangent-47');
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email to set a new password!' });
  });

  it('shows a failed entry send and sends again from the button', async () => {
    let fail = true;
    const config = { ...PASSWORDS, products: ['passwords' as const, 'emailMagicLinks' as const] };
    const { user, callsTo } = await reachCreateOrLogin(
      'passwordless',
      {
        answers: {
          'magicLinks.email.loginOrCreate': () => {
            if (fail) throw apiError('too_many_requests', 'Too many requests. Wait a moment and try again.');
            return { status_code: 200, request_id: 'r' };
          },
        },
      },
      config,
    );
    expect(await screen.findAllByText('Too many requests. Wait a moment and try again.')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(callsTo('magicLinks.email.loginOrCreate')).toHaveLength(2);
  });
});
