/** What the fake client answers for a passkey sign-in that succeeded. */
export const PASSKEY_SIGNED_IN = { status_code: 200, request_id: 'r', session_token: 'session-token-1' };

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
  let settle: (answer: unknown) => void = () => {};
  const held = {
    signal: undefined as AbortSignal | undefined,
    finish: (answer: unknown) => settle(answer),
    answer: (options: unknown) =>
      new Promise((resolve) => {
        settle = resolve;
        held.signal = (options as { signal?: AbortSignal } | undefined)?.signal;
        held.signal?.addEventListener('abort', () => resolve(null));
      }),
  };
  return held;
}
