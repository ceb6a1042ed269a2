// Loaded into `foyer start` by bench/memory.ts (NODE_OPTIONS=--import, with --expose-gc): answers
// the bench's { type: 'memory' } over the IPC channel with the process's memory after a full GC.
// Measuring only: the server's own code is untouched. Main thread only (pool threads may load it).
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.send) {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    // Twice: the first pass can leave garbage that only a second one frees (weak references).
    globalThis.gc?.();
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const threads = Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN);
    process.send({ type: 'memory', rss, heapUsed, heapTotal, external, arrayBuffers, threads });
  });
  // The IPC channel alone must not keep a stopping server alive.
  process.channel?.unref();
}
