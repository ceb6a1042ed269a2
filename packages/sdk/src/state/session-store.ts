/**
 * The session state of one client: held in memory, persisted to cookies and localStorage by the
 * rules of docs/behaviour.md#flow, kept in step with other tabs through the `storage` event, and observable.
 */
import { COOKIE_NAMES, INTERMEDIATE_SESSION_COOKIE_MINUTES } from '@foyer/protocol/constants';
import type { SessionState, Unsubscribe } from '../types.ts';
import type { CookieJar } from './cookies.ts';
import { EMPTY_STATE, hasSession, normalizeState, sameJson } from './session-state.ts';
import { parseStoredState, readStoredState, storageKey, writeStoredState } from './storage.ts';

export type StateListener = (state: SessionState, previous: SessionState) => void;

export interface SessionStore {
  get(): SessionState;
  /** Replaces the state, persists it and notifies listeners if it changed. */
  set(state: SessionState): void;
  /** Forgets the session: empty state, no cookies. */
  clear(): void;
  subscribe(listener: StateListener): Unsubscribe;
  /** Stops listening to other tabs and drops listeners. */
  destroy(): void;
}

export interface SessionStoreOptions {
  publicToken: string;
  cookies: CookieJar;
  storage: Storage | null;
  /** Where `storage` events arrive from; null outside a browser. */
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now: () => number;
}

/**
 * The state to start with, from the stored state and the cookies. The session cookie is the
 * proof that a session is still alive: without it the stored session is dropped (docs/behaviour.md#session,
 * "starting with no session cookie clears state"), keeping only an intermediate token whose own
 * cookie is still there. A session cookie the stored state does not know (set by a host backend,
 * or another SDK version) is adopted; the refresh loop then fetches its user and session.
 */
export function initialState(stored: SessionState | null, cookies: CookieJar): SessionState {
  const sessionToken = cookies.get(COOKIE_NAMES.session);
  if (sessionToken) {
    if (stored && stored.session_token === sessionToken) return normalizeState(stored);
    return {
      ...EMPTY_STATE,
      session_token: sessionToken,
      session_jwt: cookies.get(COOKIE_NAMES.sessionJwt),
    };
  }
  const intermediate = cookies.get(COOKIE_NAMES.intermediateSession);
  return intermediate ? { ...EMPTY_STATE, intermediate_session_token: intermediate } : EMPTY_STATE;
}

/**
 * Writes the cookies for a state (docs/behaviour.md#session): a full state stores the session cookies (expiring
 * with the session) and removes the intermediate cookie; an intermediate token alone is stored
 * for 10 minutes and the session cookies removed; otherwise all three are removed.
 */
export function writeCookies(state: SessionState, cookies: CookieJar, now: number): void {
  if (hasSession(state)) {
    // A token adopted from the cookie has no session yet: its cookie is already right, keep it.
    if (state.session) {
      const expires = new Date(state.session.expires_at);
      cookies.set(COOKIE_NAMES.session, state.session_token, expires);
      if (state.session_jwt) cookies.set(COOKIE_NAMES.sessionJwt, state.session_jwt, expires);
      else cookies.remove(COOKIE_NAMES.sessionJwt);
    }
    cookies.remove(COOKIE_NAMES.intermediateSession);
  } else if (state.intermediate_session_token) {
    const expires = new Date(now + INTERMEDIATE_SESSION_COOKIE_MINUTES * 60_000);
    cookies.set(COOKIE_NAMES.intermediateSession, state.intermediate_session_token, expires);
    cookies.remove(COOKIE_NAMES.session);
    cookies.remove(COOKIE_NAMES.sessionJwt);
  } else {
    cookies.remove(COOKIE_NAMES.session);
    cookies.remove(COOKIE_NAMES.sessionJwt);
    cookies.remove(COOKIE_NAMES.intermediateSession);
  }
}

/** Creates the store; reading storage and cookies and rewriting both happens here, once. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const key = storageKey(options.publicToken);
  const listeners = new Set<StateListener>();
  const stored = readStoredState(options.storage, key);
  let state = initialState(stored.kind === 'valid' ? stored.state : null, options.cookies);

  const persist = () => {
    writeStoredState(options.storage, key, state);
    writeCookies(state, options.cookies, options.now());
  };
  // Always rewrite at start: drops a corrupt value and brings storage and cookies into line.
  persist();

  /** Takes a new state, persists it unless another tab already did, then tells listeners. */
  const replace = (next: SessionState, write: boolean) => {
    const previous = state;
    state = next;
    if (write) persist();
    if (sameJson(previous, next)) return;
    for (const listener of [...listeners]) listener(state, previous);
  };

  // Another tab wrote the state: take it as ours. That tab already wrote the shared cookies.
  // A corrupt value is ignored here; the next tab to start (or to write) replaces it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    const parsed = parseStoredState(event.key === null ? null : event.newValue);
    if (parsed.kind === 'corrupt') return;
    replace(parsed.kind === 'valid' ? normalizeState(parsed.state) : EMPTY_STATE, false);
  };
  options.eventTarget?.addEventListener('storage', onStorage);

  return {
    get: () => state,
    set: (next) => replace(normalizeState(next), true),
    clear: () => replace(EMPTY_STATE, true),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      options.eventTarget?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
