import { beforeAll } from 'vitest';

/**
 * Loads the lazy product chunks a test file renders, once, before its tests. On a busy machine the
 * first import of a chunk (transformed on demand) took seconds, past a findBy*'s wait and the test's
 * own time limit; loaded here, the tests only render. The hook's limit is an upper bound for a
 * starved transform, not a wait.
 *
 * @example
 * preloadChunks(() => import('../screens/passkeys/index.ts'));
 */
export function preloadChunks(...loads: (() => Promise<unknown>)[]): void {
  beforeAll(() => Promise.all(loads.map((load) => load())), 120_000);
}
