import type {
  TotpsAuthenticateResponseBody,
  TotpsCreateResponseBody,
  TotpsRecoveryCodesResponseBody,
  TotpsRecoveryCodesRotateResponseBody,
} from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate } from '../context.ts';
import type { TotpsApi } from '../types.ts';

/**
 * Authenticator apps. Signed in, the session token goes in the Authorization header as on every
 * call; between a first factor and MFA's second, the stored intermediate token goes in the body.
 */
export function createTotpsApi(context: ClientContext): TotpsApi {
  const pending = () => {
    const { session_token, intermediate_session_token } = context.store.get();
    return !session_token && intermediate_session_token ? { intermediate_session_token } : {};
  };
  return {
    create: (options = {}, call = {}) =>
      context.http.request<TotpsCreateResponseBody>('POST', SDK_PATHS.totpsCreate, {
        ...call,
        body: { ...options, ...pending() },
      }),
    authenticate: (code, options, call) =>
      postAuthenticate<TotpsAuthenticateResponseBody>(
        context,
        SDK_PATHS.totpsAuthenticate,
        { totp_code: code, session_duration_minutes: options.session_duration_minutes, ...pending() },
        call,
      ),
    recoveryCodes: (call = {}) =>
      context.http.request<TotpsRecoveryCodesResponseBody>('POST', SDK_PATHS.totpsRecoveryCodes, { ...call, body: {} }),
    rotateRecoveryCodes: (call = {}) =>
      context.http.request<TotpsRecoveryCodesRotateResponseBody>('POST', SDK_PATHS.totpsRecoveryCodesRotate, {
        ...call,
        body: {},
      }),
    recover: (recoveryCode, options, call) =>
      postAuthenticate<TotpsAuthenticateResponseBody>(
        context,
        SDK_PATHS.totpsRecover,
        { recovery_code: recoveryCode, session_duration_minutes: options.session_duration_minutes, ...pending() },
        call,
      ),
  };
}
