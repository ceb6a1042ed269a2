import { useCallback, useState } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { showToast } from '../../core/toasts.ts';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { resetEmailRequest } from './resetEmailRequest.ts';

/** Sends a password reset email with the configured redirect URLs and expiry, and logs `email_sent`. */
export function useSendResetEmail() {
  const { client, config } = useWidget();
  const logEvent = useLogEvent();
  return useCallback(
    async (email: string) => {
      await client.passwords.resetByEmailStart(resetEmailRequest(config, email));
      logEvent('email_sent', { email, type: 'passwords' });
    },
    [client, config, logEvent],
  );
}

/**
 * 'Resend email' on the screens that follow a reset email: sends it again to the stored address
 * and confirms with the 'Email resent' toast (docs/behaviour.md#errors); a failure is reported (toast, callback).
 */
export function useResendResetEmail() {
  const { toasterId } = useWidget();
  const { state } = useFlow();
  const t = useStrings();
  const send = useSendResetEmail();
  const [resending, setResending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const reportError = useReportError(setErrorMessage);

  const resend = async () => {
    setResending(true);
    setErrorMessage(null);
    try {
      await send(state.formState.passwords.email);
      showToast(toasterId, 'success', t('passwords.resent'));
    } catch (error) {
      reportError(error);
    } finally {
      setResending(false);
    }
  };
  return { resend, resending, errorMessage };
}
