import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock.ts';
import type { OpenedDatabase } from '../store/database.ts';
import { enqueue } from '../store/jobs.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { defineJobKind, type JobResult } from './job-kind.ts';
import { startQueueWorker } from './worker.ts';

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('the durable job queue', () => {
  let database: OpenedDatabase;
  afterEach(() => database?.close());

  async function setUp() {
    database = await openTestDatabase();
    const clock = new AdjustableClock({ now: () => T0 });
    const logs: string[] = [];
    const deps = { db: database.db, engine: database.engine, clock, log: (line: string) => logs.push(line) };
    return { deps, clock, logs, db: database.db };
  }

  it('runs a committed job once, never a rolled-back one, retries on its schedule and gives up when it is spent', async () => {
    const { deps, clock, db } = await setUp();
    const seen: { id: string; attempt: number; payload: unknown }[] = [];
    const answers: JobResult[] = [
      { outcome: 'retry', statusCode: 500, error: 'HTTP 500' },
      { outcome: 'retry', error: 'timed out after 15 s' },
      { outcome: 'retry', statusCode: 503, error: 'HTTP 503' },
    ];
    const kind = defineJobKind<{ to: string }>({
      kind: 'test.echo',
      schedule: [5_000, 60_000],
      jitter: 0.1,
      async handle(job) {
        seen.push({ id: job.jobId, attempt: job.attempt, payload: job.payload });
        return answers.shift() ?? { outcome: 'ok' };
      },
    });
    const worker = startQueueWorker(deps, { kinds: [kind], timer: false, random: () => 1 });

    // The change and its job commit together: a rolled-back transaction leaves neither.
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, { kind: 'test.echo', payload: { to: 'lost' }, now: clock.now() });
        throw new Error('the change failed');
      })
      .catch(() => {});
    const id = await db
      .transaction()
      .execute((trx) =>
        enqueue(trx, { kind: 'test.echo', payload: { to: 'kept' }, now: clock.now(), projectId: 'p1' }),
      );

    expect(await worker.runNow()).toBe(1);
    expect(seen).toEqual([{ id, attempt: 1, payload: { to: 'kept' } }]);
    // Not due again until its 5 s (plus at most 10% jitter) have passed.
    clock.advance(5_000);
    expect(await worker.runNow()).toBe(0);
    clock.advance(500);
    expect(await worker.runNow()).toBe(1);
    clock.advance(66_000);
    expect(await worker.runNow()).toBe(1);
    // Three attempts for a schedule of two waits: the job failed for good, every attempt recorded.
    clock.advance(3_600_000);
    expect(await worker.runNow()).toBe(0);
    expect(seen.map((s) => [s.id, s.attempt])).toEqual([
      [id, 1],
      [id, 2],
      [id, 3],
    ]);
    const job = await db.selectFrom('jobs').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'HTTP 503', lease_token: null });
    const attempts = await db
      .selectFrom('job_attempts')
      .select(['attempt', 'outcome', 'status_code', 'error', 'started_at'])
      .where('job_id', '=', id)
      .orderBy('attempt')
      .execute();
    expect(attempts).toEqual([
      { attempt: 1, outcome: 'retry', status_code: 500, error: 'HTTP 500', started_at: T0 },
      { attempt: 2, outcome: 'retry', status_code: null, error: 'timed out after 15 s', started_at: T0 + 5_500 },
      { attempt: 3, outcome: 'failed', status_code: 503, error: 'HTTP 503', started_at: T0 + 71_500 },
    ]);
    expect(await db.selectFrom('jobs').select('job_id').execute()).toHaveLength(1);
  });

  it('gives a job whose instance died mid-attempt to another instance once its lease runs out', async () => {
    const { deps, clock, db } = await setUp();
    const handled: string[] = [];
    let hang: () => void = () => {};
    const hanging = defineJobKind({
      kind: 'test.work',
      schedule: [5_000],
      handle: () =>
        new Promise<JobResult>((resolve) => {
          hang = () => resolve({ outcome: 'ok' });
        }),
    });
    const healthy = defineJobKind({
      kind: 'test.work',
      schedule: [5_000],
      async handle(job) {
        handled.push(job.jobId);
        return { outcome: 'ok' };
      },
    });
    const id = await enqueue(db, { kind: 'test.work', payload: {}, now: clock.now() });
    // The first instance claims it and never finishes (its process is gone).
    const first = startQueueWorker(deps, { kinds: [hanging], timer: false, leaseMs: 60_000 });
    const stuck = first.runNow();
    await expect
      .poll(async () => (await db.selectFrom('jobs').select('status').executeTakeFirst())?.status)
      .toBe('running');

    const second = startQueueWorker(deps, { kinds: [healthy], timer: false, leaseMs: 60_000 });
    expect(await second.runNow()).toBe(0);
    clock.advance(60_000);
    expect(await second.runNow()).toBe(1);
    expect(handled).toEqual([id]);
    // The first instance's late answer changes nothing: its lease is no longer the job's.
    hang();
    await stuck;
    const job = await db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const outcomes = await db.selectFrom('job_attempts').select(['attempt', 'outcome']).execute();
    expect(outcomes).toEqual([{ attempt: 2, outcome: 'ok' }]);
  });

  it('never hands one job to two workers claiming at the same time', async () => {
    const { deps, clock, db } = await setUp();
    const runs = new Map<string, number>();
    const kind = defineJobKind({
      kind: 'test.count',
      schedule: [],
      async handle(job) {
        runs.set(job.jobId, (runs.get(job.jobId) ?? 0) + 1);
        // Hold the claim a moment so the workers' claims overlap.
        await new Promise((resolve) => setImmediate(resolve));
        return { outcome: 'ok' };
      },
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 60; i += 1) await enqueue(trx, { kind: 'test.count', payload: { i }, now: clock.now() });
    });
    const workers = [0, 1, 2, 3].map(() => startQueueWorker(deps, { kinds: [kind], timer: false, batch: 2 }));
    const counts = await Promise.all(workers.map((w) => w.runNow()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await db.selectFrom('jobs').select('job_id').where('status', '!=', 'done').execute()).toEqual([]);
  });

  it('keeps the process up when the database fails: the claim is logged and answers no work', async () => {
    const { deps, clock, logs } = await setUp();
    const kind = defineJobKind({ kind: 'test.any', schedule: [], handle: async () => ({ outcome: 'ok' }) });
    const worker = startQueueWorker(deps, { kinds: [kind], timer: false });
    await enqueue(deps.db, { kind: 'test.any', payload: {}, now: clock.now() });
    await database.close();
    expect(await worker.runNow()).toBe(0);
    expect(logs.join('\n')).toMatch(/Queue: could not claim jobs \(1 time\(s\) in a row\)/);
    await worker.stop();
    database = await openTestDatabase(); // for afterEach
  });
});
