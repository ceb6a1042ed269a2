import type { AuthenticateResponseBody, OkResponseBody, SessionData } from '@foyer/protocol';
import { UNRECOVERABLE_SESSION_ERRORS } from '@foyer/protocol/errors';
import { SDK_PATHS } from '@foyer/protocol/paths';
import type { ClientContext } from '../context.ts';
import { FoyerApiError } from '../errors.ts';
import { sameJson, stateFromAuthenticateResponse } from '../state/session-state.ts';
import type { SessionApi } from '../types.ts';

/** Whether an error means the stored session can never become valid again. */
export function isUnrecoverableSessionError(error: unknown): boolean {
  return error instanceof FoyerApiError && UNRECOVERABLE_SESSION_ERRORS.includes(error.error_type);
}

/** The current session: read it, refresh it, end it, watch it. */
export function createSessionApi(context: ClientContext): SessionApi {
  const { http, store } = context;
  return {
    getSync: () => store.get().session,
    getTokens() {
      const { session_token, session_jwt } = store.get();
      return session_token && session_jwt ? { session_token, session_jwt } : null;
    },
    /**
     * Authenticates the stored session (the token travels in the Authorization header). An
     * answer or an unrecoverable error only touches the state if the session has not changed
     * meanwhile (a sign-out or a new sign-in during the call wins).
     */
    async authenticate(options = {}, call = {}) {
      const sentWith = store.get().session_token;
      const stillCurrent = () => store.get().session_token === sentWith;
      try {
        const response = await http.request<AuthenticateResponseBody>('POST', SDK_PATHS.sessionsAuthenticate, {
          ...call,
          body: { session_duration_minutes: options.session_duration_minutes },
        });
        if (sentWith !== null && stillCurrent()) store.set(stateFromAuthenticateResponse(response));
        return response;
      } catch (error) {
        if (sentWith !== null && stillCurrent() && isUnrecoverableSessionError(error)) store.clear();
        throw error;
      }
    },
    /**
     * Revokes the session on the server, then forgets it here. If the server says the session is
     * already unusable (an unrecoverable error type) the local state is cleared all the same and
     * the call resolves; on any other failure (offline, 5xx) the session is kept and the error
     * thrown, since it is still alive on the server.
     */
    async revoke(call = {}) {
      try {
        await http.request<OkResponseBody>('POST', SDK_PATHS.sessionsRevoke, { ...call, body: {} });
      } catch (error) {
        if (!isUnrecoverableSessionError(error)) throw error;
      }
      store.clear();
    },
    onChange(listener: (session: SessionData | null) => void) {
      return store.subscribe((state, previous) => {
        if (!sameJson(state.session, previous.session)) listener(state.session);
      });
    },
  };
}
