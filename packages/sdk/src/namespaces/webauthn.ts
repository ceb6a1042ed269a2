import type { OkResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import type { ClientContext } from '../context.ts';
import { FoyerSdkError } from '../errors.ts';
import type { WebauthnApi } from '../types.ts';

const notImplemented = (what: string) =>
  Promise.reject(
    new FoyerSdkError(
      'not_implemented',
      `webauthn.${what} is not implemented yet: the browser WebAuthn ceremony is a later issue.`,
    ),
  );

/**
 * Passkeys. Renaming a registration works; registering, authenticating and the autofill check
 * need the browser WebAuthn ceremony and reject with a `not_implemented` FoyerSdkError for now.
 */
export function createWebauthnApi(context: ClientContext): WebauthnApi {
  return {
    register: () => notImplemented('register'),
    authenticate: () => notImplemented('authenticate'),
    browserSupportsAutofill: () => notImplemented('browserSupportsAutofill'),
    update: ({ webauthn_registration_id, name }) =>
      context.http.request<OkResponseBody>('PUT', SDK_PATHS.webauthnUpdate(webauthn_registration_id), {
        body: { name },
      }),
  };
}
