import { DEFAULT_SEND_LIMITS, type SendLimits } from '../config/send-limit-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import { clientLimitKey } from './client-address.ts';
import { consumeRateLimit, type RateLimitDeps, refundRateLimit, retryAfterHeader } from './rate-limit.ts';

/**
 * Counts one message about to be sent (a passcode or a login link) against the per-client-address
 * and per-destination limits, in the database so every instance shares them.
 *
 * The client's limit is checked first; a send refused by the destination's limit is given back to
 * the client's count, so a client is charged only for messages that left. Both apply the same way
 * whether or not the destination has an account, so a 429 says nothing about who is signed up.
 * A request with no known client address (no socket, which only happens in-process) is limited by
 * destination alone.
 *
 * The charge it returns is given back with `refund()` when the message then did not leave (the
 * mail server was down), so a person who retries once it is back is not refused for sends that
 * never reached them.
 *
 * @throws ApiError too_many_requests (429) with a Retry-After header.
 */
export async function enforceSendLimits(
  deps: RateLimitDeps,
  options: { projectId: string; destination: string; clientAddress: string | null; limits?: SendLimits | undefined },
): Promise<SendCharge> {
  const limits = options.limits ?? DEFAULT_SEND_LIMITS;
  const chargedAt = deps.clock.now();
  const clientRule = options.clientAddress
    ? { key: `sends-from:${clientLimitKey(options.clientAddress)}`, windowMs: limits.perClientWindowMs }
    : null;
  if (clientRule) {
    const verdict = await consumeRateLimit(deps, { ...clientRule, limit: limits.perClient });
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  }
  const destinationRule = {
    key: `sends-to:${options.projectId}:${options.destination}`,
    limit: limits.perDestination,
    windowMs: limits.perDestinationWindowMs,
  };
  const verdict = await consumeRateLimit(deps, destinationRule);
  if (!verdict.allowed) {
    if (clientRule) await refundRateLimit(deps, clientRule);
    throw tooMany(verdict.retryAfterSeconds);
  }
  return {
    refund: async () => {
      await refundRateLimit(deps, destinationRule, chargedAt);
      if (clientRule) await refundRateLimit(deps, clientRule, chargedAt);
    },
  };
}

/** What one send was charged against the limits. */
export interface SendCharge {
  /** Gives the send back to every limit it counted against (call it once, when nothing was sent). */
  refund(): Promise<void>;
}

function tooMany(retryAfterSeconds: number): ApiError {
  return ApiError.variant('too_many_requests.messages', { headers: retryAfterHeader(retryAfterSeconds) });
}
