import type { AuthenticateResponseBody } from '@foyer/protocol';
import { signedInBody } from './fakeClient.ts';

/** What the fake client answers for a passkey sign-in that succeeded. */
export const PASSKEY_SIGNED_IN = signedInBody({ session_token: 'session-token-1' });

/** The heading the widget shows after a passkey sign-in. */
export const PASSKEY_CONFIRMATION = 'Your Passkey has been successfully authenticated.';

/** A browser that offers passkeys through autofill. */
export const AUTOFILL_SUPPORTED = { 'webauthn.browserSupportsAutofill': () => true };

/**
 * A `webauthn.authenticate` answer that stays pending, as a background autofill request does until
 * the user picks a passkey: `finish` settles it, and the widget's abort settles it with null.
 * `signal` is the AbortSignal the widget passed, once it has asked.
 */
export function heldPasskeyRequest() {
  let settle: (answer: AuthenticateResponseBody | null) => void = () => {};
  const held = {
    signal: undefined as AbortSignal | undefined,
    finish: (answer: AuthenticateResponseBody | null) => settle(answer),
    answer: (options: { signal?: AbortSignal | undefined }) =>
      new Promise<AuthenticateResponseBody | null>((resolve) => {
        settle = resolve;
        held.signal = options.signal;
        held.signal?.addEventListener('abort', () => resolve(null));
      }),
  };
  return held;
}
