import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { queueAttempts } from '../metrics/registry.ts';
import type { Engine } from '../store/database.ts';
import { type ClaimedJob, claimDueJobs, claimJob, finishJob } from '../store/job-claims.ts';
import type { Database } from '../store/schema.ts';
import { type JobKind, type JobResult, nextRunAt } from './job-kind.ts';

/** How often an idle worker looks for due jobs. */
export const QUEUE_POLL_MS = 1_000;
/** Jobs taken per claim. */
export const QUEUE_BATCH = 10;
/** How long a claim holds a job: well past any handler's own deadline (a webhook's is 15 s). */
export const QUEUE_LEASE_MS = 60_000;
/**
 * The longest wait between claims while the database keeps failing: short, because a passcode
 * written just before an outage should leave within seconds of the database's return, and a
 * failing claim every 5 s costs nothing.
 */
export const QUEUE_MAX_BACKOFF_MS = 5_000;

export interface QueueWorkerDeps {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  log: (line: string, level?: 'warn' | 'error') => void;
}

export interface QueueWorker {
  /** Claims and handles every due job now (in batches); answers how many attempts it made. */
  runNow(): Promise<number>;
  /**
   * Claims one job by id and attempts it now (the request that wrote it, to answer with the first
   * attempt's outcome); null when it is not pending any more or this worker has stopped.
   */
  runJob(jobId: string): Promise<JobResult | null>;
  /** No further claims; resolves once the attempts in progress have finished. */
  stop(): Promise<void>;
}

/**
 * Each instance's (and each cluster worker's) queue loop, started by server.ts: it claims due jobs of
 * the kinds it knows, runs their handlers, and records each outcome; the database shares the work
 * out, so a job runs on one instance at a time. A failing database never ends the process: the
 * loop logs and waits longer each time (up to QUEUE_MAX_BACKOFF_MS). Tests pass `timer: false` and
 * call runNow() with the injected clock.
 */
export function startQueueWorker(
  deps: QueueWorkerDeps,
  options: {
    // biome-ignore lint/suspicious/noExplicitAny: each kind's payload type is its own
    kinds: JobKind<any>[];
    pollMs?: number;
    batch?: number;
    leaseMs?: number;
    timer?: boolean;
    random?: () => number;
  },
): QueueWorker {
  const pollMs = options.pollMs ?? QUEUE_POLL_MS;
  const batch = options.batch ?? QUEUE_BATCH;
  const leaseMs = options.leaseMs ?? QUEUE_LEASE_MS;
  const kinds = new Map(options.kinds.map((k) => [k.kind, k]));
  let running: Promise<number> | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(job: ClaimedJob): Promise<JobResult | null> {
    const kind = kinds.get(job.kind);
    if (!kind) return null; // only kinds this worker knows are claimed
    const startedAt = deps.clock.now();
    let result: JobResult;
    try {
      result = await kind.handle({
        jobId: job.job_id,
        kind: job.kind,
        projectId: job.project_id,
        subjectId: job.subject_id,
        payload: JSON.parse(job.payload),
        attempt: job.attempts,
        createdAt: job.created_at,
      });
    } catch (error) {
      result = { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = deps.clock.now();
    const retryAt = result.outcome === 'retry' ? nextRunAt(kind, job.attempts, finishedAt, options.random) : null;
    const recorded = await finishJob(deps.db, job, { startedAt, finishedAt, result, retryAt });
    const outcome = result.outcome === 'ok' ? 'ok' : retryAt === null ? 'failed' : 'retry';
    if (recorded) queueAttempts.inc({ kind: job.kind, outcome });
    if (!recorded) deps.log(`Queue: ${job.kind} job ${job.job_id} outlived its lease; another instance has it now`);
    else if (result.outcome !== 'ok' && retryAt === null) {
      deps.log(`Queue: ${job.kind} job ${job.job_id} failed after ${job.attempts} attempt(s): ${result.error}`);
    }
    return result;
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (stopped) return handled;
      const claimed = await claimDueJobs(deps.db, {
        engine: deps.engine,
        kinds: [...kinds.keys()],
        now: deps.clock.now(),
        batch,
        leaseMs,
      });
      // One job's failure to record is logged and leaves it to its lease; the others go on.
      await Promise.all(
        claimed.map((job) =>
          attempt(job).catch((error: unknown) =>
            deps.log(`Queue: could not record ${job.kind} job ${job.job_id}: ${describe(error)}`, 'error'),
          ),
        ),
      );
      handled += claimed.length;
      if (claimed.length < batch) return handled;
    }
  }

  function runNow(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) return running.then(() => runNow());
    running = drain()
      .then((handled) => {
        failures = 0;
        return handled;
      })
      .catch((error: unknown) => {
        failures += 1;
        deps.log(`Queue: could not claim jobs (${failures} time(s) in a row): ${describe(error)}`, 'error');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped || options.timer === false) return;
    const wait = failures === 0 ? pollMs : Math.min(pollMs * 2 ** failures, QUEUE_MAX_BACKOFF_MS);
    timer = setTimeout(() => void runNow().finally(schedule), wait);
    timer.unref();
  }
  schedule();

  return {
    runNow,
    async runJob(jobId) {
      if (stopped) return null;
      const job = await claimJob(deps.db, { jobId, kinds: [...kinds.keys()], now: deps.clock.now(), leaseMs });
      return job ? attempt(job) : null;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
