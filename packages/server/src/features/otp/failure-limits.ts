import type { RateWindow } from '../../config/limit-settings.ts';
import type { OtpFailureLimit } from '../../config/otp-settings.ts';
import { ApiError } from '../../errors/api-error.ts';
import { clientLimitKey } from '../../security/client-address.ts';
import { bookFailureAttempt, clearFailureBackoff } from '../../security/failure-backoff.ts';
import {
  clearRateLimit,
  consumeRateLimit,
  type RateLimitDeps,
  refundRateLimit,
  retryAfterHeader,
} from '../../security/rate-limit.ts';

/** The first wait once a user's free failures are spent; it doubles with every further failure. */
export const SLOWDOWN_FIRST_DELAY_MS = 60_000;
/** The longest wait between two attempts of a slowed-down user. */
export const SLOWDOWN_MAX_DELAY_MS = 60 * 60_000;

/** The keys of a user's wrong passcodes: per user (all clients) and per user and client. */
export function failedPasscodeKeys(projectId: string, userId: string, clientAddress: string | null) {
  return {
    user: `otp-failures:${projectId}:${userId}`,
    client: clientAddress ? `otp-failures-from:${clientLimitKey(clientAddress)}:${projectId}:${userId}` : null,
  };
}

/** What an attempt booked, to be cleared if the passcode turns out right. */
export type BookedPasscodeAttempt = ReturnType<typeof failedPasscodeKeys>;

/**
 * Books a passcode attempt as a failure before the code is checked, so parallel guesses cannot
 * overshoot, under two rules:
 *
 * - Per user and client address (IPv6: /64): `perClient.limit` failures per window; past it that
 *   client gets 429 and nobody else notices, so a stranger's guesses cannot lock the owner out.
 * - Per user across clients: the first `perUser.limit` failures (at most 100, NIST SP 800-63B) are
 *   free; after that each attempt must wait 1, 2, 4 … minutes (at most an hour) since the last
 *   failure, from any client. Slowed down, never locked: the owner still gets in.
 *
 * @throws ApiError too_many_requests (429) with a truthful Retry-After
 */
export async function bookPasscodeAttempt(
  deps: RateLimitDeps,
  options: {
    projectId: string;
    userId: string;
    clientAddress: string | null;
    perUser: OtpFailureLimit;
    perClient: RateWindow;
  },
): Promise<BookedPasscodeAttempt> {
  const keys = failedPasscodeKeys(options.projectId, options.userId, options.clientAddress);
  if (keys.client) {
    const verdict = await consumeRateLimit(deps, { key: keys.client, ...options.perClient });
    if (!verdict.allowed) {
      throw ApiError.variant('too_many_requests.wrongPasscodesFromNetwork', {
        headers: retryAfterHeader(verdict.retryAfterSeconds),
      });
    }
  }
  const slowed = await bookFailureAttempt(deps, {
    key: keys.user,
    freeFailures: options.perUser.limit,
    baseDelayMs: SLOWDOWN_FIRST_DELAY_MS,
    maxDelayMs: SLOWDOWN_MAX_DELAY_MS,
    forgetAfterMs: options.perUser.windowMs,
  });
  if (!slowed.allowed) {
    // Not an attempt after all: the client's count gets it back.
    if (keys.client) await refundRateLimit(deps, { key: keys.client, windowMs: options.perClient.windowMs });
    throw ApiError.variant('too_many_requests.wrongPasscodes', { headers: retryAfterHeader(slowed.retryAfterSeconds) });
  }
  return keys;
}

/** A right passcode: the user's run of failures and this client's count for the user start over. */
export async function clearPasscodeFailures(deps: RateLimitDeps, booked: BookedPasscodeAttempt): Promise<void> {
  await clearFailureBackoff(deps, booked.user);
  if (booked.client) await clearRateLimit(deps, booked.client);
}
