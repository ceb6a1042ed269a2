import type { OkResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate } from '../context.ts';
import type { MagicLinksApi } from '../types.ts';

/** Email magic links: send a login-or-signup link, exchange its token for a session. */
export function createMagicLinksApi(context: ClientContext): MagicLinksApi {
  return {
    email: {
      loginOrCreate: (email, options = {}) =>
        context.http.request<OkResponseBody>('POST', SDK_PATHS.magicLinksEmailLoginOrCreate, {
          body: { ...options, email },
        }),
    },
    authenticate: (token, options) =>
      postAuthenticate(context, SDK_PATHS.magicLinksAuthenticate, {
        token,
        session_duration_minutes: options.session_duration_minutes,
      }),
  };
}
