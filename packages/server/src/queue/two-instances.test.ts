import { afterEach, expect, it } from 'vitest';
import { AdjustableClock } from '../clock.ts';
import type { OpenedDatabase } from '../store/database.ts';
import { enqueue } from '../store/jobs.ts';
import { oneDatabaseTwice } from '../testing/one-database-twice.ts';
import { defineJobKind } from './job-kind.ts';
import { startQueueWorker } from './worker.ts';

const JOBS = 300;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Two instances, each with its own connection pool (two processes behind a load balancer), drain one
 * queue at once. On PostgreSQL the claim's `FOR UPDATE SKIP LOCKED` is what keeps them apart: without
 * it both claims read the same due rows before either commits, and the second UPDATE, once the first
 * lets go of the rows, claims them again (a double send). Checked: with `.skipLocked()` removed from
 * store/job-claims.ts this test fails on PostgreSQL with jobs sent twice.
 */
it('two instances with their own pools draining one queue send every job exactly once', async () => {
  const database = await oneDatabaseTwice();
  cleanups.push(database.close);
  const clock = new AdjustableClock({ now: () => Date.UTC(2026, 10, 26, 12, 0, 0) });
  const sent = new Map<string, string[]>();
  const instance = (name: string, opened: OpenedDatabase) => {
    const kind = defineJobKind<{ n: number }>({
      kind: 'test.send',
      schedule: [5_000],
      async handle(job) {
        sent.set(job.jobId, [...(sent.get(job.jobId) ?? []), name]);
        // A send takes a moment (an SMTP or HTTP round trip): the other instance claims meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        return { outcome: 'ok' };
      },
    });
    const deps = { db: opened.db, engine: opened.engine, clock, log: () => {} };
    // Three loops per instance (a cluster's workers), each claiming on its own connection.
    const workers = [1, 2, 3].map(() => startQueueWorker(deps, { kinds: [kind], timer: false, batch: 5 }));
    for (const worker of workers) cleanups.push(() => worker.stop());
    return { runNow: async () => (await Promise.all(workers.map((w) => w.runNow()))).reduce((x, y) => x + y, 0) };
  };
  const a = instance('a', database.first);
  const b = instance('b', database.second);
  await database.first.db.transaction().execute(async (trx) => {
    for (let n = 0; n < JOBS; n += 1) await enqueue(trx, { kind: 'test.send', payload: { n }, now: clock.now() });
  });

  const [fromA, fromB] = await Promise.all([a.runNow(), b.runNow()]);
  const twice = [...sent].filter(([, by]) => by.length > 1);
  expect(twice).toEqual([]);
  expect(sent.size).toBe(JOBS);
  expect(fromA + fromB).toBe(JOBS);
  // Both did a share of the work: the test raced two claimers, not one after the other.
  expect(Math.min(fromA, fromB)).toBeGreaterThan(0);
  const db = database.second.db;
  expect(await db.selectFrom('jobs').select('job_id').where('status', '!=', 'done').execute()).toEqual([]);
  const attempts = await db
    .selectFrom('job_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  expect(Number(attempts[0]?.n)).toBe(JOBS);
});
