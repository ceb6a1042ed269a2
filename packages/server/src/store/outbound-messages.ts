import type { Kysely } from 'kysely';
import type { Database, JobsTable } from './schema.ts';

/** How the admin API names a queued message's state (the job's status, in words for a person). */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed';
const JOB_STATUS: Record<MessageStatus, JobsTable['status']> = {
  queued: 'pending',
  sending: 'running',
  sent: 'done',
  failed: 'failed',
};

export interface OutboundMessage {
  message_id: string;
  channel: string;
  to: string | null;
  status: MessageStatus;
  attempts: number;
  /** When the next attempt is due (queued messages only). */
  next_attempt_at: string | null;
  /** Why the last attempt failed: the mail server and its code, never the message. */
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/**
 * A project's outbound messages of the given kinds (the queue's `email` jobs), newest first,
 * optionally of one status. Only the envelope: the message itself stays sealed in the job.
 */
export async function listOutboundMessages(
  db: Kysely<Database>,
  options: { projectId: string; kinds: Record<string, string>; status?: MessageStatus; limit: number },
): Promise<OutboundMessage[]> {
  let query = db
    .selectFrom('jobs')
    .select(['job_id', 'kind', 'subject_id', 'status', 'attempts', 'run_at', 'last_error', 'created_at', 'finished_at'])
    .where('project_id', '=', options.projectId)
    .where('kind', 'in', Object.keys(options.kinds));
  if (options.status) query = query.where('status', '=', JOB_STATUS[options.status]);
  const rows = await query.orderBy('created_at', 'desc').orderBy('job_id').limit(options.limit).execute();
  const statusOf = Object.fromEntries(Object.entries(JOB_STATUS).map(([k, v]) => [v, k])) as Record<
    JobsTable['status'],
    MessageStatus
  >;
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return rows.map((row) => ({
    message_id: row.job_id,
    channel: options.kinds[row.kind] ?? row.kind,
    to: row.subject_id,
    status: statusOf[row.status],
    attempts: Number(row.attempts),
    next_attempt_at: row.status === 'pending' ? iso(row.run_at) : null,
    last_error: row.last_error,
    created_at: iso(row.created_at) as string,
    finished_at: iso(row.finished_at),
  }));
}
