import { useState } from 'react';
import type { OperatorView } from '../api/types.ts';
import { t } from '../strings.ts';
import { errorText } from './errors.ts';
import { redeemInvite, registerPasskey } from './session.ts';

/** The invitation's token, from the link's fragment (#token=…), which no server or Referer ever sees. */
function inviteToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/**
 * /console/invite#token=…: spends the invitation and has the operator set up a passkey, their way in
 * from then on. The token leaves the address bar at once (history), so it is not left on screen.
 */
export function InviteScreen({ onSignedIn }: { onSignedIn: (operator: OperatorView) => void }) {
  const [token] = useState(inviteToken);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Spent on the first try: a retry after a cancelled passkey prompt keeps the session it opened.
  const [operator, setOperator] = useState<OperatorView | null>(null);
  if (!token) {
    return (
      <main className="door">
        <h1>{t('invite.title')}</h1>
        <p role="alert" className="error">
          {t('invite.missing')}
        </p>
      </main>
    );
  }
  const go = async () => {
    setWorking(true);
    setError(null);
    try {
      const redeemed = operator ?? (await redeemInvite(token));
      setOperator(redeemed);
      window.history.replaceState(null, '', '/console/invite');
      await registerPasskey();
      onSignedIn(redeemed);
    } catch (caught) {
      setError(errorText(caught));
      setWorking(false);
    }
  };
  return (
    <main className="door">
      <h1>{t('invite.title')}</h1>
      <p>{t('invite.intro')}</p>
      <button type="button" className="primary" onClick={go} disabled={working}>
        {working ? t('invite.working') : t('invite.accept')}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </main>
  );
}
