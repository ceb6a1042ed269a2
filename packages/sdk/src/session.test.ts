/** The session as the client keeps it: sign-in storage, refresh loop, destroy, revoke, other tabs. */
import { COOKIE_NAMES, SESSION_REFRESH_INTERVAL_MS } from '@foyer/protocol/constants';
import { describe, expect, it, vi } from 'vitest';
import { cookie, removeCookie, setCookie } from '../test/browser.ts';
import { apiError, PUBLIC_TOKEN } from '../test/fake-server.ts';
import { apiCalls, T0, useHarness } from '../test/harness.ts';
import { FoyerApiError } from './errors.ts';
import { EMPTY_STATE, stateFromAuthenticateResponse } from './state/session-state.ts';
import { storageKey } from './state/storage.ts';

const INTERVAL = SESSION_REFRESH_INTERVAL_MS;
const h = useHarness();
const stored = () => JSON.parse(localStorage.getItem(storageKey(PUBLIC_TOKEN)) ?? 'null');

/** A previous page load left a signed-in state behind (cookies and storage). */
function signedInEarlier() {
  const answer = h.server.signIn();
  const state = stateFromAuthenticateResponse(answer);
  localStorage.setItem(storageKey(PUBLIC_TOKEN), JSON.stringify(state));
  const expires = new Date(answer.session.expires_at);
  setCookie(COOKIE_NAMES.session, answer.session_token, expires);
  setCookie(COOKIE_NAMES.sessionJwt, answer.session_jwt, expires);
  return answer;
}

describe('signing in', () => {
  it('stores the session a magic link answers with: state, cookies, storage, listeners', async () => {
    const client = h.open();
    const onSession = vi.fn();
    const onUser = vi.fn();
    const onState = vi.fn();
    client.session.onChange(onSession);
    client.user.onChange(onUser);
    client.onStateChange(onState);

    const answer = await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });

    expect(h.server.calls('POST /magic_links/authenticate')).toMatchObject([
      {
        credentials: { user: PUBLIC_TOKEN, password: PUBLIC_TOKEN },
        body: { token: 'magic-link-token-0001', session_duration_minutes: 30 },
      },
    ]);
    expect(client.getState()).toEqual(stateFromAuthenticateResponse(answer));
    expect(client.session.getSync()).toEqual(answer.session);
    expect(client.user.getSync()).toEqual(answer.user);
    expect(client.session.getTokens()).toEqual({
      session_token: answer.session_token,
      session_jwt: answer.session_jwt,
    });
    expect(cookie(COOKIE_NAMES.session)).toBe(answer.session_token);
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBe(answer.session_jwt);
    expect(stored()).toEqual(client.getState());
    expect(onSession).toHaveBeenCalledWith(answer.session);
    expect(onUser).toHaveBeenCalledWith(answer.user);
    expect(onState).toHaveBeenCalledWith(client.getState());
  });

  it('sends the new session token on the next call', async () => {
    const client = h.open();
    const { session_token } = await client.otps.authenticate('123456', 'email-test-0001', {
      session_duration_minutes: 30,
    });
    await client.user.get();
    expect(h.server.calls('GET /users/me')[0]?.credentials).toEqual({ user: PUBLIC_TOKEN, password: session_token });
  });

  it('leaves the state alone when sign-in fails', async () => {
    const client = h.open();
    const error = await client.otps
      .authenticate('000000', 'email-test-0001', { session_duration_minutes: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'otp_code_not_found', message: 'Invalid passcode, please try again.' });
    expect(client.getState()).toEqual(EMPTY_STATE);
  });
});

describe('starting up', () => {
  it('starts signed out, with no refresh, when there is no session cookie', async () => {
    signedInEarlier();
    removeCookie(COOKIE_NAMES.session);
    const client = h.open();
    expect(client.getState()).toEqual(EMPTY_STATE);
    expect(stored()).toEqual(EMPTY_STATE);
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(apiCalls(h.server)).toEqual([]);
  });

  it('with a session cookie, keeps the stored state and authenticates it at once, then every 180000 ms', async () => {
    const answer = signedInEarlier();
    const client = h.open();
    expect(client.session.getSync()).toEqual(answer.session);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.server.calls('POST /sessions/authenticate')).toMatchObject([
      { credentials: { user: PUBLIC_TOKEN, password: answer.session_token }, body: {} },
    ]);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(3);
    // Each answer is stored: the JWT the fake server minted at the last refresh.
    expect(client.session.getTokens()?.session_jwt).toMatch(new RegExp(`jwt-${T0 + 2 * INTERVAL}$`));
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBe(client.session.getTokens()?.session_jwt);
  });

  it('fills in user and session for a session cookie set by someone else', async () => {
    const answer = h.server.signIn();
    setCookie(COOKIE_NAMES.session, answer.session_token);
    const client = h.open();
    expect(client.getState()).toMatchObject({ session_token: answer.session_token, user: null, session: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.user.getSync()?.user_id).toBe(answer.user.user_id);
    expect(client.session.getSync()?.session_id).toBe(answer.session.session_id);
  });

  it('does not refresh when refreshSession is false', async () => {
    signedInEarlier();
    h.open({ refreshSession: false });
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(apiCalls(h.server)).toEqual([]);
  });
});

