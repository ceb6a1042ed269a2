import { useCallback, useState } from 'react';
import type { OtpMethod } from '../../config/types.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useReportError } from '../../core/useReportError.ts';
import { useSendPasscode } from './useSendPasscode.ts';

/**
 * The logic both passcode forms share: send to a checked destination, then go to OTP Authenticate
 * with the method type, method id and destination stored (docs/behaviour.md#flow); on failure report the error
 * (form banner, toast, callback) and let the user try again.
 */
export function useOtpForm(method: OtpMethod) {
  const { dispatch } = useFlow();
  const sendPasscode = useSendPasscode();
  const [sending, setSending] = useState(false);
  const showInForm = useCallback((message: string) => dispatch({ type: 'setErrorMessage', message }), [dispatch]);
  const reportError = useReportError(showInForm);

  const send = async (destination: string, destinationLabel: string, region?: string) => {
    setSending(true);
    try {
      const sent = await sendPasscode(method, destination);
      const otpState = { type: method, otpDestination: destination, destinationLabel, region, ...sent };
      dispatch({ type: 'otpSent', otpState });
    } catch (error) {
      reportError(error);
      setSending(false);
    }
  };
  return { sending, send };
}
