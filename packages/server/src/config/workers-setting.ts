import { availableParallelism } from 'node:os';
import { intSetting } from './int-setting.ts';

/** The most server processes `FOYER_WORKERS` accepts. */
export const MAX_WORKERS = 64;

/**
 * `FOYER_WORKERS`: how many server processes share the port (node:cluster; cli/cluster.ts).
 * Default: 1 in development (one process to debug, and the test clock lives in one process's
 * memory); one per CPU core in production (`os.availableParallelism()`), since a session check is
 * CPU work on one event loop and every piece of shared state is in the database. A container
 * limited to fewer CPUs than the host shows should set it to its CPU limit.
 */
export function workersFromEnv(env: NodeJS.ProcessEnv, mode: 'development' | 'production', testClock: boolean): number {
  const fallback = mode === 'production' ? Math.min(availableParallelism(), MAX_WORKERS) : 1;
  const workers = intSetting(env, 'FOYER_WORKERS', fallback, { min: 1, max: MAX_WORKERS });
  if (workers > 1 && testClock) {
    throw new Error(
      `FOYER_TEST_CLOCK=1 needs FOYER_WORKERS=1: the moved clock lives in one process, got FOYER_WORKERS=${workers}`,
    );
  }
  return workers;
}

/**
 * The workers' environment: the password pools' default sizes are per process (one hashing thread
 * per core), so with several workers each gets its share of the cores unless the operator set them.
 */
export function workerEnv(env: NodeJS.ProcessEnv, workers: number): NodeJS.ProcessEnv {
  const cores = availableParallelism();
  return {
    FOYER_PASSWORD_HASH_THREADS: String(Math.max(1, Math.round(cores / workers))),
    FOYER_STRENGTH_THREADS: String(Math.max(1, Math.floor(cores / 2 / workers))),
    ...Object.fromEntries(
      ['FOYER_PASSWORD_HASH_THREADS', 'FOYER_STRENGTH_THREADS'].flatMap((name) =>
        env[name]?.trim() ? [[name, env[name]]] : [],
      ),
    ),
  };
}
