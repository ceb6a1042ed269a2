import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasscodeInput } from '../../ui/PasscodeInput.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { formatCountdown, useCountdown } from './useCountdown.ts';
import { usePasscodeEntry } from './usePasscodeEntry.ts';
import { useWebOtp } from './useWebOtp.ts';

/**
 * OTP Authenticate (docs/behaviour.md#otp-screen): where the code went, six boxes that submit by themselves, 'Verifying
 * passcode...' with a progress bar while checking, and the expiry countdown with resend.
 */
export function OtpAuthenticateScreen() {
  const t = useStrings();
  const { locale } = useWidget().language;
  const { dispatch } = useFlow();
  const { otpState, code, enterCode, verifying, error, resend, resending } = usePasscodeEntry();
  const remaining = useCountdown(otpState.expiresAt);
  useWebOtp(otpState.type === 'sms' && !verifying, enterCode);

  const resendButton = (
    <Button variant="text" onClick={resend} disabled={verifying || resending} aria-busy={resending || undefined}>
      {t('otp.resend')}
    </Button>
  );
  return (
    <Screen title={t('otp.authenticateHeader')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <p className="foyer-text">{t('otp.sentTo', { destination: otpState.destinationLabel })}</p>
      <PasscodeInput
        label={t('otp.passcodeLabel')}
        value={code}
        onChange={enterCode}
        disabled={verifying}
        error={error}
      />
      {verifying ? (
        <div className="foyer-verifying">
          <StatusMessage text={t('otp.verifying')} />
          <ProgressBar label={t('otp.verifying')} />
        </div>
      ) : null}
      <p className="foyer-text foyer-countdown">
        {remaining > 0
          ? `${t('otp.expiresInPrompt', { time: formatCountdown(remaining, locale) })} `
          : `${t('otp.expired')} `}
        {resendButton}
      </p>
    </Screen>
  );
}
