/**
 * Event logging (docs/behaviour.md#calls): events are queued and sent in batches of at most 100 to `/events`,
 * a short delay after the first one is queued, at once when a batch fills, and with `keepalive`
 * when the page is hidden. Logging must never break sign-in: a failed batch is retried once,
 * then dropped without a word.
 */
import type { SdkEventData } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import type { HttpClient } from './http.ts';
import { sleep, type Timers } from './timers.ts';
import type { EventsApi } from './types.ts';

/** How long events wait for company before a batch is sent. */
export const EVENTS_FLUSH_DELAY_MS = 1_000;
/** The server's limit on events per request. */
export const EVENTS_MAX_BATCH = 100;

export interface EventLoggerOptions {
  http: HttpClient;
  timers: Timers;
  now: () => number;
  /** Random per client instance; lets the server group one page's events. */
  instanceId: string;
  /** Where visibility changes and page hides are watched; null outside a browser. */
  page: { document: Document; window: Window } | null;
}

export interface EventLogger extends EventsApi {
  /** Stops watching the page and sends what is queued. */
  destroy(): void;
}

export function createEventLogger(options: EventLoggerOptions): EventLogger {
  let queue: SdkEventData[] = [];
  let handle: unknown;

  const send = async (events: SdkEventData[], keepalive: boolean) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await options.http.request('POST', SDK_PATHS.events, { body: { events }, keepalive });
        return;
      } catch {
        // The page may be going away when keepalive is set: retry at once rather than later.
        if (attempt === 0 && !keepalive) await sleep(options.timers, EVENTS_FLUSH_DELAY_MS);
      }
    }
  };

  const flushNow = async (keepalive: boolean): Promise<void> => {
    if (handle !== undefined) options.timers.clearTimeout(handle);
    handle = undefined;
    const pending = queue;
    queue = [];
    const batches: SdkEventData[][] = [];
    for (let i = 0; i < pending.length; i += EVENTS_MAX_BATCH) batches.push(pending.slice(i, i + EVENTS_MAX_BATCH));
    await Promise.all(batches.map((batch) => send(batch, keepalive)));
  };

  const onHidden = () => {
    if (options.page?.document.visibilityState === 'hidden') void flushNow(true);
  };
  const onPageHide = () => void flushNow(true);
  options.page?.document.addEventListener('visibilitychange', onHidden);
  options.page?.window.addEventListener('pagehide', onPageHide);

  return {
    log(name, details = {}) {
      queue.push({ name, details, timestamp: new Date(options.now()).toISOString(), instance_id: options.instanceId });
      if (queue.length >= EVENTS_MAX_BATCH) void flushNow(false);
      else if (handle === undefined)
        handle = options.timers.setTimeout(() => void flushNow(false), EVENTS_FLUSH_DELAY_MS);
    },
    flush: () => flushNow(false),
    destroy() {
      options.page?.document.removeEventListener('visibilitychange', onHidden);
      options.page?.window.removeEventListener('pagehide', onPageHide);
      void flushNow(true);
    },
  };
}
