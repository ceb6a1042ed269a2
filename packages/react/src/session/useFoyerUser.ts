import type { SessionData, UserData } from '@foyer/protocol';
import { useFoyerState } from './useFoyerState.ts';

/** What {@link useFoyerUser} answers: Stytch's `useStytchUser()` shape. */
export interface FoyerUserState {
  /** The signed-in user (emails, phone numbers, passkeys…), or null when signed out. */
  user: UserData | null;
  /** False only during server rendering and hydration, when the browser's state is not read yet. */
  isInitialized: boolean;
}

/** What {@link useFoyerSession} answers: Stytch's `useStytchSession()` shape. */
export interface FoyerSessionState {
  /** The current session (its factors, expiry), or null when signed out. */
  session: SessionData | null;
  /** False only during server rendering and hydration, when the browser's state is not read yet. */
  isInitialized: boolean;
}

/**
 * The signed-in user, re-rendering on sign-in, sign-out, a passkey added, or a change in another tab.
 * @example
 * const { user } = useFoyerUser();
 * return user ? <p>Signed in as {user.emails[0]?.email}</p> : <a href="/login">Sign in</a>;
 */
export function useFoyerUser(): FoyerUserState {
  const { value, isInitialized } = useFoyerState((state) => state.user);
  return { user: value, isInitialized };
}

/**
 * The current session, re-rendering when it starts, is refreshed or ends.
 * @example
 * const { session } = useFoyerSession();
 * if (session) console.log('expires at', session.expires_at);
 */
export function useFoyerSession(): FoyerSessionState {
  const { value, isInitialized } = useFoyerState((state) => state.session);
  return { session: value, isInitialized };
}
