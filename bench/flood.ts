/**
 * `npm run bench:flood`: does a flood of password work slow down everyone else's session checks?
 *
 * Starts a production-mode Foyer (SQLite in a temporary folder) in a child process
 * (bench/server-process.ts), then measures the SDK `sessions/authenticate` probe at a steady rate, from a
 * process of its own (bench/probe-process.ts, so the flooding clients do not delay it):
 * 1. alone (quiet p50/p99),
 * 2. while 50 connections flood `passwords/strength_check` and 50 more flood `passwords/authenticate`
 *    with unknown emails, all at once,
 * and prints quiet and flooded figures side by side, and the flood's own answer mix (200, 401, 429,
 * 503). The per-client rate limits are lifted (FOYER_STRENGTH_CHECKS_PER_CLIENT,
 * FOYER_PASSWORD_FAILED_LOGINS_PER_CLIENT) so the worker pools are what is measured.
 *
 * Knobs (environment): BENCH_DURATION (s, default 10), BENCH_PROBE_CONNECTIONS (default 4),
 * BENCH_PROBE_RATE (probe requests/s, default 200), BENCH_FLOOD_CONNECTIONS (per flood, default 50);
 * the server's own FOYER_PASSWORD_HASH_THREADS, FOYER_STRENGTH_THREADS, FOYER_CPU_QUEUE_LIMIT and
 * FOYER_WORKER_NICE pass through.
 */
import { spawn } from 'node:child_process';
import { basic, type Measured, measure, type Scenario } from './load.ts';
import { forkBenchServer } from './server-child.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const probeConnections = Number(process.env.BENCH_PROBE_CONNECTIONS ?? 4);
const probeRate = Number(process.env.BENCH_PROBE_RATE ?? 200);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 50);

const bench = forkBenchServer({
  name: 'flood',
  env: {
    BENCH_USERS: '100',
    BENCH_MAGIC_LINKS: '0',
    // Lift the per-client limits: one address sends the whole flood here.
    FOYER_STRENGTH_CHECKS_PER_CLIENT: '1000000',
    FOYER_PASSWORD_FAILED_LOGINS_PER_CLIENT: '1000000',
  },
});
const { project, next, tell, child } = bench;

const json = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
const sdkAuth = (sessionToken?: string) => basic(project.public_token, sessionToken ?? project.public_token);
let turn = 0;

/** What people type while the widget checks strength: common words, random strings, l33t-crowded. */
function floodPassword(): string {
  const kinds = [
    () => `summer${turn % 100}`,
    () => `${crypto.randomUUID().slice(0, 8 + (turn % 20))}Aa!`,
    () => 'correct horse battery staple '.repeat(2).slice(0, 20 + (turn % 30)),
    () => '4@8({[<369!|7+0$5%2'.repeat(3).slice(turn % 19, 30 + (turn % 30)),
  ];
  return (kinds[turn++ % kinds.length] as () => string)();
}

const strengthFlood: Scenario = {
  name: 'flood passwords/strength_check',
  method: 'POST',
  path: '/sdk/v1/passwords/strength_check',
  next: () => ({ headers: { ...json, authorization: sdkAuth() }, body: JSON.stringify({ password: floodPassword() }) }),
};

const loginFlood: Scenario = {
  name: 'flood passwords/authenticate (unknown emails)',
  method: 'POST',
  path: '/sdk/v1/passwords/authenticate',
  next: () => ({
    headers: { ...json, authorization: sdkAuth() },
    body: JSON.stringify({ email: `nobody-${turn++}@flood.example`, password: 'guess-1234-guess' }),
  }),
};

/** Runs bench/probe-process.ts and reads its figures. */
function probeInOwnProcess(input: object): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const probe = spawn(process.execPath, ['--conditions=foyer-source', '--import', 'tsx', 'bench/probe-process.ts'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    probe.once('error', reject);
    probe.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`The probe exited (${code})`)),
    );
    probe.stdin.end(JSON.stringify(input));
  });
}

const row = (label: string, m: Measured) => ({
  run: label,
  'req/s': Math.round(m.requestsPerSecond),
  'p50 ms': m.p50Ms,
  'p99 ms': m.p99Ms,
  answers: Object.entries(m.statusCodes)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', '),
  errors: m.errors,
});

try {
  const ready = await next('ready');
  const { sessions } = ready.seeded;
  const probe: Scenario = {
    name: 'probe sdk sessions/authenticate',
    method: 'POST',
    path: '/sdk/v1/sessions/authenticate',
    next: () => ({
      headers: { ...json, authorization: sdkAuth(sessions[turn++ % sessions.length]?.sessionToken) },
      body: '{}',
    }),
  };
  const probeOptions = { durationSeconds, connections: probeConnections, overallRate: probeRate };
  const floodOptions = { durationSeconds, connections: floodConnections };
  console.log(
    `Foyer at ${ready.url} (SQLite, node ${process.version}); probe ${probeConnections} connections at ${probeRate} req/s; ` +
      `floods ${floodConnections} connections each; ${durationSeconds} s per run; pools: ` +
      `FOYER_PASSWORD_HASH_THREADS=${process.env.FOYER_PASSWORD_HASH_THREADS ?? 'default'} ` +
      `FOYER_STRENGTH_THREADS=${process.env.FOYER_STRENGTH_THREADS ?? 'default'} ` +
      `FOYER_CPU_QUEUE_LIMIT=${process.env.FOYER_CPU_QUEUE_LIMIT ?? 'default'} ` +
      `FOYER_WORKER_NICE=${process.env.FOYER_WORKER_NICE ?? 'default'}\n`,
  );

  // Warm-up: JIT, SQLite's page cache and both pools' threads.
  await Promise.all([
    measure(ready.url, probe, { ...probeOptions, durationSeconds: 3 }),
    measure(ready.url, strengthFlood, { durationSeconds: 3, connections: 2 }),
    measure(ready.url, loginFlood, { durationSeconds: 3, connections: 2 }),
  ]);

  // The probe runs in its own process both times, so the flood's client work is not counted as its latency.
  const probeInput = {
    url: ready.url,
    publicToken: project.public_token,
    sessionTokens: sessions.map((session) => session.sessionToken),
    durationSeconds,
    connections: probeConnections,
    rate: probeRate,
  };
  const quiet = await probeInOwnProcess(probeInput);
  const [flooded, strength, logins] = await Promise.all([
    probeInOwnProcess(probeInput),
    measure(ready.url, strengthFlood, floodOptions),
    measure(ready.url, loginFlood, floodOptions),
  ]);

  console.table([
    row('probe, quiet', quiet),
    row('probe, under flood', flooded),
    row(strength.name, strength),
    row(logins.name, logins),
  ]);
  const ratio = flooded.p99Ms / Math.max(1, quiet.p99Ms);
  console.log(
    `probe p99: quiet ${quiet.p99Ms} ms, flooded ${flooded.p99Ms} ms (${ratio.toFixed(1)}x; target at most 3x)`,
  );
  if (quiet.non2xx + flooded.non2xx + quiet.errors + flooded.errors > 0) {
    console.error('Some probe requests failed');
    process.exitCode = 1;
  }
} finally {
  tell({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
  bench.cleanUp();
}
