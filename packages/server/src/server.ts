import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { AdjustableClock, type Clock, systemClock } from './clock.ts';
import type { DevCredentials } from './config/dev-credentials.ts';
import type { ServerConfig } from './config/env.ts';
import { passwordPoolSettingsFromEnv } from './config/password-pool-settings.ts';
import { assertEmailDeliveryConfigured, chooseEmailSender } from './delivery/choose-email-sender.ts';
import type { AppDeps } from './deps.ts';
import { ensureDevProject } from './features/dev/dev-project.ts';
import { createPasswordPools } from './features/passwords/pool/password-pools.ts';
import { type AccessLogEntry, withAccessLog } from './http/access-log.ts';
import { openDatabase } from './store/database.ts';
import { upsertProject } from './store/projects.ts';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  devCredentials: DevCredentials | null;
  /** Whether the demo host site is served at `/` (development mode, with the demo built). */
  servesDemo: boolean;
  /**
   * Graceful stop: no new connections; requests already received get their answers (for at most
   * `SHUTDOWN_GRACE_MS`); then the worker pools, the mailer and the database close.
   */
  close(): Promise<void>;
}

/** How long a stopping server waits for requests in flight before cutting their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Called once per answered request (the CLI writes it as a log line); no access log without it. */
  accessLog?: (entry: AccessLogEntry) => void;
}

/** Opens storage, applies configuration, and starts listening. Used by the CLI and by bench/. */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  options: StartOptions = {},
): Promise<RunningServer> {
  // Before anything is opened: a production server that could not deliver mail must not start.
  assertEmailDeliveryConfigured(config);
  const poolSettings = passwordPoolSettingsFromEnv();
  mkdirSync(config.dataDir, { recursive: true });
  const clock: Clock = config.testClock ? new AdjustableClock(systemClock) : systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'foyer.db'),
  });
  const mailer = chooseEmailSender(config, database.db, clock);
  const passwordPools = createPasswordPools(poolSettings, log);
  const deps: AppDeps = { config, db: database.db, engine: database.engine, clock, log, mailer, passwordPools };

  for (const project of config.projects) await upsertProject(deps.db, clock, project);
  const dev = config.mode === 'development' ? await ensureDevProject(deps.db, clock, config) : null;
  deps.devCredentials = dev?.credentials ?? null;

  const app = createApp(deps);
  let stopping = false;
  const answer: typeof app.fetch = async (...args) => {
    const response = await app.fetch(...args);
    if (!stopping) return response;
    // While stopping, a kept-alive connection closes after its answer instead of waiting for more.
    const closing = new Response(response.body, response);
    closing.headers.set('Connection', 'close');
    return closing;
  };
  const fetch = options.accessLog ? withAccessLog(answer, options.accessLog) : answer;
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    deps,
    devCredentials: dev?.credentials ?? null,
    servesDemo: config.mode === 'development' && !!config.demoDir && existsSync(join(config.demoDir, 'index.html')),
    close: async () => {
      stopping = true;
      await stopListening(server);
      await mailer.close();
      await passwordPools.close();
      await database.close();
    },
  };
}

/**
 * Stops accepting connections and resolves once every open one has ended: idle ones at once, busy
 * ones after their answer, any still open after `SHUTDOWN_GRACE_MS` cut.
 */
function stopListening(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
