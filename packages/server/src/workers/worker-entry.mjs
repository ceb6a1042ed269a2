// The file every pool thread starts with (plain JavaScript, so it loads under any runtime). It
// loads the pool's worker module, given as `workerData.moduleUrl`, and calls its exports by name.
//
// TypeScript modules (the server run from source: tsx, vitest) are loaded through tsx's API here,
// and awaited: on Node 20, a `--import tsx` inherited by a worker thread registers its hooks too
// late for the thread's first import.
import { workerData } from 'node:worker_threads';

const { moduleUrl } = workerData;
const loaded = moduleUrl.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(moduleUrl, import.meta.url)
  : await import(moduleUrl);

/**
 * Runs the export `name` on `task`, and reports how long it took in this thread (a queue wait or a
 * slow message does not count): the pool's Retry-After is built from these times.
 */
export default function run({ name, task }) {
  const started = performance.now();
  const value = loaded[name](task);
  return { value, ms: performance.now() - started };
}
