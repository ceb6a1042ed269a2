import { OTP_LENGTH } from '@foyer/protocol/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { showToast } from '../../core/toasts.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { useSendPasscode } from './useSendPasscode.ts';

/**
 * OTP Authenticate's logic: the typed code, submitted by itself at 6 digits; verification
 * (success → OTP Confirmation; failure → the error under the boxes, a toast and the callback, and
 * the boxes cleared for another try); and resend (new expiry, method id replaced, 'Code resent').
 */
export function usePasscodeEntry() {
  const { client, config, toasterId } = useWidget();
  const { state, dispatch } = useFlow();
  const t = useStrings();
  const otpState = state.formState.otp;
  const sendPasscode = useSendPasscode();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reportError = useReportError(setError);
  const enterCode = useCallback((digits: string) => setCode(digits.replace(/\D/g, '').slice(0, OTP_LENGTH)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: submits once per completed code, not on every render
  useEffect(() => {
    if (code.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    setError(null);
    const session_duration_minutes = config.sessionOptions.sessionDurationMinutes;
    client.otps.authenticate(code, otpState.methodId, { session_duration_minutes }).then(
      () => dispatch({ type: 'otpVerified' }),
      (failure: unknown) => {
        reportError(failure);
        setCode('');
        setVerifying(false);
      },
    );
  }, [code]);

  // One send at a time: quick clicks while one is in flight send nothing more.
  const [resending, setResending] = useState(false);
  const inFlight = useRef(false);
  const resend = async () => {
    if (!otpState.type || inFlight.current) return;
    inFlight.current = true;
    setResending(true);
    try {
      const sent = await sendPasscode(otpState.type, otpState.otpDestination);
      dispatch({ type: 'otpResent', ...sent });
      setCode('');
      setError(null);
      showToast(toasterId, 'success', t('otp.resent'));
    } catch (failure) {
      reportError(failure);
    } finally {
      inFlight.current = false;
      setResending(false);
    }
  };

  return { otpState, code, enterCode, verifying, error, resend, resending };
}
