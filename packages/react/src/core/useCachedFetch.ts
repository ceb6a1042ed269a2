import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { FetchOptions } from './fetchOptions.ts';

/** What a component reads of a cached fetch. `isLoading`: no answer yet and one is on its way. */
export interface CachedState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

/**
 * Replaces the cached data: with `next`, or with what `next()` resolves to. With `optimisticData`,
 * that shows at once and is rolled back if `next()` fails (the failure is rethrown).
 */
export type Mutate<T> = (next: T | (() => Promise<T>), options?: { optimisticData?: T }) => Promise<T>;

export interface CachedFetch<T> extends CachedState<T> {
  mutate: Mutate<T>;
}

interface Subscriber {
  revalidate: (force?: boolean) => void;
  options: FetchOptions;
}

interface Entry {
  state: CachedState<unknown>;
  listeners: Set<() => void>;
  subscribers: Set<Subscriber>;
  /** When the last fetch started (for dedupe) and when data was last set by hand. */
  startedAt: number;
  mutatedAt: number;
  inFlight: boolean;
  retries: number;
  lastFocus: number;
}

// One cache for the page, so two widgets of one project share their fetches (as swr's did).
const cache = new Map<string, Entry>();
const IDLE: CachedState<never> = { isLoading: false };
// What a server render (and the hydration after it) shows: nothing fetched yet, as with swr.
const SERVER: CachedState<never> = { isLoading: true };

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    // Loading from the first render, so a component never flashes its "no data" state.
    entry = {
      state: { isLoading: true },
      listeners: new Set(),
      subscribers: new Set(),
      startedAt: -Infinity,
      mutatedAt: -Infinity,
      inFlight: false,
      retries: 0,
      lastFocus: -Infinity,
    };
    cache.set(key, entry);
  }
  return entry;
}

function setState(entry: Entry, change: Partial<CachedState<unknown>>): void {
  entry.state = { ...entry.state, ...change };
  for (const listener of entry.listeners) listener();
}

/** Fetches unless a fetch of this key started within the dedupe window (or `force`: a retry). */
async function revalidate(entry: Entry, fetcher: () => Promise<unknown>, options: FetchOptions, force = false) {
  const startedAt = Date.now();
  if (entry.inFlight || (!force && startedAt - entry.startedAt < options.dedupingInterval)) return;
  entry.startedAt = startedAt;
  entry.inFlight = true;
  if (entry.state.data === undefined) setState(entry, { isLoading: true });
  try {
    const data = await fetcher();
    // Data set by hand after this fetch started is newer than the fetch's answer.
    if (entry.mutatedAt < startedAt) setState(entry, { data, error: undefined, isLoading: false });
    entry.retries = 0;
  } catch (error) {
    setState(entry, { error, isLoading: false });
    scheduleRetry(entry, error);
  } finally {
    entry.inFlight = false;
  }
}

/** swr's backoff: ⌊(0.5 to 1.5) × 2^n⌋ × interval for the n-th retry (n capped at 8), so 0 or 5 s first. */
function scheduleRetry(entry: Entry, error: unknown): void {
  const [first] = entry.subscribers;
  if (!first?.options.shouldRetryOnError(error)) return;
  const delay = Math.floor((Math.random() + 0.5) * 2 ** Math.min(entry.retries, 8)) * first.options.errorRetryInterval;
  entry.retries += 1;
  setTimeout(() => [...entry.subscribers][0]?.revalidate(true), delay);
}

async function mutate(entry: Entry, next: unknown, optimisticData: unknown): Promise<unknown> {
  const before = entry.state.data;
  entry.mutatedAt = Date.now();
  if (optimisticData !== undefined) setState(entry, { data: optimisticData });
  try {
    const data = typeof next === 'function' ? await (next as () => Promise<unknown>)() : next;
    entry.mutatedAt = Date.now();
    setState(entry, { data, error: undefined, isLoading: false });
    return data;
  } catch (error) {
    if (optimisticData !== undefined) setState(entry, { data: before });
    throw error;
  }
}

function onFocusOrOnline(): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  const now = Date.now();
  for (const entry of cache.values()) {
    const [first] = [...entry.subscribers].filter((s) => s.options.revalidateOnFocus);
    if (!first || now - entry.lastFocus < first.options.focusThrottleInterval) continue;
    entry.lastFocus = now;
    first.revalidate();
  }
}

let listening = false;

/** Starts watching focus and reconnects when the first component subscribes (nothing at import). */
function listenForFocus(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('focus', onFocusOrOnline);
  window.addEventListener('online', onFocusOrOnline);
  document.addEventListener('visibilitychange', onFocusOrOnline);
}

/**
 * The widget's data hook (what it used of swr): one page-wide cache per key, a fetch on mount
 * unless one started within the dedupe window, retries with backoff after a failure, a refetch on
 * focus or reconnect, and `mutate` with optimistic data and rollback. A `null` key fetches nothing.
 *
 * @example
 * const { data } = useCachedFetch(`foyer:bootstrap:${token}`, () => client.getBootstrap(), fetchOptions());
 */
export function useCachedFetch<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: FetchOptions,
): CachedFetch<T> {
  const latest = useRef({ fetcher, options });
  latest.current = { fetcher, options };
  const entry = key === null ? null : entryFor(key);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return () => {};
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entry?.state ?? IDLE,
    () => (entry ? SERVER : IDLE),
  ) as CachedState<T>;

  useEffect(() => {
    if (!entry) return;
    const subscriber: Subscriber = {
      revalidate: (force) => revalidate(entry, latest.current.fetcher, latest.current.options, force),
      get options() {
        return latest.current.options;
      },
    };
    entry.subscribers.add(subscriber);
    listenForFocus();
    subscriber.revalidate();
    return () => {
      entry.subscribers.delete(subscriber);
    };
  }, [entry]);

  const boundMutate = useCallback<Mutate<T>>(
    (next, mutateOptions) => {
      if (!entry) return Promise.reject(new Error('Nothing to mutate: this fetch has no key.'));
      return mutate(entry, next, mutateOptions?.optimisticData) as Promise<T>;
    },
    [entry],
  );
  return { ...state, mutate: boundMutate };
}
