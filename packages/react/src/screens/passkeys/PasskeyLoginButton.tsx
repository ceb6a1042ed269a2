import { useState } from 'react';
import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { usePasskeySignIn } from './usePasskeySignIn.ts';

/** 'Login with a Passkey' at the top of Main (docs/behaviour.md#main-screen), when autofill is not offered. */
export function PasskeyLoginButton() {
  const t = useStrings();
  const signIn = usePasskeySignIn();
  const [waiting, setWaiting] = useState(false);

  const onClick = async () => {
    setWaiting(true);
    const outcome = await signIn({ conditional: false });
    // On success the widget moves to Passkey confirmation and this button is gone.
    if (outcome !== 'signedIn') setWaiting(false);
  };

  return (
    <Button variant="secondary" onClick={onClick} disabled={waiting} aria-busy={waiting || undefined}>
      {waiting ? t('passkeys.authenticating') : t('passkeys.loginButton')}
    </Button>
  );
}
