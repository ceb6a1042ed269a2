/**
 * A production-shaped deployment on this machine: one PostgreSQL, N Foyer instances (real
 * `foyer start` processes from source, production mode, the same config file and secrets, each on
 * its own port), an SMTP server catching their mail, and nginx in front with docs/operations.md's config.
 * Shared by the scale-out test and `npm run bench:scale`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { type RunningNginx, startNginx, withAddresses } from '../../scripts/lib/nginx.mjs';
import { freePort, startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { docSnippet } from '../../scripts/lib/readme-snippets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOYER_START = ['--conditions=foyer-source', '--import', 'tsx', join(root, 'packages/server/src/cli.ts'), 'start'];

/** The one project every instance is configured with (the same file for all). */
export interface ClusterProject {
  project_id: string;
  public_token: string;
  secret: string;
  name: string;
  authorized_origins: string[];
}

export interface FoyerInstance {
  /** `127.0.0.1:port`, as nginx's upstream log names it. */
  address: string;
  url: string;
  child: ChildProcess;
  /** Everything it printed (the JSON access log and its messages); empty when started quiet. */
  output(): string;
  /** Resolves with its exit code once it has ended. */
  exited: Promise<number | null>;
}

export interface Cluster {
  /** nginx's address: the only one a client needs. */
  url: string;
  project: ClusterProject;
  instances: FoyerInstance[];
  nginx: RunningNginx;
  /** Another nginx, on a fresh port, with docs/operations.md's config over only these instances (the bench). */
  nginxFor(instances: FoyerInstance[]): Promise<RunningNginx>;
  /** The PostgreSQL data folder (its postmaster.pid names the server process). */
  postgresDir: string;
  /** The port PostgreSQL listens on (127.0.0.1). */
  postgresPort: number;
  /** `pg_ctl restart -m fast` of the one PostgreSQL every instance uses; resolves once it accepts again. */
  restartPostgres(): Promise<void>;
  /** `pg_ctl stop -m fast`: an outage, until `startPostgres()`. */
  stopPostgres(): Promise<void>;
  /** Brings it back; resolves once it accepts connections. */
  startPostgres(): Promise<void>;
  /**
   * Starts one more instance like the others (`env` added to theirs) and resolves at its banner,
   * so it may wait out a database that is away; it joins `instances`, not nginx, and stops with the rest.
   */
  addInstance(env?: Record<string, string>, watch?: (output: string) => void): Promise<FoyerInstance>;
  /** Mail the instances sent, in order of arrival. */
  mail: { to: string; text: string }[];
  stop(): Promise<void>;
}

export const TEST_ORIGIN = 'https://www.acme.test';

/** How long one instance may take to print its banner before it is killed and the start fails. */
export const START_TIMEOUT_MS = 150_000;

/**
 * Starts the whole deployment. `env` adds to every instance's environment (limits, say); `quiet`
 * drops the instances' output after their banner (the bench: millions of access-log lines).
 */
