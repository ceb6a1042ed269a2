import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from './database.ts';
import type { Database, JobsTable } from './schema.ts';

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

/**
 * Takes one job by its id, if it is still pending (the request that wrote it tries it at once; a
 * worker that got there first wins and this answers null). Same lease as a batch claim.
 */
export async function claimJob(
  db: Kysely<Database>,
  options: { jobId: string; kinds: string[]; now: number; leaseMs: number },
): Promise<ClaimedJob | null> {
  const { jobId, kinds, now, leaseMs } = options;
  if (kinds.length === 0) return null;
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_token: randomUUID(),
      lease_until: now + leaseMs,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('job_id', '=', jobId)
    .where('kind', 'in', kinds)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return (row as ClaimedJob | undefined) ?? null;
}

/** What one attempt came to, as the queue records it. */
export interface AttemptOutcome {
  outcome: 'ok' | 'retry' | 'failed';
  statusCode?: number | null;
  error?: string;
}

/**
 * Records one attempt's outcome and moves the job on: done, back to pending at `retryAt`, or failed
 * (`retryAt` null after a retry means the schedule is spent). Only the claim that holds the lease
 * may: if the lease ran out and another instance took the job, nothing is written and this answers
 * false.
 */
export async function finishJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  attempt: { startedAt: number; finishedAt: number; result: AttemptOutcome; retryAt: number | null },
): Promise<boolean> {
  const { result, finishedAt, retryAt } = attempt;
  const error = result.outcome === 'ok' ? null : (result.error ?? '').slice(0, 1000);
  const givesUp = result.outcome === 'failed' || (result.outcome === 'retry' && retryAt === null);
  const status = result.outcome === 'ok' ? 'done' : givesUp ? 'failed' : 'pending';
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('jobs')
      .set({
        status,
        run_at: status === 'pending' && retryAt !== null ? retryAt : job.run_at,
        lease_token: null,
        lease_until: null,
        last_error: error,
        updated_at: finishedAt,
        finished_at: status === 'pending' ? null : finishedAt,
      })
      .where('job_id', '=', job.job_id)
      .where('lease_token', '=', job.lease_token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('job_attempts')
      .values({
        attempt_id: `job-attempt-${randomUUID()}`,
        job_id: job.job_id,
        attempt: job.attempts,
        started_at: attempt.startedAt,
        finished_at: finishedAt,
        outcome: status === 'failed' ? 'failed' : result.outcome === 'ok' ? 'ok' : 'retry',
        status_code: result.statusCode ?? null,
        error,
      })
      .execute();
    return true;
  });
}
