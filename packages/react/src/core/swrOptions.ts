import { UNRECOVERABLE_SESSION_ERRORS } from '@foyer/protocol/errors';
import type { SWRConfiguration } from 'swr';
import { errorTypeOf } from './describeError.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Same test swr uses for its own defaults: a 2G connection or data saver counts as slow. */
function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)?.connection;
  return Boolean(connection && (['slow-2g', '2g'].includes(connection.effectiveType ?? '') || connection.saveData));
}

function isUnrecoverable(error: unknown): boolean {
  const type = errorTypeOf(error);
  return type !== undefined && (UNRECOVERABLE_SESSION_ERRORS as readonly string[]).includes(type);
}

/**
 * The data-fetching numbers of spec §9. They equal swr's defaults; they are set here explicitly
 * so the spec's requirement is visible and survives a change of defaults upstream.
 */
export function swrOptions(slow = isSlowConnection()): SWRConfiguration {
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: slow ? 5_000 : 3_000,
    // A missing or dead session will not come back by asking again; anything else retries with
    // swr's own backoff.
    shouldRetryOnError: (error: unknown) => !isUnrecoverable(error),
  };
}
