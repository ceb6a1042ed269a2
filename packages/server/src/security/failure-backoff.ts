import { sql } from 'kysely';
import type { RateLimitDeps } from './rate-limit.ts';

/**
 * Slowing down, rather than locking out, after a run of failures (NIST SP 800-63B §5.2.2: wait
 * periods that increase exponentially keep an attacker from locking the subscriber out).
 *
 * The first `freeFailures` failures cost nothing. After that, each attempt must come at least
 * `baseDelayMs × 2^(failures − freeFailures)` (capped at `maxDelayMs`) after the last failure.
 * A run is forgotten after `forgetAfterMs` with no failure, or at once by clearFailureBackoff (a
 * success). Kept in the database (table failure_backoffs), so every instance shares it.
 */
export interface BackoffRule {
  key: string;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** The verdict on one attempt. */
export interface BackoffResult {
  allowed: boolean;
  /** When refused: whole seconds until the next attempt is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Books an attempt as a failure before it is checked (the caller clears the run when it succeeds),
 * or refuses it when it comes too soon after the last failure. While slowed down, the booking is
 * a compare-and-set on the row it read, so of several attempts racing for one slot exactly one
 * gets it and the others are refused with the new wait.
 */
export async function bookFailureAttempt(deps: RateLimitDeps, rule: BackoffRule): Promise<BackoffResult> {
  const db = deps.db;
  for (let pass = 0; pass < 3; pass += 1) {
    const now = deps.clock.now();
    const row = await db
      .selectFrom('failure_backoffs')
      .select(['failures', 'last_failure_at'])
      .where('key', '=', rule.key)
      .executeTakeFirst();
    const failures = row ? Number(row.failures) : 0;
    const lastFailureAt = row ? Number(row.last_failure_at) : 0;
    const forgotten = !row || now - lastFailureAt >= rule.forgetAfterMs;

    if (forgotten || failures < rule.freeFailures) {
      // Not slowed down: an atomic upsert, restarting a forgotten run at 1.
      await db
        .insertInto('failure_backoffs')
        .values({ key: rule.key, failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when failure_backoffs.last_failure_at <= ${now - rule.forgetAfterMs} then 1 else failure_backoffs.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .execute();
      return { allowed: true, retryAfterSeconds: 0 };
    }

    const waitMs = lastFailureAt + backoffDelayMs(rule, failures) - now;
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    const booked = await db
      .updateTable('failure_backoffs')
      .set({ failures: failures + 1, last_failure_at: now })
      .where('key', '=', rule.key)
      .where('failures', '=', failures)
      .where('last_failure_at', '=', lastFailureAt)
      .executeTakeFirst();
    if (Number(booked.numUpdatedRows) === 1) return { allowed: true, retryAfterSeconds: 0 };
    // Another attempt took the slot (or a success cleared the run): look again.
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/** Ends a run of failures, e.g. when the right passcode arrives. */
export async function clearFailureBackoff(deps: RateLimitDeps, key: string): Promise<void> {
  await deps.db.deleteFrom('failure_backoffs').where('key', '=', key).execute();
}

/** The wait required after the last of `failures` failures: 0 within the free ones, then doubling. */
export function backoffDelayMs(rule: Omit<BackoffRule, 'key' | 'forgetAfterMs'>, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // Past ~40 doublings the number is meaningless; the cap is reached long before.
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(doublings, 40));
}
