import type { OkResponseBody, PasswordStrengthCheckResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate, postWithVerifier } from '../context.ts';
import type { PasswordsApi } from '../types.ts';

/** Email and password: sign up, log in, strength check, reset by email. */
export function createPasswordsApi(context: ClientContext): PasswordsApi {
  return {
    create: (body, call) => postAuthenticate(context, SDK_PATHS.passwordsCreate, body, call),
    authenticate: (body, call) => postAuthenticate(context, SDK_PATHS.passwordsAuthenticate, body, call),
    strengthCheck: (body, call = {}) =>
      context.http.request<PasswordStrengthCheckResponseBody>('POST', SDK_PATHS.passwordsStrengthCheck, {
        ...call,
        body,
      }),
    resetByEmailStart: async (body, call = {}) =>
      context.http.request<OkResponseBody>('POST', SDK_PATHS.passwordsResetByEmailStart, {
        ...call,
        body: { ...body, code_challenge: await context.pkce.challenge('passwords') },
      }),
    resetByEmail: (body, call) =>
      postWithVerifier(context, SDK_PATHS.passwordsResetByEmail, { ...body }, ['passwords'], call),
  };
}
