/**
 * Starts bench/server-process.ts (a production-mode Foyer) in a child process, so the load
 * generator does not share the server's event loop and the RSS it reports is the server's alone.
 * Shared by `npm run bench` and `npm run bench:flood`. The server inherits this environment, so
 * `BENCH_WORKERS=2 npm run bench` measures two worker processes sharing the port (server-process.ts).
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FromServer, ToServer } from './server-process.ts';

/** The one project a bench server is configured with. */
export interface BenchProject {
  project_id: string;
  public_token: string;
  secret: string;
  name: string;
  authorized_origins: string[];
}

export interface BenchServer {
  project: BenchProject;
  child: ChildProcess;
  /** Resolves with the next message of that type from the server. */
  next<T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>>;
  tell(message: ToServer): void;
  /** The server's data folder (its SQLite database is `foyer.db` there). */
  dataDir: string;
  /** Removes the temporary data folder (after the server has stopped). */
  cleanUp(): void;
}

/**
 * Forks the server with a fresh data folder and a config file holding one project named `name`.
 * `env` adds to (or overrides) the production environment; `execArgv` adds Node flags.
 */
export function forkBenchServer(options: { name: string; env?: NodeJS.ProcessEnv; execArgv?: string[] }): BenchServer {
  const project: BenchProject = {
    project_id: `project-test-bench-${options.name}-000000000001`,
    public_token: `public-token-test-bench-${options.name}-000000000001`,
    secret: `secret-test-bench-${crypto.randomUUID()}`,
    name: 'Bench',
    authorized_origins: ['http://127.0.0.1'],
  };
  const dataDir = mkdtempSync(join(tmpdir(), `foyer-bench-${options.name}-`));
  const configFile = join(dataDir, 'foyer.config.json');
  writeFileSync(configFile, JSON.stringify({ projects: [project] }), { mode: 0o600 });

  const child = fork(new URL('./server-process.ts', import.meta.url).pathname, {
    execArgv: ['--conditions=foyer-source', '--import', 'tsx', ...(options.execArgv ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      FOYER_ENV: 'production',
      FOYER_SECRETS_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: '0',
      FOYER_PUBLIC_URL: 'http://127.0.0.1',
      FOYER_DATA_DIR: dataDir,
      FOYER_CONFIG: configFile,
      // One address sends all of a bench's load: its in-memory budget is lifted (bench/refused-flood.ts keeps it).
      FOYER_REQUEST_BURST_PER_CLIENT: '1000000',
      FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '1000000',
      FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '1000000',
      DATABASE_URL: '',
      // Production refuses to start without SMTP; the benches never send mail (links are seeded).
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9?ignoreTLS=true',
      ...options.env,
    },
  });

  return {
    project,
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        const onMessage = (message: FromServer) => {
          if (message.type !== type) return;
          child.off('message', onMessage);
          resolve(message as never);
        };
        child.on('message', onMessage);
        child.once('exit', (code) => reject(new Error(`The server process exited (${code})`)));
      }),
    tell: (message) => child.send(message),
    dataDir,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
