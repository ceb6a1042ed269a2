import { useState } from 'react';
import { errorMessage } from './errors.ts';
import { useClient } from './foyer-client.ts';
import { decodeJwtPayload } from './jwt.ts';
import { useFoyerState } from './use-foyer-state.ts';

/**
 * What the host knows about the signed-in visitor: user, session and the session JWT's claims, and
 * a way to log out. It follows sign-in and sign-out in other tabs too.
 */
export function SignedInPanel() {
  const client = useClient();
  const { user, session, session_jwt } = useFoyerState(client);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  if (!session) {
    return (
      <section className="panel" aria-labelledby="session-heading">
        <h2 id="session-heading">Not signed in</h2>
        <p>Sign in with the widget and your session shows up here, in every open tab.</p>
      </section>
    );
  }

  const email = user?.emails[0]?.email ?? '—';
  const claims = session_jwt ? decodeJwtPayload(session_jwt) : null;
  const expires = new Date(session.expires_at);

  async function logOut() {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await client.session.revoke();
    } catch (error) {
      setLogoutError(errorMessage(error));
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <section className="panel panel-signed-in" aria-labelledby="session-heading">
      <h2 id="session-heading">Signed in</h2>
      <dl className="facts">
        <dt>User ID</dt>
        <dd>
          <code>{session.user_id}</code>
        </dd>
        <dt>Email</dt>
        <dd>{email}</dd>
        <dt>Session ID</dt>
        <dd>
          <code>{session.session_id}</code>
        </dd>
        <dt>Expires</dt>
        <dd>
          <time dateTime={session.expires_at}>{expires.toLocaleString()}</time>
        </dd>
      </dl>
      <section aria-labelledby="claims-heading">
        <h3 id="claims-heading">Session JWT claims</h3>
        <p className="hint">Decoded for display only; a backend verifies the signature before trusting a claim.</p>
        {claims ? (
          // Focusable, so keyboard users can scroll the claims when they overflow (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <pre className="claims" tabIndex={0}>
            {JSON.stringify(claims, null, 2)}
          </pre>
        ) : (
          <p>No session JWT is stored.</p>
        )}
      </section>
      {logoutError ? (
        <p role="alert" className="notice notice-error">
          Could not log out: {logoutError}
        </p>
      ) : null}
      <ul className="links">
        <li>
          <a href="/passkeys">Manage your passkeys</a>
        </li>
        <li>
          <a href="/mfa">Two-step verification</a>
        </li>
      </ul>
      <button type="button" className="button" onClick={logOut} disabled={loggingOut}>
        Log out
      </button>
    </section>
  );
}
