/**
 * The background session refresh (docs/behaviour.md#session): authenticate the session every
 * `SESSION_REFRESH_INTERVAL_MS`; after a failure retry sooner, backing off exponentially; stop
 * for good on an unrecoverable error (the caller destroys the local session).
 *
 * Backoff schedule after consecutive failures: 2 s, 4 s, 8 s, … doubling, capped at the refresh
 * interval (180 s), so a long outage never makes the loop poll faster than normal, and a short
 * one (a flaky network, a server restart) is bridged within seconds. One success resets it.
 */
import type { Timers } from './timers.ts';

/** First retry delay after a failed refresh. */
export const REFRESH_BACKOFF_INITIAL_MS = 2_000;

/** The wait before the next attempt after `failures` consecutive failures (≥ 1). */
export function refreshBackoffDelay(failures: number, intervalMs: number): number {
  return Math.min(REFRESH_BACKOFF_INITIAL_MS * 2 ** (failures - 1), intervalMs);
}

export interface RefreshLoopOptions {
  intervalMs: number;
  timers: Timers;
  /** One refresh: resolves on success, rejects on failure. */
  refresh: () => Promise<void>;
  /** Failures after which retrying is pointless. */
  isUnrecoverable: (error: unknown) => boolean;
}

export interface RefreshLoop {
  /** Starts the loop unless it runs; `immediate` refreshes now, otherwise after one interval. */
  start(options: { immediate: boolean }): void;
  stop(): void;
  readonly running: boolean;
}

export function createRefreshLoop(options: RefreshLoopOptions): RefreshLoop {
  let running = false;
  let handle: unknown;
  let failures = 0;
  // Bumped by start and stop, so a refresh in flight when the loop stops changes nothing.
  let generation = 0;

  const schedule = (ms: number) => {
    handle = options.timers.setTimeout(run, ms);
  };

  async function run(): Promise<void> {
    const current = generation;
    handle = undefined;
    try {
      await options.refresh();
      if (current !== generation) return;
      failures = 0;
      schedule(options.intervalMs);
    } catch (error) {
      if (current !== generation) return;
      if (options.isUnrecoverable(error)) {
        loop.stop();
        return;
      }
      failures += 1;
      schedule(refreshBackoffDelay(failures, options.intervalMs));
    }
  }

  const loop: RefreshLoop = {
    start({ immediate }) {
      if (running) return;
      running = true;
      generation += 1;
      failures = 0;
      if (immediate) void run();
      else schedule(options.intervalMs);
    },
    stop() {
      running = false;
      generation += 1;
      if (handle !== undefined) options.timers.clearTimeout(handle);
      handle = undefined;
    },
    get running() {
      return running;
    },
  };
  return loop;
}
