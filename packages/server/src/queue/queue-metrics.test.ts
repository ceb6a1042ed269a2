import { spawnSync } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { AdjustableClock } from '../clock.ts';
import { registry, watchQueue } from '../metrics/registry.ts';
import type { OpenedDatabase } from '../store/database.ts';
import { enqueue } from '../store/jobs.ts';
import { readQueueStats } from '../store/queue-stats.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { defineJobKind } from './job-kind.ts';
import { startQueueWorker } from './worker.ts';

const KIND = 'test.metrics';

let database: OpenedDatabase;
let unwatch = () => {};
afterEach(async () => {
  unwatch();
  await database?.close();
});

/** One series' value in Prometheus text, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('the queue’s metrics show its depth, the age of its oldest waiting job and its failures by kind, as promtool accepts', async () => {
  database = await openTestDatabase();
  const clock = new AdjustableClock({ now: () => Date.now() });
  const deps = { db: database.db, engine: database.engine, clock, log: () => {} };
  unwatch = watchQueue(() => readQueueStats(database.db));
  const kind = defineJobKind<{ fails: boolean }>({
    kind: KIND,
    schedule: [5_000],
    handle: async (job) =>
      job.payload.fails ? { outcome: 'retry', statusCode: 500, error: 'HTTP 500' } : { outcome: 'ok' },
  });
  const worker = startQueueWorker(deps, { kinds: [kind], timer: false });
  await enqueue(database.db, { kind: KIND, payload: { fails: false }, now: clock.now() });
  await enqueue(database.db, { kind: KIND, payload: { fails: true }, now: clock.now() });
  // Waiting two minutes already, its first attempt an hour away: what an alert on age should catch.
  await enqueue(database.db, { kind: KIND, payload: { fails: false }, now: clock.now() - 120_000, delayMs: 3_720_000 });

  expect(await worker.runNow()).toBe(2);
  let text = await registry.metrics();
  expect(value(text, `foyer_queue_jobs{kind="${KIND}",status="pending"}`)).toBe(2);
  expect(value(text, `foyer_queue_attempts_total{kind="${KIND}",outcome="ok"}`)).toBe(1);
  expect(value(text, `foyer_queue_attempts_total{kind="${KIND}",outcome="retry"}`)).toBe(1);
  expect(value(text, `foyer_queue_oldest_age_seconds{kind="${KIND}"}`)).toBeGreaterThanOrEqual(120);

  // The retry fails too and the schedule is spent: one failed job, counted as given up.
  clock.advance(5_500);
  expect(await worker.runNow()).toBe(1);
  await worker.stop();
  text = await registry.metrics();
  expect(value(text, `foyer_queue_jobs{kind="${KIND}",status="failed"}`)).toBe(1);
  expect(value(text, `foyer_queue_jobs{kind="${KIND}",status="pending"}`)).toBe(1);
  expect(value(text, `foyer_queue_attempts_total{kind="${KIND}",outcome="failed"}`)).toBe(1);
  const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  expect({ status: promtool.status, output: promtool.stdout + promtool.stderr }).toEqual({ status: 0, output: '' });
});
