import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';

/** Passkey confirmation (docs/behaviour.md#screens): the user signed in with a passkey. */
export function PasskeyConfirmationScreen() {
  const t = useStrings();
  return <Screen title={t('passkeyConfirmation.message')} />;
}
