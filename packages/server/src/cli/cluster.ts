import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import { systemClock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import { workerEnv } from '../config/workers-setting.ts';
import { assertEmailDeliveryConfigured } from '../delivery/choose-email-sender.ts';
import type { AppDeps } from '../deps.ts';
import { ensureDevProject } from '../features/dev/dev-project.ts';
import { withSealedProviderSecrets } from '../features/oauth/provider-secrets-at-rest.ts';
import { resealSecretsAtRest } from '../features/secrets-at-rest/reseal-all.ts';
import { activeSigningKey } from '../features/sessions/signing-keys.ts';
import type { LogWriter } from '../http/access-log.ts';
import { serveClusterScrapes } from '../metrics/cluster-scrape.ts';
import { openSecretBox } from '../security/secrets-key.ts';
import { prepareDataFolder } from '../store/data-folder.ts';
import { openDatabase } from '../store/database.ts';
import { retireUnlistedProjects, upsertProject } from '../store/projects.ts';
import { restartDelay } from './cluster-backoff.ts';
import { isWorkerReady, type StopWorker } from './cluster-messages.ts';

/**
 * `foyer start` with `FOYER_WORKERS` > 1, in the primary process: prepares the database once
 * (migrations, projects, the development project, the signing key), so workers never race to
 * create them; forks the workers, which share the port (node:cluster hands connections out in turn);
 * prints the banner once all listen; replaces a worker that dies (with a back-off); and on SIGTERM
 * or SIGINT stops every worker gracefully and exits 0 once all have.
 */
export async function runClusterPrimary(config: ServerConfig, log: LogWriter, count: number): Promise<void> {
  await prepareStorage(config, log.warn);
  // A worker asked for GET /metrics passes the scrape here; the answer sums every worker.
  serveClusterScrapes();
  const env = workerEnv(process.env, count);
  const workers = new Set<Worker>();
  /** Workers whose server listens; the others are still starting. */
  const ready = new WeakSet<Worker>();
  let stopping = false;
  let quickDeaths = 0;
  // Until every worker has come up once, a worker that exits ends the start instead (readyOrExit).
  let everyoneStarted = false;

  const fork = (replacing?: number) => {
    const worker = cluster.fork(env);
    const started = Date.now();
    workers.add(worker);
    if (replacing !== undefined) log.info(`worker ${worker.process.pid} starting, replacing ${replacing}`);
    worker.on('message', (message) => {
      if (!isWorkerReady(message)) return;
      ready.add(worker);
      if (replacing !== undefined) log.info(`worker ${worker.process.pid} started, replacing ${replacing}`);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping || !everyoneStarted) return;
      const { delayMs, quickDeaths: next } = restartDelay(Date.now() - started, quickDeaths);
      quickDeaths = next;
      log.warn(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); replacing it in ${delayMs} ms`);
      setTimeout(() => {
        if (!stopping) fork(worker.process.pid);
      }, delayMs);
    });
    return worker;
  };

  // Start-up: every worker must come up once; one that cannot (port taken, bad settings) ends the
  // start, rather than being replaced forever.
  const first = Array.from({ length: count }, () => fork());
  const banners = await Promise.all(first.map(readyOrExit));
  everyoneStarted = true;
  const banner = banners[0] as string[];
  const pids = first.map((w) => w.process.pid).join(', ');
  log.info([...banner, `  Workers:     ${count} processes sharing the port (pids ${pids})`].join('\n'));

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting for requests in flight`);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: stopping (finishing requests in flight in ${workers.size} workers)`);
    const codes = await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<number | null>((resolve) => {
            if (!ready.has(worker)) {
              // Still starting (a replacement): it answers nothing yet and may not listen for
              // messages yet either, so the signal ends it however far its start got.
              worker.once('exit', () => resolve(0));
              worker.process.kill('SIGTERM');
              return;
            }
            worker.once('exit', (code) => resolve(code));
            if (worker.isConnected()) worker.send({ type: 'foyer:stop' } satisfies StopWorker);
          }),
      ),
    );
    if (codes.every((code) => code === 0)) {
      log.info('Foyer stopped: requests answered, worker pools and database closed');
      process.exit(0);
    }
    log.warn(`Foyer could not stop cleanly: worker exit codes ${codes.join(', ')}`);
    process.exit(1);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The banner a worker sends once it listens; rejects if it exits first (its error is on stderr). */
function readyOrExit(worker: Worker): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) => {
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      reject(new Error(`a worker exited before it was ready (${signal ?? `code ${code}`})`));
    };
    worker.once('exit', onExit);
    worker.on('message', (message) => {
      if (!isWorkerReady(message)) return;
      worker.off('exit', onExit);
      resolve(message.banner);
    });
  });
}

/**
 * Everything a worker's start would otherwise create if missing, done once here: two workers
 * starting together on a fresh data folder would each make a development project and a signing key.
 * A database it cannot reach is tried a few times, each try a line in `warn`, before the start fails.
 */
async function prepareStorage(config: ServerConfig, warn: (line: string) => void): Promise<void> {
  assertEmailDeliveryConfigured(config);
  for (const problem of prepareDataFolder(config.dataDir, { sqlite: !config.databaseUrl }))
    console.warn(`Warning: ${problem}`);
  const secrets = openSecretBox(config).box;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'foyer.db'),
    settings: config.database,
    log: warn,
  });
  try {
    await resealSecretsAtRest({ db: database.db, secrets });
    for (const project of config.projects)
      await upsertProject(database.db, systemClock, withSealedProviderSecrets({ secrets }, project));
    const dev = config.mode === 'development' ? await ensureDevProject(database.db, systemClock, config) : null;
    const answering = [...config.projects.map((p) => p.project_id), ...(dev ? [dev.project.projectId] : [])];
    await retireUnlistedProjects(database.db, systemClock, answering);
    // activeSigningKey reads and writes only through db, clock and secrets.
    await activeSigningKey({ db: database.db, clock: systemClock, secrets } as AppDeps);
  } finally {
    await database.close();
  }
}
