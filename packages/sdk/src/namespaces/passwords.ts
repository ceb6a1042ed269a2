import type { OkResponseBody, PasswordStrengthCheckResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate, postWithVerifier } from '../context.ts';
import type { PasswordsApi } from '../types.ts';

/** Email and password: sign up, log in, strength check, reset by email. */
export function createPasswordsApi(context: ClientContext): PasswordsApi {
  return {
    create: (body) => postAuthenticate(context, SDK_PATHS.passwordsCreate, body),
    authenticate: (body) => postAuthenticate(context, SDK_PATHS.passwordsAuthenticate, body),
    strengthCheck: (body) =>
      context.http.request<PasswordStrengthCheckResponseBody>('POST', SDK_PATHS.passwordsStrengthCheck, { body }),
    resetByEmailStart: async (body) =>
      context.http.request<OkResponseBody>('POST', SDK_PATHS.passwordsResetByEmailStart, {
        body: { ...body, code_challenge: await context.pkce.challenge('passwords') },
      }),
    resetByEmail: (body) => postWithVerifier(context, SDK_PATHS.passwordsResetByEmail, { ...body }, ['passwords']),
  };
}
