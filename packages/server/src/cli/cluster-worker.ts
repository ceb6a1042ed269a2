import type { ServerConfig } from '../config/env.ts';
import { createLogWriter, type LogFormat } from '../http/access-log.ts';
import { type RunningServer, startServer } from '../server.ts';
import { runningServerBanner } from './banner.ts';
import { isStopWorker, type WorkerReady } from './cluster-messages.ts';

/**
 * One server process of `foyer start` with `FOYER_WORKERS` > 1 (forked by cli/cluster.ts): starts
 * the server on the shared port, tells the primary it is ready (with the banner, which only the
 * primary prints), and stops gracefully when the primary says so or on its own SIGTERM.
 */
export async function runClusterWorker(config: ServerConfig, format: LogFormat, configFile?: string): Promise<void> {
  // JSON lines name the process that answered; the line is JSON.stringify's, so it ends in '}'.
  const pid = `,"pid":${process.pid}}`;
  const write =
    format === 'json'
      ? (line: string) => process.stdout.write(`${line.slice(0, -1)}${pid}\n`)
      : (line: string) => process.stdout.write(`${line}\n`);
  const log = createLogWriter(format, write);
  // Listening before the server starts: a stop asked during the start (the primary stopping while
  // this worker replaces another) is carried out as soon as the server is up.
  let server: RunningServer | null = null;
  let stopAsked = false;
  let closing = false;
  const stop = async () => {
    stopAsked = true;
    if (!server || closing) return;
    closing = true;
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      log.warn(`worker ${process.pid} could not stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.on('message', (message) => {
    if (isStopWorker(message)) void stop();
  });
  process.on('SIGTERM', stop);
  // Ctrl-C in a terminal reaches every process of the group: the primary alone decides (it stops
  // every worker), so a worker does not exit on its own and get replaced.
  process.on('SIGINT', () => {});

  server = await startServer(config, log.warn, { accessLog: log.access });
  if (stopAsked) return stop();
  const banner = runningServerBanner(server, configFile);
  process.send?.({ type: 'foyer:ready', banner } satisfies WorkerReady);
}
