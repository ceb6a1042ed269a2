import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';

/** Crypto confirmation (docs/behaviour.md#screens): the wallet signed in; the session is stored by the client. */
export function CryptoConfirmationScreen() {
  const t = useStrings();
  return <Screen title={t('crypto.confirmation')} />;
}
