import type { SessionData } from '@foyer/protocol';

/** How recent an authenticator or recovery code must be to act without asking again (Clerk's reverification window). */
export const FRESH_SECOND_FACTOR_MINUTES = 5;

/**
 * Whether the session proved an authenticator or recovery code within the last few minutes: then
 * a change goes ahead without another code. Someone who lost their phone and just signed in with a
 * recovery code can so remove the app and set up a new one; anyone else is asked for a code.
 */
export function hasFreshSecondFactor(session: SessionData | null, now = Date.now()): boolean {
  const since = now - FRESH_SECOND_FACTOR_MINUTES * 60_000;
  return (session?.authentication_factors ?? []).some(
    (factor) =>
      (factor.type === 'totp' || factor.type === 'recovery_codes') && Date.parse(factor.last_authenticated_at) > since,
  );
}
