import type {
  AuthenticateResponseBody,
  OkResponseBody,
  WebauthnAuthenticateStartResponseBody,
  WebauthnRegisterStartResponseBody,
} from '@foyer/protocol';
import { fillPath, SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate } from '../context.ts';
import { FoyerApiError, FoyerSdkError } from '../errors.ts';
import type { WebauthnApi } from '../types.ts';

// The browser ceremony library is loaded on first use, so pages that never touch passkeys do not
// download it (the standalone bundle's budget counts every byte of the entry).
const loadBrowserLibrary = () => import('@simplewebauthn/browser');

type BrowserLibrary = Awaited<ReturnType<typeof loadBrowserLibrary>>;

/**
 * Passkeys: register a credential for the signed-in user, sign in with one (by a button or through
 * the browser's autofill), rename one, and check autofill support. The ceremonies run through
 * @simplewebauthn/browser; a registration or sign-in stores the session it answers with.
 */
export function createWebauthnApi(context: ClientContext): WebauthnApi {
  return {
    async register({ is_passkey = true, session_duration_minutes } = {}, call = {}) {
      const start = await context.http.request<WebauthnRegisterStartResponseBody>(
        'POST',
        SDK_PATHS.webauthnRegisterStart,
        { ...call, body: { is_passkey } },
      );
      const { startRegistration } = await loadBrowserLibrary();
      let credential: unknown;
      try {
        credential = await startRegistration({
          optionsJSON: start.public_key_credential_creation_options,
        });
      } catch (cause) {
        throw ceremonyError('registration', cause);
      }
      return postAuthenticate(
        context,
        SDK_PATHS.webauthnRegister,
        { public_key_credential: credential, ...(session_duration_minutes ? { session_duration_minutes } : {}) },
        call,
      );
    },

    async authenticate({
      session_duration_minutes,
      is_passkey = true,
      conditional_mediation = false,
      signal,
      timeoutMs,
    }) {
      if (signal?.aborted) return null;
      const call = { ...(signal ? { signal } : {}), ...(timeoutMs === undefined ? {} : { timeoutMs }) };
      let start: WebauthnAuthenticateStartResponseBody;
      try {
        start = await context.http.request('POST', SDK_PATHS.webauthnAuthenticateStart, {
          ...call,
          body: { is_passkey, conditional_mediation },
        });
      } catch (error) {
        // Aborted before the ceremony began: the same as aborting the ceremony (documented: null).
        if (error instanceof FoyerSdkError && error.code === 'request_aborted') return null;
        throw error;
      }
      const optionsJSON = start.public_key_credential_request_options;
      const library = await loadBrowserLibrary();
      const credential = await runCancellable(library, signal, () =>
        library.startAuthentication({
          optionsJSON,
          useBrowserAutofill: conditional_mediation,
          // The widget may live in a shadow root, where the library's document-wide search for
          // the autofill input cannot see it; the caller guarantees the input exists.
          verifyBrowserAutofillInput: false,
        }),
      );
      if (!credential) return null;
      try {
        return await postAuthenticate<AuthenticateResponseBody>(
          context,
          SDK_PATHS.webauthnAuthenticate,
          { public_key_credential: credential, session_duration_minutes },
          call,
        );
      } catch (error) {
        if (error instanceof FoyerApiError && error.error_type === 'webauthn_registration_not_found') {
          await signalUnknownCredential(optionsJSON.rpId, credential.id);
        }
        throw error;
      }
    },

    update: async ({ webauthn_registration_id, name }, call = {}) =>
      context.http.request<OkResponseBody>('PUT', fillPath(SDK_PATHS.webauthnUpdate, { webauthn_registration_id }), {
        ...call,
        body: { name },
      }),

    async browserSupportsAutofill() {
      // Without WebAuthn at all there is nothing to load.
      if (typeof globalThis.PublicKeyCredential === 'undefined') return false;
      const { browserSupportsWebAuthnAutofill } = await loadBrowserLibrary();
      return browserSupportsWebAuthnAutofill();
    },
  };
}

/**
 * Runs a sign-in ceremony that `signal` can cancel. The library keeps one ceremony at a time and
 * cancels it through its own abort service, so the caller's signal is forwarded to that service,
 * and only while this ceremony runs (a later abort must not cancel someone else's ceremony).
 * @returns the credential, or null when the ceremony was aborted or the browser gave none.
 */
async function runCancellable<T>(
  library: BrowserLibrary,
  signal: AbortSignal | undefined,
  ceremony: () => Promise<T>,
): Promise<T | null> {
  const cancel = () => library.WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await ceremony();
  } catch (cause) {
    if (signal?.aborted) return null;
    // The library reports a ceremony that resolved with no credential as a plain Error (not a
    // WebAuthnError, which every browser refusal becomes): that is the spec's empty response.
    if (!(cause instanceof library.WebAuthnError) && isEmptyCredentialError(cause)) return null;
    throw ceremonyError('authentication', cause);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

function isEmptyCredentialError(cause: unknown): boolean {
  return cause instanceof Error && /not completed/i.test(cause.message);
}

/**
 * The browser refused or failed the ceremony: the user cancelled, user verification failed, or
 * (registration) the authenticator already holds one of the user's credentials. The library's
 * reason code is kept in the message and the original error as `cause`.
 */
function ceremonyError(kind: 'registration' | 'authentication', cause: unknown): FoyerSdkError {
  const code = (cause as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new FoyerSdkError(
      'webauthn_already_registered',
      'This authenticator already holds a passkey of this user.',
      {
        cause,
      },
    );
  }
  const reason = typeof code === 'string' ? ` (${code})` : '';
  return new FoyerSdkError('webauthn_failed', `The passkey ${kind} did not complete${reason}.`, { cause });
}

/**
 * Tells the password manager that the server no longer knows a credential, so it stops offering
 * the stale passkey. Only where the browser has `PublicKeyCredential.signalUnknownCredential`;
 * failures are ignored, since the signal is best effort by design.
 */
async function signalUnknownCredential(rpId: string | undefined, credentialId: string): Promise<void> {
  const api = globalThis.PublicKeyCredential as
    | { signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void> }
    | undefined;
  if (!rpId || typeof api?.signalUnknownCredential !== 'function') return;
  try {
    await api.signalUnknownCredential({ rpId, credentialId });
  } catch {
    // Best effort: the sign-in error is what the caller needs.
  }
}
