import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { ClaimedJob } from './claim.ts';
import type { JobResult } from './job-kind.ts';

/**
 * Records one attempt's outcome and moves the job on: done, back to pending at `retryAt`, or failed
 * (`retryAt` null after a retry means the schedule is spent). Only the claim that holds the lease
 * may: if the lease ran out and another instance took the job, nothing is written and this answers
 * false.
 */
export async function finishJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  attempt: { startedAt: number; finishedAt: number; result: JobResult; retryAt: number | null },
): Promise<boolean> {
  const { result, finishedAt, retryAt } = attempt;
  const error = result.outcome === 'ok' ? null : result.error.slice(0, 1000);
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
