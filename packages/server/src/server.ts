import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { AdjustableClock, type Clock, systemClock } from './clock.ts';
import type { DevCredentials } from './config/dev-credentials.ts';
import type { ServerConfig } from './config/env.ts';
import { assertEmailDeliveryConfigured, chooseEmailSender } from './delivery/choose-email-sender.ts';
import type { AppDeps } from './deps.ts';
import { ensureDevProject } from './features/dev/dev-project.ts';
import { createPasswordPools, passwordPoolSettingsFromEnv } from './features/passwords/pool/password-pools.ts';
import { openDatabase } from './store/database.ts';
import { upsertProject } from './store/projects.ts';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  devCredentials: DevCredentials | null;
  close(): Promise<void>;
}

/** Opens storage, applies configuration, and starts listening. Used by the CLI and by bench/. */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
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
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    deps,
    devCredentials: dev?.credentials ?? null,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailer.close();
      await passwordPools.close();
      await database.close();
    },
  };
}
