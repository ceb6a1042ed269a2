import { useState } from 'react';
import { errorTypeOf } from '../../core/describeError.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import type { ScreenId } from '../../core/flowState.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { useSendResetEmail } from './useResetEmail.ts';

/**
 * Where a reset_password answer leads (docs/behaviour.md#flow, docs/behaviour.md#errors): the breached screen when the password was found
 * in a breach, dedupe otherwise. The server says which in the answer's `reset_reason`
 * (the sdk keeps it in `details`); an answer without one is treated as dedupe, its original meaning.
 * A sign-up's duplicate_email takes the same dedupe path: the server only ever creates a user there
 * (never attaching a password to someone's account), so whoever holds the address sets a password from the reset email sent to it.
 */
export function resetPasswordScreen(error: unknown, mode: 'create' | 'authenticate' = 'authenticate'): ScreenId | null {
  if (mode === 'create' && errorTypeOf(error) === 'duplicate_email') return 'passwordDedupe';
  if (errorTypeOf(error) !== 'reset_password') return null;
  const { details } = error as { details?: { reset_reason?: unknown } };
  return details?.reset_reason === 'breached' ? 'passwordBreached' : 'passwordDedupe';
}

/**
 * Submits the password of create-or-login: `passwords.create` (new account, passwordless) or
 * `passwords.authenticate` (existing password user). Success goes to Password confirmation;
 * reset_password sends a reset email and goes to the breached or dedupe screen, whose header and
 * text are the message (docs/behaviour.md#errors: 'message shown'); a sign-up's duplicate_email takes the dedupe path
 * too (the address is someone's); any other error shows its error_message under
 * the form and is reported (toast, onError).
 */
export function usePasswordSubmit(mode: 'create' | 'authenticate') {
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const sendResetEmail = useSendResetEmail();
  const [submitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const reportError = useReportError(setErrorMessage);
  const { email } = state.formState.passwords;

  const submit = async (password: string) => {
    setSubmitting(true);
    setErrorMessage(null);
    try {
      const body = { email, password, session_duration_minutes: config.sessionOptions.sessionDurationMinutes };
      await (mode === 'create' ? client.passwords.create(body) : client.passwords.authenticate(body));
      dispatch({ type: 'navigate', screen: 'passwordConfirmation' });
      return;
    } catch (error) {
      const next = resetPasswordScreen(error, mode);
      if (!next) {
        reportError(error);
        setSubmitting(false);
        return;
      }
      try {
        await sendResetEmail(email);
        // The screen's header and text say what the answer's error_message says (docs/behaviour.md#errors's
        // 'message shown'); a banner repeating it said the sentence twice.
        dispatch({ type: 'navigate', screen: next });
      } catch (sendError) {
        reportError(sendError);
        setSubmitting(false);
      }
    }
  };
  // Another action on the same form (Forgot Password?) clears this message before showing its own.
  const clearError = () => setErrorMessage(null);
  return { submit, submitting, errorMessage, clearError };
}
