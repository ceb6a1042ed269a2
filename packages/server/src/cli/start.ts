import cluster from 'node:cluster';
import { loadConfig } from '../config/env.ts';
import { createLogWriter, logFormatFromEnv } from '../http/access-log.ts';
import { startServer } from '../server.ts';
import { runningServerBanner } from './banner.ts';
import { portProblem } from './port-check.ts';

/**
 * `foyer start`: starts the server from the environment, logs one line per request (JSON when
 * `NODE_ENV=production` or `FOYER_LOG_FORMAT=json`), and on SIGTERM or SIGINT stops gracefully:
 * no new connections, requests in flight answered, worker pools and the database closed, exit 0.
 * With `FOYER_WORKERS` > 1 this process is the primary of a cluster (cli/cluster.ts), and each
 * worker it forks runs this command again as a worker (cli/cluster-worker.ts).
 */
export async function runStart(env: NodeJS.ProcessEnv): Promise<void> {
  const format = logFormatFromEnv(env);
  const log = createLogWriter(format, (line) => process.stdout.write(`${line}\n`));
  const config = loadConfig(env);
  if (cluster.isWorker) return (await import('./cluster-worker.ts')).runClusterWorker(config, format, env.FOYER_CONFIG);
  // Before migrations and worker pools: a busy port is one sentence at once, not a stack later.
  const busy = await portProblem(config.port, config.host);
  if (busy) throw new Error(busy);
  const workers = config.workers ?? 1;
  if (workers > 1) return (await import('./cluster.ts')).runClusterPrimary(config, log, workers);

  const server = await startServer(config, log.warn, { accessLog: log.access });
  const banner = runningServerBanner(server, env.FOYER_CONFIG);
  log.info(banner.join('\n'));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal while stopping: the operator wants out now.
      log.warn(`${signal} again: exiting without waiting for requests in flight`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: stopping (finishing requests in flight)`);
    try {
      // Ctrl-C is a person at a terminal: idle connections (a browser's) close at once. SIGTERM is
      // an orchestrator behind a balancer: they get a moment for one more request each.
      await server.close(signal === 'SIGINT' ? { idleDrainMs: 0 } : {});
      log.info('Foyer stopped: requests answered, worker pools and database closed');
      process.exit(0);
    } catch (error) {
      log.warn(`Foyer could not stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
