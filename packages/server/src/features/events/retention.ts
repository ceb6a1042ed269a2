import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../store/schema.ts';

/** At most this many old events are deleted per prune, so one prune never holds the database long. */
export const PRUNE_BATCH = 1_000;
/** Each instance prunes at most this often, when an event is written. */
export const PRUNE_INTERVAL_MS = 60_000;

const DAY_MS = 86_400_000;

/**
 * Deletes events received more than `retentionDays` ago, at most PRUNE_BATCH of them (oldest
 * first). One statement both engines run: a subquery picks the ids, using the received_at index.
 * @returns how many were deleted
 */
export async function pruneOldEvents(
  db: Kysely<Database>,
  options: { now: number; retentionDays: number; batch?: number },
): Promise<number> {
  const cutoff = options.now - options.retentionDays * DAY_MS;
  const result = await db
    .deleteFrom('events')
    .where('event_id', 'in', (qb) =>
      qb
        .selectFrom('events')
        .select('event_id')
        .where('received_at', '<', cutoff)
        .orderBy('received_at')
        .limit(options.batch ?? PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A pruner for one instance: `maybePrune()` prunes when PRUNE_INTERVAL_MS (by the injected clock)
 * has passed since this instance last did, and does nothing otherwise. Opportunistic, so there is
 * no timer to stop; several instances each prune, which the database tolerates (a row is deleted once).
 */
export function createEventPruner(deps: { db: Kysely<Database>; clock: Clock }, retentionDays: number) {
  let lastPrunedAt = Number.NEGATIVE_INFINITY;
  return {
    async maybePrune(): Promise<void> {
      const now = deps.clock.now();
      if (now - lastPrunedAt < PRUNE_INTERVAL_MS) return;
      lastPrunedAt = now;
      await pruneOldEvents(deps.db, { now, retentionDays });
    },
  };
}
