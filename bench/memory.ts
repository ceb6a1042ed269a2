/**
 * `npm run bench:memory`: the server's memory at rest, compiled (packages/server/dist, built first
 * when missing or with BENCH_BUILD=1) and, for comparison, from source under tsx.
 *
 * Each runs `foyer start` in production mode on SQLite (a temporary data folder, one project, SMTP
 * configured but never contacted) in a child process, with --expose-gc and bench/memory-probe.mjs
 * loaded through NODE_OPTIONS. Once /readyz answers 200 the bench waits BENCH_SETTLE_MS (default
 * 2,000) and prints RSS and heap after a full GC; then it signs one user up, checks their session
 * BENCH_CHECKS times (default 1,000, 10 at a time) and prints them again.
 *
 * RSS counts the password pools' threads (started at boot); the heap is the main thread's.
 */

import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { basic } from './load.ts';

const root = new URL('../', import.meta.url).pathname;
const compiledCli = join(root, 'packages/server/dist/cli.js');
const sourceCli = join(root, 'packages/server/src/cli.ts');
const checks = Number(process.env.BENCH_CHECKS ?? 1_000);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 2_000);

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  threads: number;
}

if (process.env.BENCH_BUILD === '1' || !existsSync(compiledCli)) {
  console.log('Building packages/server (npm run build -w @foyer/server)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@foyer/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitReady(url: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`foyer start exited (${child.exitCode})`);
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string } & Memory) => {
      if (message?.type !== 'memory') return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

/** Starts `foyer start` from `cli` with Node flags `execArgv`, and measures it at rest and after the checks. */
async function measureStart(label: string, cli: string, execArgv: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-memory-'));
  const project = {
    project_id: 'project-test-bench-memory-000000000001',
    public_token: 'public-token-test-bench-memory-000000000001',
    secret: `secret-test-bench-${crypto.randomUUID()}`,
    name: 'Bench',
    authorized_origins: ['http://127.0.0.1'],
  };
  const configFile = join(dataDir, 'foyer.config.json');
  writeFileSync(configFile, JSON.stringify({ projects: [project] }), { mode: 0o600 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(cli, ['start'], {
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      FOYER_ENV: 'production',
      FOYER_SECRETS_KEY: randomBytes(32).toString('base64'),
      // One process: production's default is one per core, and this measures one server's memory.
      FOYER_WORKERS: '1',
      NODE_OPTIONS: `--expose-gc --import=${new URL('./memory-probe.mjs', import.meta.url).href}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      FOYER_PUBLIC_URL: 'http://127.0.0.1',
      FOYER_DATA_DIR: dataDir,
      FOYER_CONFIG: configFile,
      // One address sends all the checks: its in-memory budget is lifted, as in bench/server-child.ts.
      FOYER_REQUEST_BURST_PER_CLIENT: '1000000',
      FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '1000000',
      FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '1000000',
      DATABASE_URL: '',
      SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true',
    },
  });
  try {
    const readyMs = await waitReady(url, child);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const atRest = await memoryOf(child);

    const json = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
    const signUp = await fetch(`${url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { ...json, authorization: basic(project.public_token, project.public_token) },
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'violet-harbour-tangent-47',
        session_duration_minutes: 60,
      }),
    });
    const { session_token: token } = (await signUp.json()) as { session_token?: string };
    if (signUp.status !== 200 || !token) throw new Error(`Sign-up answered ${signUp.status}`);
    let done = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (done < checks) {
          done++;
          const answer = await fetch(`${url}/sdk/v1/sessions/authenticate`, {
            method: 'POST',
            headers: { ...json, authorization: basic(project.public_token, token) },
            body: '{}',
          });
          await answer.arrayBuffer();
          if (answer.status !== 200) throw new Error(`sessions/authenticate answered ${answer.status}`);
        }
      }),
    );
    const afterChecks = await memoryOf(child);
    return { label, readyMs, atRest, afterChecks };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `foyer start, production, SQLite; node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; dist built ${statSync(compiledCli).mtime.toISOString()}`,
);
const results = [
  await measureStart('compiled (dist)', compiledCli, []),
  await measureStart('source (tsx)', sourceCli, ['--conditions=foyer-source', '--import', 'tsx']),
];
console.table(
  results.flatMap(({ label, readyMs, atRest, afterChecks }) =>
    [
      ['at rest', atRest],
      [`after ${checks} session checks`, afterChecks],
    ].map(([when, m]) => {
      const memory = m as Memory;
      return {
        server: label,
        when,
        'ready in': `${Math.round(readyMs)} ms`,
        RSS: mb(memory.rss),
        'heap used': mb(memory.heapUsed),
        'heap total': mb(memory.heapTotal),
        external: mb(memory.external),
        threads: memory.threads,
      };
    }),
  ),
);
