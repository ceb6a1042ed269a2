import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One kind and state of the durable queue: how many jobs, and when the oldest was enqueued. */
export interface QueueStat {
  kind: string;
  status: 'pending' | 'running' | 'failed';
  jobs: number;
  oldestCreatedAt: number;
}

/** The queue's jobs that are waiting, in progress or failed, by kind and state (for /metrics). */
export async function readQueueStats(db: Kysely<Database>): Promise<QueueStat[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['kind', 'status', eb.fn.countAll().as('jobs'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'running', 'failed'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status as QueueStat['status'],
    jobs: Number(row.jobs),
    oldestCreatedAt: Number(row.oldest),
  }));
}
