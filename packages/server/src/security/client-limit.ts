import type { RateWindow } from '../config/limit-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ErrorVariant } from '../errors/messages/index.ts';
import { clientLimitKey } from './client-address.ts';
import { consumeRateLimit, type RateLimitDeps, refundRateLimit, retryAfterHeader } from './rate-limit.ts';

/** A per-client count that was charged, so the caller can give it back (e.g. on a successful login). */
export interface ChargedClientLimit {
  key: string;
  windowMs: number;
}

/**
 * Counts one call (or `cost` calls) from a client address against a per-client limit, across
 * projects, in the database (security/rate-limit.ts) so every instance shares it. Keyed the way
 * the send limits are: the address from security/client-address.ts, IPv6 by its /64.
 *
 * A request with no known client address (no socket: only in-process calls) is not limited here.
 *
 * @returns what was charged (for refundClientLimit), or null when nothing was
 * @throws ApiError too_many_requests (429) worded by `message` (a variant in i18n/messages/, so
 * translated) and a truthful Retry-After
 * @example
 * await enforceClientLimit(deps, { scope: 'user-search', clientAddress, rule: limits.userSearches,
 *   message: 'too_many_requests.accountLookups' });
 */
export async function enforceClientLimit(
  deps: RateLimitDeps,
  options: {
    scope: string;
    clientAddress: string | null;
    rule: RateWindow;
    message: ErrorVariant & `too_many_requests.${string}`;
    cost?: number;
  },
): Promise<ChargedClientLimit | null> {
  if (!options.clientAddress) return null;
  const charged = {
    key: `${options.scope}-from:${clientLimitKey(options.clientAddress)}`,
    windowMs: options.rule.windowMs,
  };
  const verdict = await consumeRateLimit(deps, { ...charged, limit: options.rule.limit, cost: options.cost });
  if (!verdict.allowed) {
    throw ApiError.variant(options.message, { headers: retryAfterHeader(verdict.retryAfterSeconds) });
  }
  return charged;
}

/** Gives back one call charged by enforceClientLimit (a no-op for null). */
export async function refundClientLimit(deps: RateLimitDeps, charged: ChargedClientLimit | null): Promise<void> {
  if (charged) await refundRateLimit(deps, charged);
}
