import { OTP_LENGTH } from '@foyer/protocol/constants';
import { useEffect, useRef, useState } from 'react';
import { useNavigated } from '../../core/FlowContext.tsx';
import { showToast } from '../../core/toasts.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasscodeInput } from '../../ui/PasscodeInput.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { useFocusWhenDrawn } from '../../ui/useFocusWhenDrawn.ts';
import { MfaOtherWays } from './MfaOtherWays.tsx';
import { usePasscodeSend } from './usePasscodeSend.ts';
import { useSecondFactor } from './useSecondFactor.ts';

/**
 * The second factor's code (docs/behaviour.md#mfa-screens): from the authenticator app, or a
 * passcode sent by text or email. Six boxes that take focus, take a pasted code and submit by
 * themselves at six digits; a wrong code clears them for another try; the other ways below.
 */
export function MfaCodeScreen() {
  const t = useStrings();
  const { client, toasterId } = useWidget();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const factor = useSecondFactor(setError);
  const { mfa, finish, fail, sessionDuration, startOver } = factor;
  const { send, sending } = usePasscodeSend(fail);
  const method = mfa.method ?? 'totp';
  const passcode = method !== 'totp';

  // Focus goes to the boxes (after the screen's own move to its heading: a child's layout effect
  // runs first), so the code can be typed at once.
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenDrawn(input, useNavigated());

  // biome-ignore lint/correctness/useExhaustiveDependencies: submits once per completed code, not on every render
  useEffect(() => {
    if (code.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    setError(null);
    const check = passcode
      ? () => client.otps.authenticate(code, mfa.methodId ?? '', sessionDuration)
      : () => client.totps.authenticate(code, sessionDuration);
    void finish(check).then((finished) => {
      if (finished) return;
      setCode('');
      setVerifying(false);
      input.current?.focus();
    });
  }, [code]);

  const resend = async () => {
    if (method === 'totp' || !(await send(method))) return;
    setCode('');
    setError(null);
    showToast(toasterId, 'success', t('mfa.resent'));
  };

  return (
    <Screen title={t(passcode ? 'mfa.passcodeHeader' : 'mfa.codeHeader')} onBack={startOver}>
      <p className="foyer-text">
        {passcode ? t('mfa.sentTo', { destination: mfa.destination ?? '' }) : t('mfa.codeText')}
      </p>
      <PasscodeInput
        label={t('mfa.codeLabel')}
        value={code}
        onChange={(digits) => setCode(digits.slice(0, OTP_LENGTH))}
        disabled={verifying}
        error={error}
        inputRef={input}
      />
      {verifying ? <StatusMessage text={t('mfa.verifying')} /> : null}
      {passcode ? (
        <Button variant="text" onClick={() => void resend()} disabled={verifying || sending}>
          {t('mfa.resend')}
        </Button>
      ) : null}
      <MfaOtherWays current={method} factor={factor} label={t('mfa.otherWays')} />
    </Screen>
  );
}
