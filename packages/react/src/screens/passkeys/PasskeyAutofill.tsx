import { useEffect, useRef } from 'react';
import { useAutofillInput } from '../../core/PasskeyAutofillContext.tsx';
import { PASSKEY_AUTOFILL_ATTEMPTS } from './constants.ts';
import { usePasskeySignIn } from './usePasskeySignIn.ts';

/**
 * Main's background passkey request through the browser's autofill (conditional mediation),
 * started once the login form's input carries `autocomplete="username webauthn"`. It makes up to
 * PASSKEY_AUTOFILL_ATTEMPTS requests, each failure using one, and aborts when the user leaves Main
 * (unmount) or submits the form. Renders nothing.
 */
export function PasskeyAutofill() {
  const input = useAutofillInput();
  const signIn = usePasskeySignIn();
  // The latest sign-in function, read by the running loop: a host re-render must not restart it.
  const signInRef = useRef(signIn);
  signInRef.current = signIn;

  useEffect(() => {
    if (!input) return;
    const controller = new AbortController();
    const abort = () => controller.abort();
    const form = input.form;
    form?.addEventListener('submit', abort);
    (async () => {
      for (let attempt = 0; attempt < PASSKEY_AUTOFILL_ATTEMPTS && !controller.signal.aborted; attempt += 1) {
        const outcome = await signInRef.current({ conditional: true, signal: controller.signal });
        if (outcome === 'signedIn' || outcome === 'aborted') return;
      }
    })();
    return () => {
      form?.removeEventListener('submit', abort);
      controller.abort();
    };
  }, [input]);

  return null;
}
