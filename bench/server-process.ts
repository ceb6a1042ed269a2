/**
 * The server under load, in its own process so the load generator does not share its event loop
 * and its RSS is the server's alone. Started by bench/sessions.ts with the environment a production
 * deployment would have; talks back over the IPC channel.
 *
 * `BENCH_WORKERS` > 1 (default 1) runs the process model of `foyer start` with `FOYER_WORKERS`:
 * this process seeds the database, then forks that many workers (node:cluster) sharing one port;
 * the RSS and heap it reports are the sum over this process and every worker.
 */
import cluster, { type Worker } from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig, type RunningServer, startServer, workerEnv } from '@foyer/server';
import { type SeededData, seedLoad } from '@foyer/server/testing';

/** One process's RSS and live heap (bytes), named by its role: `server`, `primary` or `worker N`. */
export interface ProcessMemory {
  name: string;
  rss: number;
  heapUsed: number;
}
/** Messages from the bench to this process. */
export type ToServer = { type: 'rss' } | { type: 'stop' } | { type: 'event-loop-delay' };
/** Messages from this process to the bench. */
export type FromServer =
  | { type: 'ready'; url: string; seeded: SeededData; rss: number }
  | { type: 'rss'; rss: number; heapUsed: number; processes: ProcessMemory[] }
  /** The server's event-loop delay (ms) since the last ask: whether its own loop was blocked. */
  | { type: 'event-loop-delay'; p50Ms: number; p99Ms: number; maxMs: number };

/** Event-loop delay since the last ask (single-process servers only). */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
function eventLoopDelay(): FromServer {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const answer = {
    type: 'event-loop-delay' as const,
    p50Ms: ms(loopDelay.percentile(50)),
    p99Ms: ms(loopDelay.percentile(99)),
    maxMs: ms(loopDelay.max),
  };
  loopDelay.reset();
  return answer;
}
/** Between this process and its workers: the same questions, answered per worker. */
type WorkerAnswer = { type: 'worker-rss'; rss: number; heapUsed: number };

const send = (message: FromServer) => process.send?.(message);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
if (!Number.isInteger(workers) || workers < 1) throw new Error(`BENCH_WORKERS must be 1 or more, got ${workers}`);

/** This process's RSS and live heap: the live heap, not what V8 has yet to collect (a leak shows as growth). */
function memory(): { rss: number; heapUsed: number } {
  const rss = process.memoryUsage().rss;
  globalThis.gc?.();
  return { rss, heapUsed: process.memoryUsage().heapUsed };
}

/**
 * autocannon abandons the requests in flight when a run ends; let their handlers finish before the
 * database closes under them.
 */
async function stopServer(server: RunningServer): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await server.close();
  process.exit(0);
}

const config = loadConfig(process.env);
// Production logs only failures; keep them visible on stderr, never on the IPC channel.
const log = (line: string) => process.stderr.write(`${line}\n`);

async function seed(server: RunningServer): Promise<SeededData> {
  return seedLoad(server.deps, config.projects[0]?.project_id ?? '', {
    users: Number(process.env.BENCH_USERS ?? 200),
    magicLinks: Number(process.env.BENCH_MAGIC_LINKS ?? 20_000),
  });
}

if (cluster.isWorker) {
  const server = await startServer(config, log);
  process.on('message', (message: ToServer) => {
    if (message.type === 'rss') process.send?.({ type: 'worker-rss', ...memory() } satisfies WorkerAnswer);
    if (message.type === 'stop') void stopServer(server);
  });
} else if (workers === 1) {
  const server = await startServer(config, log);
  const seeded = await seed(server);
  send({ type: 'ready', url: server.url, seeded, rss: process.memoryUsage().rss });
  process.on('message', (message: ToServer) => {
    if (message.type === 'rss') {
      const own = memory();
      send({ type: 'rss', ...own, processes: [{ name: 'server', ...own }] });
    }
    if (message.type === 'event-loop-delay') send(eventLoopDelay());
    if (message.type === 'stop') void stopServer(server);
  });
} else {
  // Seed through a server of this process's own (its port unused), closed before the workers start:
  // they find the projects, users, sessions and signing key in the database, as `foyer start`'s do.
  const seeder = await startServer({ ...config, port: 0 }, log);
  const seeded = await seed(seeder);
  await seeder.close();
  globalThis.gc?.(); // the seeding's garbage is not the cluster's memory

  const env = workerEnv(process.env, workers);
  const forked: Worker[] = [];
  const listening = Array.from({ length: workers }, () => {
    const worker = cluster.fork(env);
    forked.push(worker);
    return new Promise<number>((resolve, reject) => {
      worker.once('listening', (address) => resolve(address.port));
      worker.once('exit', (code) => reject(new Error(`A bench worker exited (${code}) before it listened`)));
    });
  });
  const [port] = await Promise.all(listening);
  const url = `http://${config.host}:${port}`;
  const total = async () => {
    const answers = await Promise.all(
      forked.map(
        (worker) =>
          new Promise<WorkerAnswer>((resolve) => {
            worker.once('message', resolve);
            worker.send({ type: 'rss' } satisfies ToServer);
          }),
      ),
    );
    const own = memory();
    return {
      rss: answers.reduce((sum, a) => sum + a.rss, own.rss),
      heapUsed: answers.reduce((sum, a) => sum + a.heapUsed, own.heapUsed),
      // The primary seeded through a server of its own, so it holds the server's modules too;
      // `foyer start`'s primary only migrates and forks.
      processes: [
        { name: 'primary', ...own },
        ...answers.map((a, i) => ({ name: `worker ${i + 1}`, rss: a.rss, heapUsed: a.heapUsed })),
      ],
    };
  };
  send({ type: 'ready', url, seeded, rss: (await total()).rss });
  process.on('message', async (message: ToServer) => {
    if (message.type === 'rss') send({ type: 'rss', ...(await total()) });
    if (message.type === 'stop') {
      await Promise.all(
        forked.map((worker) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          worker.send({ type: 'stop' } satisfies ToServer);
          return exited;
        }),
      );
      process.exit(0);
    }
  });
}