export async function startCluster(options: {
  instances: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Cluster> {
  const undo: (() => unknown)[] = [];
  // Newest first; each step runs once, and one failing step does not leave the rest running.
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`scale-out clean-up: ${(error as Error).message}`);
      }
    }
  };
  try {
    const postgres = await startPostgresCluster();
    undo.push(postgres.stop);
    const smtp = await startSmtpServer();
    undo.push(smtp.close);

    const dir = mkdtempSync(join(tmpdir(), 'foyer-scale-out-'));
    undo.push(() => rmSync(dir, { recursive: true, force: true }));
    const project: ClusterProject = {
      project_id: 'project-test-scale-out-000000000001',
      public_token: 'public-token-test-scale-out-000000000001',
      secret: `secret-test-${randomBytes(24).toString('base64url')}`,
      name: 'Scale-out',
      authorized_origins: [TEST_ORIGIN],
    };
    const configFile = join(dir, 'foyer.config.json');
    writeFileSync(configFile, JSON.stringify({ projects: [project] }), { mode: 0o600 });

    const nginxPort = await freePort();
    const env = {
      FOYER_ENV: 'production',
      // Every instance shares the key that seals the signing key in the database.
      FOYER_SECRETS_KEY: randomBytes(32).toString('base64'),
      FOYER_CONFIG: configFile,
      DATABASE_URL: postgres.url,
      FOYER_PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      // nginx reaches the instances from 127.0.0.1; clients reach nginx from other 127.x addresses.
      FOYER_TRUSTED_PROXIES: '127.0.0.1',
      FOYER_LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      // Three servers share two cores: one process each (the scale-out is across instances here),
      // one hashing and one scoring thread each.
      FOYER_WORKERS: '1',
      FOYER_PASSWORD_HASH_THREADS: '1',
      FOYER_STRENGTH_THREADS: '1',
      FOYER_BREACHED_LIST_SIZE: '1000',
      ...options.env,
    };
    // All at once, as a deployment rolls out: migrations and the project upsert race on purpose.
    // allSettled: when one fails to start, the others that did are still stopped below.
    const starts = await Promise.allSettled(
      Array.from({ length: options.instances }, (_, index) =>
        startInstance({ ...env, FOYER_DATA_DIR: join(dir, `instance-${index + 1}`) }, options.quiet ?? false),
      ),
    );
    const instances: FoyerInstance[] = [];
    for (const start of starts) {
      if (start.status === 'fulfilled') {
        instances.push(start.value);
        undo.push(() => stopInstance(start.value));
      }
    }
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;

    const nginxFor = async (upstreams: FoyerInstance[], port?: number) => {
      const listen = port ?? (await freePort());
      const httpConfig = withAddresses(docSnippet('docs/operations.md', 'Running in production', 'nginx'), {
        listen,
        instances: upstreams.map((instance) => instance.address),
      });
      const started = await startNginx({ httpConfig, port: listen });
      undo.push(started.stop);
      return started;
    };
    const nginx = await nginxFor(instances, nginxPort);
    const addInstance = async (extra: Record<string, string> = {}, watch?: (output: string) => void) => {
      const instance = await startInstance(
        { ...env, FOYER_DATA_DIR: join(dir, `instance-${instances.length + 1}`), ...extra },
        options.quiet ?? false,
        watch,
      );
      instances.push(instance);
      undo.push(() => stopInstance(instance));
      return instance;
    };
    return {
      url: nginx.url,
      project,
      instances,
      nginx,
      nginxFor: (upstreams) => nginxFor(upstreams),
      postgresDir: postgres.dir,
      postgresPort: postgres.port,
      restartPostgres: postgres.restart,
      stopPostgres: postgres.stopServer,
      startPostgres: postgres.startServer,
      addInstance,
      mail: smtp.received,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM, then waits for the exit (SIGKILL after 15 s: a test must not leave a server behind). */
export async function stopInstance(instance: FoyerInstance): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill('SIGTERM');
    const killer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
    const code = await instance.exited;
    clearTimeout(killer);
    return code;
  }
  return instance.exited;
}

/** `watch` sees every chunk it prints, from the first (before its banner, unlike `output()`'s caller). */
function startInstance(
  env: Record<string, string>,
  quiet: boolean,
  watch?: (chunk: string) => void,
): Promise<FoyerInstance> {
  const child = spawn(process.execPath, FOYER_START, {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let started = false;
  // Its own messages (a database it cannot reach yet, say) are kept too, and still shown.
  child.stderr?.on('data', (chunk) => {
    process.stderr.write(chunk);
    watch?.(String(chunk));
    if (!quiet || !started) out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // Generous: three servers compiling from source at once on two busy cores.
    const gaveUp = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk) => {
      watch?.(String(chunk));
      if (!quiet || !started) out += chunk;
      const banner = out.match(/Foyer is running in production mode on (http:\/\/([\d.]+:\d+))/);
      if (started || !banner) return;
      started = true;
      clearTimeout(gaveUp);
      if (quiet) out = '';
      const [, url = '', address = ''] = banner;
      resolve({ address, url, child, exited, output: () => out });
    });
    exited.then((code) => {
      clearTimeout(gaveUp);
      if (!started) reject(new Error(`foyer start exited (${code ?? 'killed'}) before listening:\n${out}`));
    });
  });
}

/** A real SMTP server on a free local port, keeping each message's recipient and text. */
async function startSmtpServer() {
  const received: { to: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
