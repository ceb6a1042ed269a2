import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';

/** OTP Confirmation (docs/behaviour.md#screens): 'Success' and 'Your passcode has been successfully verified.' */
export function OtpConfirmationScreen() {
  const t = useStrings();
  return (
    <Screen title={t('otp.confirmationHeader')}>
      <p className="foyer-text">{t('otp.confirmation')}</p>
    </Screen>
  );
}
