import { DEFAULT_CLIENT_LIMITS, type RateWindow } from '../../config/limit-settings.ts';
import { DEFAULT_OTP_FAILURE_LIMIT, type OtpFailureLimit } from '../../config/otp-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * What every authenticator-app operation needs. Wrong authenticator and recovery codes count as
 * wrong passcodes do, under the same settings and the same per-user and per-client counts
 * (features/otp/failure-limits.ts): guessing cannot be spread over the two to get twice the tries.
 */
export interface TotpContext {
  deps: AppDeps;
  failureLimit: OtpFailureLimit;
  clientFailureLimit: RateWindow;
  trustedProxies: ReturnType<typeof buildProxyList>;
}

export function createTotpContext(deps: AppDeps): TotpContext {
  const { config } = deps;
  return {
    deps,
    failureLimit: config.otpFailureLimit ?? DEFAULT_OTP_FAILURE_LIMIT,
    clientFailureLimit: (config.clientLimits ?? DEFAULT_CLIENT_LIMITS).otpFailures,
    trustedProxies: buildProxyList(config.trustedProxies ?? []),
  };
}
