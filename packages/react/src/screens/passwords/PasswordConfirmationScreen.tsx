import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';

/** Password confirmation (docs/behaviour.md#screens): the user is signed in. */
export function PasswordConfirmationScreen() {
  const t = useStrings();
  return <Screen title={t('passwordConfirmation.message')} />;
}
