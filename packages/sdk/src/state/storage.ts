/**
 * The session state in localStorage, under a key naming the project's public token so two
 * projects on one origin keep apart. Every tab of the origin reads the same key (docs/behaviour.md#flow).
 */
import type { SessionState } from '../types.ts';
import { isSessionState } from './session-state.ts';

/** The localStorage key of a project's session state. */
export function storageKey(publicToken: string): string {
  return `foyer_sdk_state:${publicToken}`;
}

/** What a read found: a valid state, nothing, or something unusable that must be rewritten. */
export type StoredState = { kind: 'valid'; state: SessionState } | { kind: 'missing' } | { kind: 'corrupt' };

/** Parses a stored value (also used for the `storage` event's `newValue`). */
export function parseStoredState(raw: string | null): StoredState {
  if (raw === null) return { kind: 'missing' };
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionState(value) ? { kind: 'valid', state: value } : { kind: 'corrupt' };
  } catch {
    return { kind: 'corrupt' };
  }
}

/** Reads the stored state; a storage that throws (disabled, private mode) reads as missing. */
export function readStoredState(storage: Storage | null, key: string): StoredState {
  try {
    return parseStoredState(storage?.getItem(key) ?? null);
  } catch {
    return { kind: 'missing' };
  }
}

/** Writes the state; quota or disabled-storage errors are ignored (cookies still carry the session). */
export function writeStoredState(storage: Storage | null, key: string, state: SessionState): void {
  try {
    storage?.setItem(key, JSON.stringify(state));
  } catch {
    // Nothing to do: the in-memory state and the cookies remain correct for this tab.
  }
}
