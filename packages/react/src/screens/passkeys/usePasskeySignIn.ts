import { useCallback } from 'react';
import type { ErrorMessages } from '../../core/describeError.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useReportError } from '../../core/useReportError.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** docs/behaviour.md#errors: a deleted passkey gets its own message; an empty response or any other error one message. */
const SIGN_IN_ERRORS: ErrorMessages = {
  byType: { webauthn_registration_not_found: 'passkeys.registrationNotFound' },
  otherwise: 'passkeys.unknownError',
};

/**
 * Passkey sign-in for Main: runs `webauthn.authenticate` with the configured session duration and
 * goes to Passkey confirmation on success (docs/behaviour.md#flow). Failures are reported with the spec's
 * messages in the form, a toast and the host's `onError`.
 * @returns `signIn`, resolving to 'signedIn', 'empty' (no response, already reported) or
 *   'aborted' (the signal fired; nothing reported); it rethrows nothing.
 */
export function usePasskeySignIn() {
  const { client, config } = useWidget();
  const { dispatch } = useFlow();
  const showInForm = useCallback((message: string) => dispatch({ type: 'setErrorMessage', message }), [dispatch]);
  const report = useReportError(showInForm, SIGN_IN_ERRORS);

  const signIn = useCallback(
    async (options: {
      conditional: boolean;
      signal?: AbortSignal;
    }): Promise<'signedIn' | 'empty' | 'aborted' | 'failed'> => {
      try {
        const response = await client.webauthn.authenticate({
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
          is_passkey: true,
          conditional_mediation: options.conditional,
          ...(options.signal ? { signal: options.signal } : {}),
        });
        if (options.signal?.aborted) return 'aborted';
        if (!response) {
          report(null);
          return 'empty';
        }
        dispatch({ type: 'passkeyAuthenticated' });
        return 'signedIn';
      } catch (error) {
        if (options.signal?.aborted) return 'aborted';
        // A conditional request the browser ends without a choice (headless Chromium does this at
        // once when it holds no matching passkey) is not the user's error: it only uses an attempt.
        const browserRefusal = (error as { name?: unknown }).name === 'FoyerSdkError';
        if (!(options.conditional && browserRefusal)) report(error);
        return 'failed';
      }
    },
    [client, config.sessionOptions.sessionDurationMinutes, dispatch, report],
  );

  return signIn;
}
