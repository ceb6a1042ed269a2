import type { SessionState } from '@foyer/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useFoyerClient } from './FoyerProvider.tsx';

/**
 * One value of the client's stored state, kept current through `client.onStateChange`.
 * `isInitialized` is false only while rendering on a server (or hydrating what it rendered), where
 * no cookies or storage can be read: the first browser render then matches the server's HTML.
 */
export function useFoyerState<T>(pick: (state: SessionState) => T): { value: T | null; isInitialized: boolean } {
  const client = useFoyerClient();
  const subscribe = useCallback((onChange: () => void) => client.onStateChange(onChange), [client]);
  // The store keeps one state object until it changes, so picking from it gives a stable snapshot.
  const value = useSyncExternalStore<T | typeof SERVER>(
    subscribe,
    () => pick(client.getState()),
    () => SERVER,
  );
  return value === SERVER ? { value: null, isInitialized: false } : { value: value as T, isInitialized: true };
}

/** The server snapshot: a marker no state value can equal. */
const SERVER = Symbol('foyer-server-snapshot');
