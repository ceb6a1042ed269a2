import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { AdjustableClock, type Clock, systemClock } from './clock.ts';
import { connectionSettingsFromEnv } from './config/connection-settings.ts';
import type { DevCredentials } from './config/dev-credentials.ts';
import type { ServerConfig } from './config/env.ts';
import { passwordPoolSettingsFromEnv } from './config/password-pool-settings.ts';
import { assertEmailDeliveryConfigured, chooseEmailSender } from './delivery/choose-email-sender.ts';
import { emailJobKind } from './delivery/email-queue.ts';
import { chooseSmsProvider } from './delivery/sms/choose-sms-sender.ts';
import { smsJobKind } from './delivery/sms/sms-queue.ts';
import type { AppDeps } from './deps.ts';
import { ensureDevProject } from './features/dev/dev-project.ts';
import { janitorSweeps, startJanitor } from './features/janitor/janitor.ts';
import { withSealedProviderSecrets } from './features/oauth/provider-secrets-at-rest.ts';
import { createPasswordPools } from './features/passwords/pool/password-pools.ts';
import { resealSecretsAtRest } from './features/secrets-at-rest/reseal-all.ts';
import { syncConfigWebhooks } from './features/webhooks/config-webhooks.ts';
import { webhookDeliveryJob } from './features/webhooks/delivery-job.ts';
import { type AccessLogEntry, withAccessLog } from './http/access-log.ts';
import { adminListenerFetch } from './http/admin-plane.ts';
import { stopGracefully } from './http/graceful-stop.ts';
import { listen } from './http/listen.ts';
import { answerClusterScrapes } from './metrics/cluster-scrape.ts';
import { watchDbPool, watchQueue, watchSigningKey } from './metrics/registry.ts';
import { startQueueWorker } from './queue/worker.ts';
import { openSecretBox } from './security/secrets-key.ts';
import { prepareDataFolder } from './store/data-folder.ts';
import { openDatabase } from './store/database.ts';
import { retireUnlistedProjects, upsertProject } from './store/projects.ts';
import { readQueueStats } from './store/queue-stats.ts';
import { findActiveKeyCreatedAt } from './store/signing-keys.ts';

export interface RunningServer {
  url: string;
  /** The admin listener's URL (FOYER_ADMIN_PORT), or null when the admin plane is on the public one. */
  adminUrl: string | null;
  deps: AppDeps;
  devCredentials: DevCredentials | null;
  /** Projects this start retired (no longer configured): their credentials are refused from now on. */
  retiredProjects: string[];
  /** Where the key sealing secrets at rest came from (FOYER_SECRETS_KEY, or development's key file). */
  secretsKeySource: string;
  /** Whether the demo host site is served at `/` (development mode, with the demo built). */
  servesDemo: boolean;
  /**
   * Graceful stop (http/graceful-stop.ts): no new connections; requests already received get their
   * answers, kept-alive connections one more (for `idleDrainMs`, default `IDLE_DRAIN_MS`); then the
   * worker pools, the mailer and the database close.
   */
  close(options?: { idleDrainMs?: number }): Promise<void>;
}

export interface StartOptions {
  /** Called once per answered request (the CLI writes it as a log line); no access log without it. */
  accessLog?: (entry: AccessLogEntry) => void;
}

