import { DEFAULT_CLIENT_LIMITS, type RateWindow } from '../../config/limit-settings.ts';
import { DEFAULT_OTP_FAILURE_LIMIT, type OtpFailureLimit } from '../../config/otp-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import { DEFAULT_SEND_LIMITS, type SendLimits } from '../../config/send-limit-settings.ts';
import { chooseSmsSender } from '../../delivery/sms/choose-sms-sender.ts';
import type { SmsSender } from '../../delivery/sms/sms-sender.ts';
import type { AppDeps } from '../../deps.ts';
import { type SocketAddressSource, socketAddress, type TrustList } from '../../security/client-address.ts';
import { generatePasscode } from './codes.ts';

/** What every passcode operation needs: the app's dependencies and this feature's settings. */
export interface OtpContext {
  deps: AppDeps;
  sms: SmsSender;
  sendLimits: SendLimits;
  failureLimit: OtpFailureLimit;
  /** Wrong passcodes for one user from one client address per window. */
  clientFailureLimit: RateWindow;
  trustedProxies: TrustList;
  socketAddress: SocketAddressSource;
  /** Makes each new code: the CSPRNG, unless a test injects `deps.generatePasscode`. */
  generatePasscode: () => string;
}

/** Builds the context once per app, from the server config (config/otp-settings.ts). */
export function createOtpContext(deps: AppDeps): OtpContext {
  const { config } = deps;
  return {
    deps,
    sms: chooseSmsSender(config, deps.db, deps.clock),
    sendLimits: config.sendLimits ?? DEFAULT_SEND_LIMITS,
    failureLimit: config.otpFailureLimit ?? DEFAULT_OTP_FAILURE_LIMIT,
    clientFailureLimit: (config.clientLimits ?? DEFAULT_CLIENT_LIMITS).otpFailures,
    trustedProxies: buildProxyList(config.trustedProxies ?? []),
    socketAddress,
    generatePasscode: deps.generatePasscode ?? generatePasscode,
  };
}
