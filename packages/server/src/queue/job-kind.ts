/** A job as its handler sees it: the payload it was enqueued with and which attempt this is. */
export interface Job<P> {
  jobId: string;
  kind: string;
  projectId: string | null;
  subjectId: string | null;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  createdAt: number;
}

/**
 * What came of one attempt. `retry` waits for the kind's schedule (or gives up once it is spent);
 * `failed` gives up at once (e.g. the endpoint was disabled, the code the message carries expired).
 * A handler that throws is a `retry` with the error's message.
 */
export type JobResult =
  | { outcome: 'ok'; statusCode?: number | null }
  | { outcome: 'retry' | 'failed'; statusCode?: number | null; error: string };

/** One kind of job: how to handle it, and how long to wait after each failed attempt. */
export interface JobKind<P = unknown> {
  kind: string;
  handle(job: Job<P>): Promise<JobResult>;
  /**
   * Milliseconds to wait after attempt 1, 2, … fails before the next; once spent, the job is
   * marked failed. `[]` means a single attempt.
   */
  schedule: readonly number[];
  /** Each wait is lengthened by up to this fraction at random, so retries do not arrive in waves. Default 0.1. */
  jitter?: number;
}

/** Typed help for declaring a job kind: the payload's type flows from `handle` to `enqueue`. */
export function defineJobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/**
 * When attempt `attempt` (1-based) failed at `now`, when the next may run, or null when the schedule
 * is spent. Jitter only ever lengthens a wait, never shortens it below the schedule's figure.
 */
export function nextRunAt(
  kind: Pick<JobKind, 'schedule' | 'jitter'>,
  attempt: number,
  now: number,
  random: () => number = Math.random,
): number | null {
  const wait = kind.schedule[attempt - 1];
  if (wait === undefined) return null;
  return now + wait + Math.floor(wait * (kind.jitter ?? 0.1) * random());
}
