import { sql } from 'kysely';
import type { Sweep } from './sweeps.ts';

/**
 * Jobs done or failed more than `retentionMs` ago (sent email and texts, delivered or given-up
 * webhooks), with their attempts: until then the admin API still shows what happened to them.
 * A pending or running job has no finished_at, so it is never picked. The attempts go first in the
 * same batch (the foreign key cascades too, but SQLite only with its pragma on).
 */
export function finishedJobs(retentionMs: number): Sweep {
  return {
    name: 'jobs',
    table: 'jobs',
    cutoffColumn: 'finished_at',
    async run(db, { now, batch }) {
      return db.transaction().execute(async (trx) => {
        const picked = await sql<{ job_id: string }>`select job_id from jobs
          where finished_at < ${now - retentionMs} limit ${batch}`.execute(trx);
        const ids = picked.rows.map((row) => row.job_id);
        if (ids.length === 0) return 0;
        await trx.deleteFrom('job_attempts').where('job_id', 'in', ids).execute();
        const result = await trx.deleteFrom('jobs').where('job_id', 'in', ids).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}
