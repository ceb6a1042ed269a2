import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser } from '../../test/browser.ts';
import { FakeServer, PUBLIC_TOKEN } from '../../test/fake-server.ts';
import { MemoryCookies } from '../../test/memory-cookies.ts';
import type { SessionState } from '../types.ts';
import { EMPTY_STATE, stateFromAuthenticateResponse } from './session-state.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';
import { storageKey } from './storage.ts';

const NOW = Date.parse('2026-02-10T09:00:00.000Z');
const KEY = storageKey(PUBLIC_TOKEN);

function fullState(): SessionState {
  return stateFromAuthenticateResponse(new FakeServer(() => NOW).signIn());
}

const intermediateOnly: SessionState = { ...EMPTY_STATE, intermediate_session_token: 'intermediate-token-0001' };

let stores: SessionStore[] = [];
function open(cookies: MemoryCookies) {
  const store = createSessionStore({
    publicToken: PUBLIC_TOKEN,
    cookies,
    storage: localStorage,
    eventTarget: window,
    now: () => NOW,
  });
  stores.push(store);
  return store;
}

const stored = () => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : JSON.parse(raw);
};

beforeEach(resetBrowser);
afterEach(() => {
  for (const store of stores) store.destroy();
  stores = [];
});

describe('persisting a state (docs/behaviour.md#flow)', () => {
  it('stores a full state in localStorage under a key naming the public token', () => {
    const store = open(new MemoryCookies(() => NOW));
    const state = fullState();
    store.set(state);
    expect(KEY).toContain(PUBLIC_TOKEN);
    expect(stored()).toEqual(state);
  });

  it('a full state stores the session cookies until the session expires and removes the intermediate cookie', () => {
    const cookies = new MemoryCookies(() => NOW);
    cookies.set(COOKIE_NAMES.intermediateSession, 'stale-intermediate', new Date(NOW + 60_000));
    const store = open(cookies);
    const state = fullState();
    store.set(state);
    expect(cookies.get(COOKIE_NAMES.session)).toBe(state.session_token);
    expect(cookies.get(COOKIE_NAMES.sessionJwt)).toBe(state.session_jwt);
    expect(cookies.expiry(COOKIE_NAMES.session)?.toISOString()).toBe(state.session?.expires_at);
    expect(cookies.expiry(COOKIE_NAMES.sessionJwt)?.toISOString()).toBe(state.session?.expires_at);
    expect(cookies.get(COOKIE_NAMES.intermediateSession)).toBeNull();
  });

  it('an intermediate token alone is stored for 10 minutes and the session cookies are removed', () => {
    const cookies = new MemoryCookies(() => NOW);
    const store = open(cookies);
    store.set(fullState());
    store.set(intermediateOnly);
    expect(cookies.get(COOKIE_NAMES.intermediateSession)).toBe('intermediate-token-0001');
    expect(cookies.expiry(COOKIE_NAMES.intermediateSession)?.getTime()).toBe(NOW + 10 * 60_000);
    expect(cookies.get(COOKIE_NAMES.session)).toBeNull();
    expect(cookies.get(COOKIE_NAMES.sessionJwt)).toBeNull();
    expect(stored()).toEqual(intermediateOnly);
  });

  it('otherwise clears all three cookies and stores the empty state', () => {
    const cookies = new MemoryCookies(() => NOW);
    const store = open(cookies);
    store.set(intermediateOnly);
    store.set(fullState());
    store.clear();
    expect(cookies.jar.size).toBe(0);
    expect(stored()).toEqual(EMPTY_STATE);
    expect(store.get()).toEqual(EMPTY_STATE);
  });

  it('drops an intermediate token given alongside a session', () => {
    const store = open(new MemoryCookies(() => NOW));
    store.set({ ...fullState(), intermediate_session_token: 'intermediate-token-0001' });
    expect(store.get().intermediate_session_token).toBeNull();
  });
});

