import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** What a caller hands the queue. */
export interface EnqueueOptions<P> {
  kind: string;
  payload: P;
  /** Time on the server's clock: the job is due from then (plus `delayMs`). */
  now: number;
  delayMs?: number;
  projectId?: string | null;
  /** What it is about, for listing (a webhook endpoint's id, a message's id). */
  subjectId?: string | null;
}

/**
 * Writes a job. Pass the caller's transaction so the job commits (or rolls back) with the change it
 * reports: a user created and its `user.created` webhook are one write, never one without the other.
 * Answers the job's id.
 */
export async function enqueue<P>(trx: Kysely<Database>, options: EnqueueOptions<P>): Promise<string> {
  const jobId = `job-${randomUUID()}`;
  await trx
    .insertInto('jobs')
    .values({
      job_id: jobId,
      kind: options.kind,
      project_id: options.projectId ?? null,
      subject_id: options.subjectId ?? null,
      payload: JSON.stringify(options.payload),
      status: 'pending',
      attempts: 0,
      run_at: options.now + (options.delayMs ?? 0),
      lease_token: null,
      lease_until: null,
      last_error: null,
      created_at: options.now,
      updated_at: options.now,
      finished_at: null,
    })
    .execute();
  return jobId;
}
