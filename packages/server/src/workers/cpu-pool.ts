import { Piscina } from 'piscina';
import { ApiError } from '../errors/api-error.ts';
import { cpuPoolQueueDepth, cpuPoolRefusals } from '../metrics/registry.ts';

/** How one pool is sized and admits work. */
export interface CpuPoolOptions {
  /** Shown in errors and stats. */
  name: string;
  /** The worker module (see `workerUrl`): its exported functions are the tasks, called by name. */
  module: URL;
  /** Worker threads: the most tasks that run at once. */
  threads: number;
  /** Tasks that may wait for a thread; past `threads + queueLimit` a task is refused at once. */
  queueLimit: number;
  /**
   * Added to the workers' nice value (0–19, Linux per-thread): the event loop, which answers session
   * checks, then wins the CPU over hashing and scoring when both want it.
   */
  niceIncrement: number;
  /** Start threads on first use instead of at once (tests: most never hash or score). */
  lazy?: boolean;
  /** Where a thread that fails (e.g. cannot load its module) is reported. */
  log: (line: string) => void;
}

/** Figures a bench or a test reads. */
export interface CpuPoolStats {
  threads: number;
  /** Tasks admitted and not yet finished (running or waiting). */
  inFlight: number;
  completed: number;
  refused: number;
  /** Moving average of the workers' own time per task, in ms (0 before the first task). */
  meanRunMs: number;
  /** The worker threads' ids, to show the work is not on the main thread. */
  threadIds: number[];
}

/** A bounded pool of worker threads for CPU-heavy tasks. */
export interface CpuPool {
  /**
   * Runs the worker's export `name` on `task`. Throws ApiError `server_busy` with a `Retry-After`
   * header (the time the admitted work needs to drain) when the pool is full, instead of queueing
   * without bound.
   */
  run<R>(name: string, task: unknown): Promise<R>;
  stats(): CpuPoolStats;
  /** Ends the threads; tasks still running are rejected. */
  close(): Promise<void>;
}

/** Before any task has finished, Retry-After assumes this much work per task. */
const ASSUMED_RUN_MS = 50;
/** Weight of the newest task in the moving average. */
const SMOOTHING = 0.1;

/**
 * Creates a pool (piscina) with admission control: at most `threads + queueLimit` tasks are in
 * flight; the next one gets 503 server_busy at once, so a flood costs the server nothing but the
 * refusal, and a caller is told truthfully when the queue will have drained.
 */
export function createCpuPool(options: CpuPoolOptions): CpuPool {
  const piscina = new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    workerData: { moduleUrl: options.module.href },
    execArgv: workerExecArgv(process.execArgv),
    minThreads: options.lazy ? 0 : options.threads,
    maxThreads: options.threads,
    // Idle threads stay (a started pool is kept warm); close() ends them.
    idleTimeout: 60_000,
    niceIncrement: options.niceIncrement,
  });
  piscina.on('error', (error: Error) => options.log(`The ${options.name} worker pool failed: ${error.stack ?? error}`));
  const capacity = options.threads + options.queueLimit;
  let inFlight = 0;
  let completed = 0;
  let refused = 0;
  let meanRunMs = 0;
  let closing = false;
  // Exported at GET /metrics (metrics/registry.ts): the figures below, by pool name.
  const depth = cpuPoolQueueDepth.labels(options.name);
  const refusals = cpuPoolRefusals.labels(options.name);
  // Exported from the start (0), so a dashboard's series exist before the first task or refusal.
  depth.set(0);
  refusals.inc(0);

  return {
    async run<R>(name: string, task: unknown): Promise<R> {
      if (inFlight >= capacity) {
        refused++;
        refusals.inc();
        const drainMs = (inFlight / options.threads) * (meanRunMs || ASSUMED_RUN_MS);
        throw new ApiError('server_busy', undefined, {
          headers: { 'Retry-After': String(Math.max(1, Math.ceil(drainMs / 1000))) },
        });
      }
      if (closing) throw ApiError.variant('server_busy.shutting_down');
      depth.set(++inFlight);
      try {
        const result = (await piscina.run({ name, task })) as { value: R; ms: number };
        meanRunMs = meanRunMs === 0 ? result.ms : meanRunMs + SMOOTHING * (result.ms - meanRunMs);
        completed++;
        return result.value;
      } catch (error) {
        // A task cut off by shutdown: the caller may try again elsewhere (a load balancer will).
        if (closing) throw ApiError.variant('server_busy.shutting_down', { cause: error });
        throw error;
      } finally {
        depth.set(--inFlight);
      }
    },
    stats: () => ({
      threads: options.threads,
      inFlight,
      completed,
      refused,
      meanRunMs,
      threadIds: piscina.threads.map((worker) => worker.threadId),
    }),
    // Graceful: tasks already admitted finish (a request still being answered gets its answer).
    close: () => {
      closing = true;
      return piscina.close();
    },
  };
}

/**
 * The worker module beside `base` (pass `import.meta.url`), with base's own extension: `.ts` when
 * the server runs from source (tsx, vitest), `.js` once compiled.
 */
export function workerUrl(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/**
 * The parent's Node flags a pool thread starts with: only its export conditions
 * (`--conditions=foyer-source`), which the thread needs to resolve workspace packages as the parent
 * does. Module preloads are left out on purpose: worker-entry.mjs loads what it needs itself, and on
 * Node 20 a preload inherited by a thread (tsx, or a TypeScript file through it) runs before its
 * loader is ready and kills the thread. Process-wide flags (`--expose-gc`) a thread would refuse.
 */
export function workerExecArgv(parent: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const flag = parent[i] as string;
    if (flag.startsWith('--conditions=') || /^-C.+/.test(flag)) kept.push(flag);
    else if ((flag === '--conditions' || flag === '-C') && parent[i + 1] !== undefined) {
      kept.push(flag, parent[++i] as string);
    }
  }
  return kept;
}
