import { UNRECOVERABLE_SESSION_ERRORS } from '@foyer/protocol/errors';
import { errorTypeOf } from './describeError.ts';

/** How `useCachedFetch` asks the server again: when, how often, and after which failures. */
export interface FetchOptions {
  /** The first retry's delay after a failure; each further retry doubles it (with jitter). */
  errorRetryInterval: number;
  /** A fetch of the same key started within this window is shared rather than sent again. */
  dedupingInterval: number;
  /** Asks again when the window regains focus or the browser comes back online... */
  revalidateOnFocus: boolean;
  /** ...at most once per this many milliseconds. */
  focusThrottleInterval: number;
  /** Whether a failure is worth asking again for. */
  shouldRetryOnError: (error: unknown) => boolean;
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** A 2G connection or data saver counts as slow (the test swr made for its own defaults). */
function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)?.connection;
  return Boolean(connection && (['slow-2g', '2g'].includes(connection.effectiveType ?? '') || connection.saveData));
}

function isUnrecoverable(error: unknown): boolean {
  const type = errorTypeOf(error);
  return type !== undefined && (UNRECOVERABLE_SESSION_ERRORS as readonly string[]).includes(type);
}

/**
 * The data-fetching numbers of docs/behaviour.md#constants (swr's defaults, which the widget used before its own
 * hook): retry after 5 s (10 s on a slow connection), dedupe 2 s, focus throttle 5 s. The spec's
 * loading timeout only ever fed swr's `onLoadingSlow` callback, which the widget never set.
 */
export function fetchOptions(slow = isSlowConnection()): FetchOptions {
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    dedupingInterval: 2_000,
    revalidateOnFocus: true,
    focusThrottleInterval: 5_000,
    // A missing or dead session will not come back by asking again; anything else retries.
    shouldRetryOnError: (error: unknown) => !isUnrecoverable(error),
  };
}
