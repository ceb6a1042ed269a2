import { useState } from 'react';
import type { OperatorView } from '../api/types.ts';
import { t } from '../strings.ts';
import { errorText } from './errors.ts';
import { signInWithPasskey } from './session.ts';

/** The console's door: a passkey, or (said on the page) a new invitation from the server's shell. */
export function SignInScreen({ onSignedIn, ended }: { onSignedIn: (operator: OperatorView) => void; ended: boolean }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setWorking(true);
    setError(null);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (caught) {
      setError(errorText(caught));
      setWorking(false);
    }
  };
  return (
    <main className="door">
      <h1>{t('signIn.title')}</h1>
      {ended && <p role="status">{t('signIn.expired')}</p>}
      <button type="button" className="primary" onClick={go} disabled={working}>
        {working ? t('signIn.working') : t('signIn.passkey')}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="muted">{t('signIn.help')}</p>
    </main>
  );
}
