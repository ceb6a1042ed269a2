/** The session state value: its empty form, its shape check, and the kinds of state docs/behaviour.md#session names. */
import type { AuthenticateResponseBody } from '@foyer/protocol';
import type { SessionState } from '../types.ts';

/** No user, no session, no tokens. */
export const EMPTY_STATE: SessionState = Object.freeze({
  user: null,
  session: null,
  session_token: null,
  session_jwt: null,
  intermediate_session_token: null,
});

/**
 * The state a sign-in answer leaves behind: a session, or (the project requires a second factor)
 * only the intermediate token, which the store keeps in its own cookie while the session cookies go.
 */
export function stateFromAuthenticateResponse(response: AuthenticateResponseBody): SessionState {
  if (response.intermediate_session_token) {
    return { ...EMPTY_STATE, intermediate_session_token: response.intermediate_session_token };
  }
  return {
    user: response.user,
    session: response.session,
    session_token: response.session_token,
    session_jwt: response.session_jwt,
    intermediate_session_token: null,
  };
}

/** A state with a session token (whether or not its user and session are known yet). */
export function hasSession(state: SessionState): state is SessionState & { session_token: string } {
  return state.session_token !== null;
}

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a value read back from storage has the shape of a `SessionState`. */
export function isSessionState(value: unknown): value is SessionState {
  if (!isRecord(value)) return false;
  const { user, session } = value;
  if (user !== null && !(isRecord(user) && typeof user.user_id === 'string')) return false;
  if (
    session !== null &&
    !(isRecord(session) && typeof session.session_id === 'string' && typeof session.expires_at === 'string')
  ) {
    return false;
  }
  return (
    isStringOrNull(value.session_token) &&
    isStringOrNull(value.session_jwt) &&
    isStringOrNull(value.intermediate_session_token)
  );
}

/** A full state never carries an intermediate token alongside; anything else is left as is. */
export function normalizeState(state: SessionState): SessionState {
  return hasSession(state) ? { ...state, intermediate_session_token: null } : state;
}

/** Structural equality of two plain JSON values (states are small). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
