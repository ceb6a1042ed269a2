import { useCallback, useState } from 'react';
import { magicLinkRequestOptions } from '../../config/defaults.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { useEmailField } from '../../validation/email.ts';

/**
 * The email magic link form's logic: validate, send the link with the configured options, log
 * `email_sent`, move to Email Confirmation; on failure report the error (form, toast, callback).
 */
export function useEmailMagicLinkForm() {
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const t = useStrings();
  const logEvent = useLogEvent();
  const [sending, setSending] = useState(false);
  const showInForm = useCallback((message: string) => dispatch({ type: 'setErrorMessage', message }), [dispatch]);
  const reportError = useReportError(showInForm);

  // Coming back with the back arrow keeps what was typed; 'Try again' clears the stored email.
  const field = useEmailField({
    initial: state.formState.emailMagicLinks.email,
    invalidMessage: t('emailMagicLinks.invalidEmail'),
    onValid: async (address) => {
      setSending(true);
      try {
        await client.magicLinks.email.loginOrCreate(address, magicLinkRequestOptions(config));
        logEvent('email_sent', { email: address, type: 'emailMagicLinks' });
        dispatch({ type: 'magicLinkSent', email: address });
      } catch (error) {
        reportError(error);
        setSending(false);
      }
    },
  });

  return { ...field, sending };
}
