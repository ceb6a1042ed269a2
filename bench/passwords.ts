/**
 * `node --conditions=foyer-source --import tsx bench/passwords.ts`: starts a production-mode Foyer in-process (SQLite in a
 * temporary folder, port 0) and prints
 * - the offline breached list's load time and heap,
 * - strength-check latency p50/p99, one request at a time, over varied passwords (ordinary,
 *   breached, long, and l33t-crowded ones that would make unbounded zxcvbn take seconds),
 * - password log-in throughput and latency under concurrent load (autocannon), every login a real
 *   argon2id verification at OWASP parameters.
 * zxcvbn and argon2id run in the server's worker pools (features/passwords/pool/), sized by the
 * server's own variables.
 *
 * Knobs (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 8),
 * FOYER_PASSWORD_HASH_THREADS, FOYER_STRENGTH_THREADS, FOYER_CPU_QUEUE_LIMIT, FOYER_WORKER_NICE.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@foyer/server';
import { loadBreachedList } from '@foyer/server/testing';
import { basic, measure } from './load.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

const project = {
  project_id: 'project-test-bench-passwords-0001',
  public_token: 'public-token-test-bench-passwords-0001',
  secret: `secret-test-bench-${crypto.randomUUID()}`,
  name: 'Bench',
  authorized_origins: ['http://127.0.0.1'],
  redirect_urls: { login: [], signup: [], reset_password: ['http://127.0.0.1/reset'] },
  display_watermark: false,
  email_domain: null,
  email_from: 'Bench <bench@example.com>',
  password_config: { strength_policy: 'zxcvbn' as const, luds_complexity: 3, luds_minimum_count: 8 },
  email_templates: {},
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// The pools' threads run at a lower priority: on a busy machine they wait for the CPU, so say how busy.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`node ${process.version}; load average ${load()}`);

const heapBefore = process.memoryUsage().heapUsed;
const loadStarted = performance.now();
const list = await loadBreachedList(100_000);
const loadMs = performance.now() - loadStarted;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
console.log(`breached list: ${list.size} passwords loaded in ${loadMs.toFixed(0)} ms, ~${heapMb.toFixed(1)} MB heap`);

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-passwords-'));
const server = await startServer(
  {
    mode: 'production',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1',
    dataDir,
    databaseUrl: null,
    smtpUrl: 'smtp://127.0.0.1:9', // never used: the bench sends no email
    demoDir: null,
    testClock: false,
    projects: [project],
    secretsKeys: { current: randomBytes(32), previous: null },
    // One address sends every request here: lift the per-client limits, or the bench measures 429s.
    clientLimits: loadConfig({
      FOYER_STRENGTH_CHECKS_PER_CLIENT: '1000000',
      FOYER_PASSWORD_FAILED_LOGINS_PER_CLIENT: '1000000',
    }).clientLimits,
  },
  () => {},
);
const auth = basic(project.public_token, project.public_token);
const headers = { authorization: auth, 'content-type': 'application/json', origin: 'http://127.0.0.1' };
const post = (path: string, body: unknown) =>
  fetch(`${server.url}/sdk/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

try {
  // Strength check: a mix a real widget sends while people type.
  const samples: string[] = [];
  const common = [...list].slice(0, 2000);
  for (let i = 0; i < 300; i++) samples.push(common[(i * 37) % common.length] ?? 'password');
  for (let i = 0; i < 300; i++) samples.push(`${crypto.randomUUID().slice(0, 8 + (i % 20))}Aa!`);
  for (let i = 0; i < 100; i++) samples.push('correct horse battery staple '.repeat(3).slice(0, 20 + (i % 60)));
  for (let i = 0; i < 50; i++) samples.push('4@8({[<369!|7+0$5%2'.repeat(4).slice(i % 19, 40 + (i % 30)));
  // Warm the worker's JIT on passwords outside the sample (a server in use is warm), then measure.
  for (let i = 0; i < 200; i++) {
    const warmUp = i % 2 ? common[(i * 53 + 1000) % common.length] : `${crypto.randomUUID()}-warm`;
    await (await post('/passwords/strength_check', { password: warmUp ?? 'warm-up' })).arrayBuffer();
  }
  const latencies: number[] = [];
  for (const password of samples) {
    const started = performance.now();
    const res = await post('/passwords/strength_check', { email: 'ada.lovelace@example.com', password });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`strength_check answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  // The same round trip to a call that does no work off the event loop: what HTTP itself costs here.
  const roundTrips: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/sdk/v1/projects/bootstrap/${project.public_token}`, { headers });
    await res.arrayBuffer();
    roundTrips.push(performance.now() - started);
  }
  roundTrips.sort((a, b) => a - b);
  console.log(
    `strength check (${samples.length} passwords, sequential, ${server.deps.passwordPools.strength.stats().threads} zxcvbn threads): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms; ` +
      `an SDK round trip with no pool work (bootstrap): p50 ${percentile(roundTrips, 50).toFixed(1)} ms`,
  );

  // Log-in throughput: one account, the right password, many connections.
  const credentials = { email: 'bench@example.com', password: 'violet-harbour-tangent-47' };
  const created = await post('/passwords', credentials);
  if (created.status !== 200) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const body = JSON.stringify(credentials);
  const login = await measure(
    server.url,
    {
      name: 'passwords/authenticate',
      method: 'POST',
      path: '/sdk/v1/passwords/authenticate',
      next: () => ({ headers, body }),
    },
    { durationSeconds, connections },
  );
  const threads = server.deps.passwordPools.argon2.stats().threads;
  console.log(
    `password log-in (${connections} connections, ${durationSeconds} s, ${threads} argon2 threads): ` +
      `${login.requestsPerSecond.toFixed(1)} logins/s, p50 ${login.p50Ms} ms, p99 ${login.p99Ms} ms, ` +
      `${login.requests} requests, ${login.non2xx} non-2xx, ${login.errors} errors ` +
      `(argon2id at the server's settings, by default OWASP's 19 MiB, 2 passes, 1 lane; load average ${load()})`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
