import type { PasswordsResetByEmailStartBody } from '@foyer/protocol';
import type { FoyerConfig } from '../../config/types.ts';

/**
 * The body of `passwords.resetByEmailStart` from the camelCase config. Absent URLs are left out, so
 * the server uses the project's first reset and login redirect URLs; the login URL makes the email
 * carry a second link, the same token as a magic link ('Login without a password'). Absent
 * expirations are left to the server: 30 minutes for the reset link, the reset link's for the login link.
 */
export function resetEmailRequest(config: FoyerConfig, email: string): PasswordsResetByEmailStartBody {
  const options = config.passwordOptions ?? {};
  return {
    email,
    ...(options.resetPasswordRedirectURL ? { reset_password_redirect_url: options.resetPasswordRedirectURL } : {}),
    ...(options.loginRedirectURL ? { login_redirect_url: options.loginRedirectURL } : {}),
    ...(options.loginExpirationMinutes ? { login_expiration_minutes: options.loginExpirationMinutes } : {}),
    ...(options.resetPasswordExpirationMinutes
      ? { reset_password_expiration_minutes: options.resetPasswordExpirationMinutes }
      : {}),
  };
}
