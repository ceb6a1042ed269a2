import { useState } from 'react';
import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';
import { ErrorMessage } from '../../ui/StatusMessage.tsx';
import { MfaOtherWays } from './MfaOtherWays.tsx';
import { useSecondFactor } from './useSecondFactor.ts';

/**
 * 'Verify it’s you' (docs/behaviour.md#mfa-screens): for a user without an authenticator app, the
 * second factors they have (a code by text or email, a passkey); nothing is sent before they choose.
 */
export function MfaMethodsScreen() {
  const t = useStrings();
  const [error, setError] = useState<string | null>(null);
  const factor = useSecondFactor(setError);
  return (
    <Screen title={t('mfa.methodsHeader')} onBack={factor.startOver}>
      <p className="foyer-text">{t('mfa.methodsText')}</p>
      {error ? <ErrorMessage text={error} /> : null}
      <MfaOtherWays current={null} factor={factor} label={t('mfa.methodsHeader')} />
    </Screen>
  );
}
