import { intSetting } from './int-setting.ts';

/**
 * How many messages (passcodes and login links) may be sent, per destination and per client
 * address, in sliding windows. Kept in the database by security/rate-limit.ts, so every instance
 * enforces the same limit.
 */
export interface SendLimits {
  /** Sends to one email address or phone number (per project) per `perDestinationWindowMs`. */
  perDestination: number;
  perDestinationWindowMs: number;
  /** Sends asked for by one client address (across projects) per `perClientWindowMs`. */
  perClient: number;
  perClientWindowMs: number;
}

const MINUTE_MS = 60_000;

/** The documented defaults (README, configuration): generous enough for resends, tight enough to stop floods. */
export const DEFAULT_SEND_LIMITS: SendLimits = {
  perDestination: 5,
  perDestinationWindowMs: 10 * MINUTE_MS,
  perClient: 100,
  perClientWindowMs: 60 * MINUTE_MS,
};

/**
 * - `FOYER_SEND_LIMIT_PER_DESTINATION` (default 5) per `FOYER_SEND_LIMIT_PER_DESTINATION_WINDOW_MINUTES` (10)
 * - `FOYER_SEND_LIMIT_PER_CLIENT` (default 100) per `FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES` (60)
 */
export function sendLimitsFromEnv(env: NodeJS.ProcessEnv): SendLimits {
  const d = DEFAULT_SEND_LIMITS;
  return {
    perDestination: intSetting(env, 'FOYER_SEND_LIMIT_PER_DESTINATION', d.perDestination),
    perDestinationWindowMs:
      intSetting(env, 'FOYER_SEND_LIMIT_PER_DESTINATION_WINDOW_MINUTES', d.perDestinationWindowMs / MINUTE_MS) *
      MINUTE_MS,
    perClient: intSetting(env, 'FOYER_SEND_LIMIT_PER_CLIENT', d.perClient),
    perClientWindowMs:
      intSetting(env, 'FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES', d.perClientWindowMs / MINUTE_MS) * MINUTE_MS,
  };
}
