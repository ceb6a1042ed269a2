import { intSetting } from './int-setting.ts';

/**
 * Wrong passcodes a user may enter (from any client) before each further attempt must wait a growing
 * delay (NIST SP 800-63B: at most 100); a run is forgotten after `windowMs` without a failure.
 */
export interface OtpFailureLimit {
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** NIST SP 800-63B's ceiling, and the default: 100 wrong passcodes a day. */
export const DEFAULT_OTP_FAILURE_LIMIT: OtpFailureLimit = { limit: 100, windowMs: 24 * 60 * MINUTE_MS };

/** `FOYER_OTP_FAILED_ATTEMPTS_PER_USER` (default 100, at most 100) per `FOYER_OTP_FAILED_ATTEMPTS_WINDOW_MINUTES` (1440). */
export function otpFailureLimitFromEnv(env: NodeJS.ProcessEnv): OtpFailureLimit {
  const d = DEFAULT_OTP_FAILURE_LIMIT;
  return {
    limit: intSetting(env, 'FOYER_OTP_FAILED_ATTEMPTS_PER_USER', d.limit, { max: 100 }),
    windowMs: intSetting(env, 'FOYER_OTP_FAILED_ATTEMPTS_WINDOW_MINUTES', d.windowMs / MINUTE_MS) * MINUTE_MS,
  };
}
