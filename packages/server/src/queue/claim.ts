import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../store/database.ts';
import type { Database, JobsTable } from '../store/schema.ts';

export type ClaimedJob = Selectable<JobsTable> & { lease_token: string };

/**
 * Takes up to `batch` due jobs of the given kinds for this instance, in one statement: pending jobs
 * whose time has come, and running ones whose lease ran out (their instance died mid-attempt). Each
 * gets a fresh lease token, so only this claim may finish it. On PostgreSQL the subquery locks the
 * rows it picks and skips rows another instance is claiming (`FOR UPDATE SKIP LOCKED`): two
 * instances never take one job. SQLite has one writer at a time, so its UPDATE … RETURNING is the
 * claim.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  options: { engine: Engine; kinds: string[]; now: number; batch: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  const { engine, kinds, now, batch, leaseMs } = options;
  if (kinds.length === 0) return [];
  // One token per claim statement, told apart per job by its id: finish() compares both.
  const token = randomUUID();
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_token: token,
      lease_until: now + leaseMs,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('job_id', 'in', (eb) => {
      const due = eb
        .selectFrom('jobs as due')
        .select('due.job_id')
        .where('due.kind', 'in', kinds)
        .where((w) =>
          w.or([
            w.and([w('due.status', '=', 'pending'), w('due.run_at', '<=', now)]),
            w.and([w('due.status', '=', 'running'), w('due.lease_until', '<=', now)]),
          ]),
        )
        .orderBy('due.run_at')
        .limit(batch);
      return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
  return rows as ClaimedJob[];
}
