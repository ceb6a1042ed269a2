import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';

/** MFA's confirmation (docs/behaviour.md#mfa-screens): the second factor finished the sign-in. */
export function MfaConfirmationScreen() {
  const t = useStrings();
  return (
    <Screen title={t('mfa.confirmationHeader')}>
      <p className="foyer-text">{t('mfa.confirmation')}</p>
    </Screen>
  );
}