/** Opens storage, applies configuration, and starts listening. Used by the CLI and by bench/. */
export async function startServer(
  config: ServerConfig,
  log: AppDeps['log'] = (line) => console.log(line),
  options: StartOptions = {},
): Promise<RunningServer> {
  // Before anything is opened: a production server that could not deliver mail must not start.
  assertEmailDeliveryConfigured(config);
  const poolSettings = passwordPoolSettingsFromEnv();
  const connections = connectionSettingsFromEnv(process.env);
  for (const problem of prepareDataFolder(config.dataDir, { sqlite: !config.databaseUrl })) log(`Warning: ${problem}`);
  // Before the database opens: production without FOYER_SECRETS_KEY stops here.
  const secrets = openSecretBox(config);
  const clock: Clock = config.testClock ? new AdjustableClock(systemClock) : systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'foyer.db'),
    settings: config.database,
    log,
  });
  // With SMTP_URL, mail goes through the durable queue, which the loop below delivers (at once when woken).
  let wakeQueue = () => {};
  const mailer = chooseEmailSender(config, database.db, clock, { secrets: secrets.box, wake: () => wakeQueue() });
  const passwordPools = createPasswordPools(poolSettings, log);
  const deps: AppDeps = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    log,
    mailer,
    passwordPools,
    secrets: secrets.box,
  };
  for (const { what, count } of await resealSecretsAtRest(deps)) log(`Sealed ${count} ${what} with ${secrets.source}`);

  for (const project of config.projects) {
    await upsertProject(deps.db, clock, withSealedProviderSecrets(deps, project));
    await syncConfigWebhooks(deps, project);
  }
  const dev = config.mode === 'development' ? await ensureDevProject(deps.db, clock, config) : null;
  deps.devCredentials = dev?.credentials ?? null;
  // Only what this start names answers: a project dropped from the config file, or the development
  // project outside development mode, keeps its rows but its old credentials are refused.
  const answering = [...config.projects.map((p) => p.project_id), ...(dev ? [dev.project.projectId] : [])];
  const retired = await retireUnlistedProjects(deps.db, clock, answering);

  const app = createApp(deps);
  // Read at each scrape of GET /metrics (metrics/registry.ts), from this server's database.
  const unwatch = [
    watchSigningKey(() => findActiveKeyCreatedAt(deps.db)),
    watchQueue(() => readQueueStats(deps.db)),
    ...(database.poolStats ? [watchDbPool(database.poolStats)] : []),
  ];
  // A cluster worker answers the primary's collection, so a scrape through any worker covers all.
  answerClusterScrapes();
  // Deletes expired rows once a minute across all instances (features/janitor/).
  const janitor = startJanitor(deps, { sweeps: janitorSweeps(config) });
  // With a provider (Twilio, production), texts go through the queue too (delivery/sms/sms-queue.ts).
  const smsProvider = chooseSmsProvider(config);
  // The durable queue's loop (queue/): claims due jobs of every kind this server handles.
  const queue = startQueueWorker(deps, {
    kinds: [
      webhookDeliveryJob(deps),
      ...(mailer.queue ? [emailJobKind({ smtp: mailer, clock, secrets: secrets.box })] : []),
      ...(smsProvider ? [smsJobKind({ provider: smsProvider, clock, secrets: secrets.box })] : []),
    ],
  });
  deps.jobs = queue;
  wakeQueue = () => void queue.runNow();
  const fetch = options.accessLog ? withAccessLog(app.fetch, options.accessLog) : app.fetch;
  const server = await listen({
    fetch,
    port: config.port,
    hostname: config.host,
    connections,
    trustedProxies: config.trustedProxies ?? [],
    // Refusals past a client's budget are answered before Hono (http/admission.ts).
    admission: { settings: config.admission, now: () => clock.now() },
  });
  // FOYER_ADMIN_PORT: the console, the admin API and /metrics on a listener of their own (http/admin-plane.ts).
  const adminServer = config.adminListener
    ? await listen({
        fetch: adminListenerFetch(fetch),
        port: config.adminListener.port,
        hostname: config.host,
        connections,
        trustedProxies: config.trustedProxies ?? [],
        admission: { settings: config.admission, now: () => clock.now() },
      })
    : null;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    adminUrl: adminServer
      ? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${listeningPort(adminServer)}`
      : null,
    deps,
    devCredentials: dev?.credentials ?? null,
    secretsKeySource: secrets.source,
    retiredProjects: retired,
    servesDemo: config.mode === 'development' && !!config.demoDir && existsSync(join(config.demoDir, 'index.html')),
    close: async ({ idleDrainMs } = {}) => {
      await Promise.all([server, ...(adminServer ? [adminServer] : [])].map((s) => stopGracefully(s, { idleDrainMs })));
      for (const stop of unwatch) stop();
      await janitor.stop();
      await queue.stop();
      await mailer.close();
      await passwordPools.close();
      await database.close();
    },
  };
}

function listeningPort(server: import('node:http').Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
