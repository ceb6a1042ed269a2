/**
 * The server under load, in its own process so the load generator does not share its event loop
 * and its RSS is the server's alone. Started by bench/sessions.ts with the environment a production
 * deployment would have; talks back over the IPC channel.
 */
import { loadConfig, startServer } from '@foyer/server';
import { type SeededData, seedLoad } from '@foyer/server/testing';

/** Messages from the bench to this process. */
export type ToServer = { type: 'rss' } | { type: 'stop' };
/** Messages from this process to the bench. */
export type FromServer =
  | { type: 'ready'; url: string; seeded: SeededData; rss: number }
  | { type: 'rss'; rss: number; heapUsed: number };

const send = (message: FromServer) => process.send?.(message);

const config = loadConfig(process.env);
// Production logs only failures; keep them visible on stderr, never on the IPC channel.
const server = await startServer(config, (line) => process.stderr.write(`${line}\n`));
const projectId = config.projects[0]?.project_id ?? '';
const seeded = await seedLoad(server.deps, projectId, {
  users: Number(process.env.BENCH_USERS ?? 200),
  magicLinks: Number(process.env.BENCH_MAGIC_LINKS ?? 20_000),
});
send({ type: 'ready', url: server.url, seeded, rss: process.memoryUsage().rss });

process.on('message', async (message: ToServer) => {
  if (message.type === 'rss') {
    const rss = process.memoryUsage().rss;
    // The live heap, not what V8 has yet to collect: a leak shows as growth here across runs.
    globalThis.gc?.();
    const { heapUsed } = process.memoryUsage();
    send({ type: 'rss', rss, heapUsed });
  }
  if (message.type === 'stop') {
    // autocannon abandons the requests in flight when a run ends; let their handlers finish before
    // the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await server.close();
    process.exit(0);
  }
});
