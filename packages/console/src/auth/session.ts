import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { adminCall, csrfStore } from '../api/client.ts';
import type { ConsoleSession, OperatorView } from '../api/types.ts';

/** The operator of the tab's console session, or null when none is live (401). */
export async function currentOperator(): Promise<OperatorView | null> {
  if (!csrfStore.get()) return null;
  try {
    return (await adminCall<{ operator: OperatorView }>('GET', '/operator_sessions/current')).operator;
  } catch {
    csrfStore.clear();
    return null;
  }
}

/** Spends an invitation (its token from the link's fragment): a console session for its operator. */
export async function redeemInvite(inviteToken: string): Promise<OperatorView> {
  const session = await adminCall<ConsoleSession>('POST', '/operator_sessions', { invite_token: inviteToken });
  csrfStore.set(session.csrf_token);
  return session.operator;
}

/** Registers a passkey for the signed-in operator: the server's options, the browser's ceremony, the server's check. */
export async function registerPasskey(): Promise<void> {
  const { options } = await adminCall<{ options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>(
    'POST',
    '/operator_passkeys/register/start',
    {},
  );
  const credential = await startRegistration({ optionsJSON: options });
  await adminCall('POST', '/operator_passkeys/register', { credential });
}

/** Signs in with a passkey: a challenge, the browser's ceremony, and a console session from the server. */
export async function signInWithPasskey(): Promise<OperatorView> {
  const { options, challenge_id } = await adminCall<{
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
    challenge_id: string;
  }>('POST', '/operator_sessions/passkey/start', {});
  const credential = await startAuthentication({ optionsJSON: options });
  const session = await adminCall<ConsoleSession>('POST', '/operator_sessions/passkey', { challenge_id, credential });
  csrfStore.set(session.csrf_token);
  return session.operator;
}

/** Ends the console session on the server (the cookie is cleared) and forgets the CSRF token. */
export async function signOut(): Promise<void> {
  try {
    await adminCall('DELETE', '/operator_sessions/current');
  } finally {
    csrfStore.clear();
  }
}
