import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { defineJobKind } from '../../queue/job-kind.ts';
import { startQueueWorker } from '../../queue/worker.ts';
import { enqueue } from '../../store/jobs.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { JANITOR_INTERVAL_MS, janitorSweeps, startJanitor } from './janitor.ts';

const START = Date.UTC(2030, 0, 1);
const DAY_MS = 86_400_000;

let t: TestContext;
afterEach(() => t.close());

it('deletes jobs finished longer ago than FOYER_QUEUE_RETENTION_DAYS with their attempts, never a waiting one', async () => {
  t = await createTestContext({ clock: { stoppedAt: START } });
  const db = t.deps.db;
  const kind = defineJobKind<{ fails: boolean }>({
    kind: 'test.send',
    schedule: [],
    handle: async (job) => (job.payload.fails ? { outcome: 'failed', error: 'HTTP 500' } : { outcome: 'ok' }),
  });
  const sent = await enqueue(db, { kind: 'test.send', payload: { fails: false }, now: START });
  const failed = await enqueue(db, { kind: 'test.send', payload: { fails: true }, now: START });
  // A retry due in 60 days (past any retention): still waiting, so it stays however old it is.
  const waiting = await enqueue(db, { kind: 'test.send', payload: { fails: false }, now: START, delayMs: 60 * DAY_MS });
  const worker = startQueueWorker(t.deps, { kinds: [kind], timer: false });
  expect(await worker.runNow()).toBe(2);
  await worker.stop();

  // FOYER_QUEUE_RETENTION_DAYS=7, read as the server reads it; a zero is refused at start.
  const config = loadConfig({ FOYER_QUEUE_RETENTION_DAYS: '7' });
  expect(config.queueRetentionDays).toBe(7);
  expect(() => loadConfig({ FOYER_QUEUE_RETENTION_DAYS: '0' })).toThrow(/FOYER_QUEUE_RETENTION_DAYS must be/);
  const janitor = startJanitor(t.deps, { sweeps: janitorSweeps(config), timer: false });
  const jobIds = async () =>
    (await db.selectFrom('jobs').select('job_id').orderBy('created_at').execute()).map((r) => r.job_id);
  const attempts = async () => (await db.selectFrom('job_attempts').select('job_id').execute()).length;

  // Six days on, the admin API still has both finished jobs and their attempts to show.
  t.clock.advance(6 * DAY_MS);
  expect((await janitor.runNow())?.jobs).toBe(0);
  expect(new Set(await jobIds())).toEqual(new Set([sent, failed, waiting]));
  expect(await attempts()).toBe(2);

  // Past seven days the finished ones go, attempts and all; the waiting one stays.
  t.clock.advance(DAY_MS + JANITOR_INTERVAL_MS);
  expect((await janitor.runNow())?.jobs).toBe(2);
  expect(await jobIds()).toEqual([waiting]);
  expect(await attempts()).toBe(0);
  expect(t.logs.some((line) => line.includes('2 jobs'))).toBe(true);
  await janitor.stop();
});
