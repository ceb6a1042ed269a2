import { loadConfig } from '../config/env.ts';
import { createLogWriter, logFormatFromEnv } from '../http/access-log.ts';
import { startServer } from '../server.ts';
import { startBanner } from '../start-banner.ts';

/**
 * `foyer start`: starts the server from the environment, logs one line per request (JSON when
 * `NODE_ENV=production` or `FOYER_LOG_FORMAT=json`), and on SIGTERM or SIGINT stops gracefully:
 * no new connections, requests in flight answered, worker pools and the database closed, exit 0.
 */
export async function runStart(env: NodeJS.ProcessEnv): Promise<void> {
  const log = createLogWriter(logFormatFromEnv(env), (line) => process.stdout.write(`${line}\n`));
  const config = loadConfig(env);
  const server = await startServer(config, log.warn, { accessLog: log.access });
  const banner = startBanner({
    config,
    url: server.url,
    email: server.deps.mailer.description,
    devCredentials: server.devCredentials,
    servesDemo: server.servesDemo,
    configFile: env.FOYER_CONFIG,
  });
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
      await server.close();
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
