import type { OkResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postWithVerifier } from '../context.ts';
import type { MagicLinksApi } from '../types.ts';

/** Email magic links: send a login-or-signup link (with this browser's PKCE challenge), exchange its token for a session. */
export function createMagicLinksApi(context: ClientContext): MagicLinksApi {
  return {
    email: {
      loginOrCreate: async (email, options = {}, call = {}) =>
        context.http.request<OkResponseBody>('POST', SDK_PATHS.magicLinksEmailLoginOrCreate, {
          ...call,
          body: { ...options, email, code_challenge: await context.pkce.challenge('magic_links') },
        }),
    },
    // A reset email's 'Login without a password' link lands here too, bound to the reset's verifier.
    authenticate: (token, options, call) =>
      postWithVerifier(
        context,
        SDK_PATHS.magicLinksAuthenticate,
        { token, session_duration_minutes: options.session_duration_minutes },
        ['passwords', 'magic_links'],
        call,
      ),
  };
}