describe('starting up (docs/behaviour.md#flow)', () => {
  it('keeps the stored state when its session cookie is there', () => {
    const cookies = new MemoryCookies(() => NOW);
    const state = fullState();
    open(cookies).set(state);
    expect(open(cookies).get()).toEqual(state);
  });

  it('clears the stored state when there is no session cookie', () => {
    const cookies = new MemoryCookies(() => NOW);
    open(cookies).set(fullState());
    cookies.remove(COOKIE_NAMES.session);
    const store = open(cookies);
    expect(store.get()).toEqual(EMPTY_STATE);
    expect(stored()).toEqual(EMPTY_STATE);
    expect(cookies.get(COOKIE_NAMES.sessionJwt)).toBeNull();
  });

  it('clears the stored state once its session cookie has expired', () => {
    let now = NOW;
    const cookies = new MemoryCookies(() => now);
    open(cookies).set(fullState());
    now = NOW + 31 * 60_000; // the fake server's sessions last 30 minutes
    expect(open(cookies).get()).toEqual(EMPTY_STATE);
  });

  it('keeps an intermediate token whose cookie is still there', () => {
    const cookies = new MemoryCookies(() => NOW);
    open(cookies).set(intermediateOnly);
    expect(open(cookies).get()).toEqual(intermediateOnly);
  });

  it('adopts a session cookie the stored state does not know, without user or session yet', () => {
    const cookies = new MemoryCookies(() => NOW);
    cookies.set(COOKIE_NAMES.session, 'session-token-from-backend', new Date(NOW + 60_000));
    cookies.set(COOKIE_NAMES.sessionJwt, 'jwt-from-backend', new Date(NOW + 60_000));
    expect(open(cookies).get()).toEqual({
      ...EMPTY_STATE,
      session_token: 'session-token-from-backend',
      session_jwt: 'jwt-from-backend',
    });
    // The cookie set by the backend keeps its own expiry.
    expect(cookies.expiry(COOKIE_NAMES.session)?.getTime()).toBe(NOW + 60_000);
  });

  it.each([
    ['bad JSON', '{"user": nul'],
    ['a wrong shape', JSON.stringify({ user: 'ada', session: null, session_token: 5 })],
    ['a session without expires_at', JSON.stringify({ ...EMPTY_STATE, session: { session_id: 's' } })],
    ['an array', '[]'],
  ])('discards and rewrites a stored state with %s', (_, raw) => {
    localStorage.setItem(KEY, raw);
    const store = open(new MemoryCookies(() => NOW));
    expect(store.get()).toEqual(EMPTY_STATE);
    expect(stored()).toEqual(EMPTY_STATE);
  });

  it('rewrites a corrupt stored state around a live session cookie', () => {
    const cookies = new MemoryCookies(() => NOW);
    cookies.set(COOKIE_NAMES.session, 'session-token-live', new Date(NOW + 60_000));
    localStorage.setItem(KEY, 'not json at all');
    const store = open(cookies);
    expect(store.get().session_token).toBe('session-token-live');
    expect(stored()).toEqual(store.get());
  });
});

describe('listeners', () => {
  it('are told of a change with the new and previous state, and not of a same-value write', () => {
    const store = open(new MemoryCookies(() => NOW));
    const listener = vi.fn();
    store.subscribe(listener);
    const state = fullState();
    store.set(state);
    store.set(structuredClone(state));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(state, EMPTY_STATE);
  });

  it('stop hearing after unsubscribing', () => {
    const store = open(new MemoryCookies(() => NOW));
    const listener = vi.fn();
    store.subscribe(listener)();
    store.set(fullState());
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('across tabs', () => {
  function otherTabWrites(newValue: string | null, key: string | null = KEY) {
    if (newValue !== null && key) localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }

  it('takes the state another tab stored and tells listeners', () => {
    const cookies = new MemoryCookies(() => NOW);
    const store = open(cookies);
    const listener = vi.fn();
    store.subscribe(listener);
    const state = fullState();
    otherTabWrites(JSON.stringify(state));
    expect(store.get()).toEqual(state);
    expect(listener).toHaveBeenCalledWith(state, EMPTY_STATE);
    // The other tab owns the (shared) cookies; this tab does not write them again.
    expect(cookies.jar.size).toBe(0);
  });

  it('signs out when another tab stores the empty state or clears storage', () => {
    const store = open(new MemoryCookies(() => NOW));
    store.set(fullState());
    otherTabWrites(JSON.stringify(EMPTY_STATE));
    expect(store.get()).toEqual(EMPTY_STATE);
    store.set(fullState());
    otherTabWrites(null, null);
    expect(store.get()).toEqual(EMPTY_STATE);
  });

  it('ignores other keys and corrupt values', () => {
    const store = open(new MemoryCookies(() => NOW));
    const state = fullState();
    store.set(state);
    otherTabWrites(JSON.stringify(EMPTY_STATE), storageKey('another-project'));
    otherTabWrites('{oops');
    expect(store.get()).toEqual(state);
  });

  it('stops listening once destroyed', () => {
    const store = open(new MemoryCookies(() => NOW));
    store.destroy();
    otherTabWrites(JSON.stringify(fullState()));
    expect(store.get()).toEqual(EMPTY_STATE);
  });
});
