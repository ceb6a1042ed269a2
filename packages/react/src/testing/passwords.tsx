/** Helpers the passwords tests share: a fake strength answer and a widget driven to create-or-login. */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FoyerConfig } from '../config/types.ts';
import type { StrengthResult } from '../ui/StrengthMeter.tsx';
import { FoyerLogin } from '../widgets/FoyerLogin.tsx';
import { apiError, type FakeClientOptions, fakeClient, signedInBody } from './fakeClient.ts';

// Lazy chunks can take over a second to load on a busy machine; 3 s keeps findBy* about the widget.
configure({ asyncUtilTimeout: 3_000 });

/** A passwords-only config with every reset-email option set, so tests can see them sent. */
export const PASSWORDS: FoyerConfig = {
  products: ['passwords'],
  passwordOptions: {
    loginRedirectURL: 'https://app.example.com/authenticate',
    loginExpirationMinutes: 45,
    resetPasswordRedirectURL: 'https://app.example.com/reset-password',
    resetPasswordExpirationMinutes: 20,
  },
};

/** The reset email body PASSWORDS' options give for ada@. */
export const RESET_REQUEST = {
  email: 'ada@example.com',
  login_redirect_url: 'https://app.example.com/authenticate',
  // Regression: passwordOptions.loginExpirationMinutes was not sent.
  login_expiration_minutes: 45,
  reset_password_redirect_url: 'https://app.example.com/reset-password',
  reset_password_expiration_minutes: 20,
};

/** A strength-check answer; zxcvbn by default, LUDS when `luds` is given. */
export function strengthAnswer(
  options: {
    score?: number;
    valid?: boolean;
    breached?: boolean;
    warning?: string;
    luds?: { missing_characters: number; missing_complexity: number };
  } = {},
): StrengthResult & { status_code: number; request_id: string } {
  const { score = 4, valid = true, breached = false, warning = '', luds } = options;
  return {
    status_code: 200,
    request_id: 'r',
    score,
    valid_password: valid,
    breached_password: breached,
    strength_policy: luds ? 'luds' : 'zxcvbn',
    feedback: {
      warning,
      suggestions: [],
      luds_requirements: luds
        ? { has_lower_case: true, has_upper_case: false, has_digit: false, has_symbol: false, ...luds }
        : null,
    },
  };
}

/** A reset_password answer carrying the server's reason in `details`, as the sdk passes it on. */
export function resetPasswordError(reason: 'breached' | 'dedupe') {
  // The server's English messages for each reason.
  const message =
    reason === 'breached'
      ? 'This password has appeared in a data breach on another site. Check your email to set a new password.'
      : 'Check your email to set a new password.';
  return Object.assign(apiError('reset_password', message), {
    details: { reset_reason: reason },
  });
}

/** Renders the login widget, types ada@ into the password tab and waits for create-or-login (or `heading`). */
export async function reachCreateOrLogin(
  userType: 'new' | 'password' | 'passwordless',
  clientOptions: FakeClientOptions = {},
  config: FoyerConfig = PASSWORDS,
  options: { fakeTimers?: boolean; heading?: string } = {},
) {
  const { fakeTimers = false } = options;
  const fake = fakeClient({
    ...clientOptions,
    answers: {
      'user.search': () => ({ userType }),
      'passwords.strengthCheck': () => strengthAnswer(),
      'passwords.resetByEmailStart': () => ({ status_code: 200, request_id: 'r' }),
      'passwords.create': () => signedInBody(),
      'passwords.authenticate': () => signedInBody(),
      ...clientOptions.answers,
    },
  });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  render(<FoyerLogin client={fake.client} config={config} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const headers = { new: 'Create an account', password: 'Log in', passwordless: 'Log in' };
  await screen.findByRole('heading', { name: options.heading ?? headers[userType] });
  return { ...fake, user };
}

/** The password input (hidden or shown), by its label. */
export function passwordInput(label = 'Password'): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}
