import { minutes } from '../../clock.ts';
import { type AuthenticationFactor, assurance } from './factors.ts';

/**
 * How recent the authenticator's own proof must be before a session changes or reads what guards
 * it (Clerk's strict reverification window). The widget asks for a code after 5 minutes, so a user
 * of it never meets this limit; a session cookie stolen hours later does.
 */
export const FRESH_AUTHENTICATOR_MINUTES = 10;

/**
 * Whether a session may manage its authenticator app (replace it, remove it, read or renew its
 * recovery codes): it proved two factors, and one of them is an authenticator or recovery code
 * from the last few minutes. An old two-factor session alone would hand whoever holds its cookie a
 * lasting way past the second factor (new recovery codes, an app of their own).
 */
export function provedAuthenticatorRecently(factors: readonly AuthenticationFactor[], now: number): boolean {
  const since = now - minutes(FRESH_AUTHENTICATOR_MINUTES);
  return (
    assurance(factors).aal === 2 &&
    factors.some(
      (factor) =>
        (factor.type === 'totp' || factor.type === 'recovery_codes') &&
        Date.parse(factor.last_authenticated_at) > since,
    )
  );
}