describe('the refresh loop', () => {
  it('starts one interval after a sign-in, not at once', async () => {
    const client = h.open();
    await client.passwords.authenticate({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      session_duration_minutes: 60,
    });
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(1);
  });

  it('backs off after network and server failures and keeps the session', async () => {
    signedInEarlier();
    h.server.override('POST /sessions/authenticate', () => 'network_error', 2);
    h.server.override('POST /sessions/authenticate', () => apiError('internal_server_error'));
    const client = h.open();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    const times = h.server.requests.filter((r) => r.path === '/sessions/authenticate').length;
    expect(times).toBe(4);
    expect(client.session.getSync()).not.toBeNull();
    expect(cookie(COOKIE_NAMES.session)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(5);
  });

  it.each([
    'session_not_found',
    'invalid_session_jwt',
    'unauthorized_credentials',
    'user_not_found',
    'missing_session',
  ] as const)('destroys the local session on %s and stops', async (type) => {
    signedInEarlier();
    h.server.override('POST /sessions/authenticate', () => apiError(type));
    const client = h.open();
    const onSession = vi.fn();
    client.session.onChange(onSession);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState()).toEqual(EMPTY_STATE);
    expect(stored()).toEqual(EMPTY_STATE);
    expect(cookie(COOKIE_NAMES.session)).toBeNull();
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBeNull();
    expect(onSession).toHaveBeenCalledWith(null);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(1);
  });

  it('destroys the session the server has revoked elsewhere', async () => {
    const answer = signedInEarlier();
    const client = h.open();
    await vi.advanceTimersByTimeAsync(0);
    h.server.sessions.delete(answer.session_token);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(client.session.getSync()).toBeNull();
  });

  it('stops when destroy() is called', async () => {
    signedInEarlier();
    const client = h.open();
    await vi.advanceTimersByTimeAsync(0);
    client.destroy();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(1);
  });

  it('does not bring back a session signed out while a refresh was in flight', async () => {
    signedInEarlier();
    let answerRefresh: () => void = () => {};
    const realFetch = h.server.fetch;
    // The server answers the refresh at once; the answer reaches the page after the sign-out.
    const client = h.open({
      fetch: (input, init) => {
        const response = realFetch(input, init);
        if (!String(input).endsWith('/sessions/authenticate')) return response;
        return new Promise((resolve) => (answerRefresh = () => resolve(response)));
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(1);
    await client.session.revoke();
    answerRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState()).toEqual(EMPTY_STATE);
    expect(cookie(COOKIE_NAMES.session)).toBeNull();
  });
});

describe('session.revoke', () => {
  it('revokes on the server, then clears state and cookies', async () => {
    const answer = signedInEarlier();
    const client = h.open({ refreshSession: false });
    await client.session.revoke();
    expect(h.server.calls('POST /sessions/revoke')).toMatchObject([
      { credentials: { user: PUBLIC_TOKEN, password: answer.session_token } },
    ]);
    expect(h.server.sessions.has(answer.session_token)).toBe(false);
    expect(client.getState()).toEqual(EMPTY_STATE);
    expect(cookie(COOKIE_NAMES.session)).toBeNull();
    expect(stored()).toEqual(EMPTY_STATE);
  });

  it('clears the state even when the server says the session is already gone', async () => {
    const answer = signedInEarlier();
    h.server.sessions.delete(answer.session_token);
    const client = h.open({ refreshSession: false });
    await expect(client.session.revoke()).resolves.toBeUndefined();
    expect(client.getState()).toEqual(EMPTY_STATE);
  });

  it('keeps the session and throws when the server could not be reached', async () => {
    signedInEarlier();
    h.server.override('POST /sessions/revoke', () => 'network_error');
    const client = h.open({ refreshSession: false });
    await expect(client.session.revoke()).rejects.toMatchObject({ code: 'network_error' });
    expect(client.session.getSync()).not.toBeNull();
  });
});

describe('session.authenticate', () => {
  it('extends the session by the duration given', async () => {
    signedInEarlier();
    const client = h.open({ refreshSession: false });
    await client.session.authenticate({ session_duration_minutes: 60 });
    expect(h.server.calls('POST /sessions/authenticate')[0]?.body).toEqual({ session_duration_minutes: 60 });
  });

  it('clears the session on an unrecoverable error and rethrows it', async () => {
    const answer = signedInEarlier();
    h.server.sessions.delete(answer.session_token);
    const client = h.open({ refreshSession: false });
    await expect(client.session.authenticate()).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(client.getState()).toEqual(EMPTY_STATE);
  });
});

describe('across tabs', () => {
  it('takes a sign-in from another tab, tells listeners and starts refreshing', async () => {
    const client = h.open();
    const onState = vi.fn();
    client.onStateChange(onState);
    const state = stateFromAuthenticateResponse(h.server.signIn());
    localStorage.setItem(storageKey(PUBLIC_TOKEN), JSON.stringify(state));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKey(PUBLIC_TOKEN),
        newValue: JSON.stringify(state),
        storageArea: localStorage,
      }),
    );
    expect(client.getState()).toEqual(state);
    expect(onState).toHaveBeenCalledWith(state);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toMatchObject([
      { credentials: { password: state.session_token } },
    ]);
  });

  it('takes a sign-out from another tab and stops refreshing', async () => {
    signedInEarlier();
    const client = h.open();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKey(PUBLIC_TOKEN),
        newValue: JSON.stringify(EMPTY_STATE),
        storageArea: localStorage,
      }),
    );
    expect(client.session.getSync()).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(h.server.calls('POST /sessions/authenticate')).toHaveLength(1);
  });
});
