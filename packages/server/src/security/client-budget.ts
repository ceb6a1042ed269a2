import type { AdmissionSettings } from '../config/admission-settings.ts';

/** One client's bucket and the requests it has being worked on. */
interface Entry {
  tokens: number;
  updatedAt: number;
  inFlight: number;
}

/** The verdict on one request: admitted (call `done` when answered) or refused with a wait. */
export type Admission = { admitted: true; done: () => void } | { admitted: false; retryAfterSeconds: number };

/** Past this many clients, idle ones with a full bucket are forgotten (at most once a second). */
const PRUNE_ABOVE = 10_000;

/**
 * Per-process token buckets by client key, in memory: a check costs a map lookup and some
 * arithmetic, no I/O. A token per request, refilled at `perSecond` up to `burst`; and at most
 * `inFlight` requests of one client at a time, so a client holding many connections cannot take
 * the event loop and the worker pools from the others. Not shared between instances: the
 * database-backed limits (security/rate-limit.ts) are what holds across them.
 */
export function createClientBudget(settings: AdmissionSettings, now: () => number) {
  const entries = new Map<string, Entry>();
  let prunedAt = 0;

  function refill(entry: Entry, at: number): void {
    entry.tokens = Math.min(settings.burst, entry.tokens + ((at - entry.updatedAt) / 1000) * settings.perSecond);
    entry.updatedAt = at;
  }

  function prune(at: number): void {
    if (entries.size <= PRUNE_ABOVE || at - prunedAt < 1000) return;
    prunedAt = at;
    for (const [key, entry] of entries) {
      refill(entry, at);
      if (entry.inFlight === 0 && entry.tokens >= settings.burst) entries.delete(key);
    }
  }

  return {
    /** Takes a token and an in-flight place for `key`, or says how long to wait. */
    admit(key: string): Admission {
      const at = now();
      prune(at);
      let entry = entries.get(key);
      if (!entry) {
        entry = { tokens: settings.burst, updatedAt: at, inFlight: 0 };
        entries.set(key, entry);
      }
      refill(entry, at);
      if (entry.inFlight >= settings.inFlight) return { admitted: false, retryAfterSeconds: 1 };
      if (entry.tokens < 1) {
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - entry.tokens) / settings.perSecond)) };
      }
      entry.tokens -= 1;
      entry.inFlight += 1;
      const held = entry;
      let released = false;
      return {
        admitted: true,
        done: () => {
          if (released) return;
          released = true;
          held.inFlight -= 1;
        },
      };
    },
    /** How many clients are remembered (for tests of the memory bound). */
    size: () => entries.size,
  };
}
