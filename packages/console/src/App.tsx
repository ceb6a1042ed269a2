import { useEffect, useState } from 'react';
import { onUnauthorized } from './api/client.ts';
import type { OperatorView } from './api/types.ts';
import { InviteScreen } from './auth/InviteScreen.tsx';
import { SignInScreen } from './auth/SignInScreen.tsx';
import { currentOperator } from './auth/session.ts';
import { navigate, usePath } from './shell/router.ts';
import { Shell } from './shell/Shell.tsx';
import { useTheme } from './shell/theme.ts';
import { t } from './strings.ts';

type Door = { state: 'checking' } | { state: 'out'; ended: boolean } | { state: 'in'; operator: OperatorView };

/** The console: the invitation page, the sign-in page, or the shell for a signed-in operator. */
export function App() {
  const path = usePath();
  const theme = useTheme();
  const [door, setDoor] = useState<Door>({ state: 'checking' });

  useEffect(() => {
    currentOperator().then((operator) =>
      setDoor(operator ? { state: 'in', operator } : { state: 'out', ended: false }),
    );
    // Any call answering 401 means the session ended (expired, signed out elsewhere): back to the door.
    return onUnauthorized(() => setDoor({ state: 'out', ended: true }));
  }, []);

  const signedIn = (operator: OperatorView) => {
    setDoor({ state: 'in', operator });
    if (path === '/invite') navigate('/');
  };

  if (path === '/invite' && door.state !== 'in') return <InviteScreen onSignedIn={signedIn} />;
  if (door.state === 'checking') return <p className="door">{t('loading')}</p>;
  if (door.state === 'out') return <SignInScreen onSignedIn={signedIn} ended={door.ended} />;
  return (
    <Shell
      operator={door.operator}
      path={path}
      theme={theme}
      onSignedOut={() => setDoor({ state: 'out', ended: false })}
    />
  );
}
