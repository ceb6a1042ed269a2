/**
 * `npm run bench:refused-flood`: does one client's refused flood slow everyone else down, with
 * every limit ON (bench/flood.ts lifts them to measure the worker pools instead)?
 *
 * Starts a production-mode Foyer (SQLite in a temporary folder) in a child process with its default
 * per-client limits and in-memory budget, behind a pretend proxy (FOYER_TRUSTED_PROXIES=127.0.0.1),
 * so X-Forwarded-For names the client: the flood is one client (203.0.113.66), the probe 50 others.
 * Then measures the SDK `sessions/authenticate` probe, from a process of its own
 * (bench/probe-process.ts):
 * 1. alone (quiet p50/p99),
 * 2. while that one client floods `passwords/strength_check` and `passwords/authenticate` with
 *    unknown emails on 50 connections each, as fast as it is answered,
 * and prints quiet and flooded figures, the flood's answer mix, the p99 ratio (target: at most 3x), and
 * the server's own event-loop delay and the load average (on a busy machine the wait is the machine's).
 *
 * Knobs (environment): BENCH_DURATION (s, default 5), BENCH_PROBE_CONNECTIONS (default 4),
 * BENCH_PROBE_RATE (probe requests/s, default 200), BENCH_FLOOD_CONNECTIONS (per flood, default 50).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { basic, type Measured, measure, type Scenario } from './load.ts';
import { forkBenchServer } from './server-child.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const probeConnections = Number(process.env.BENCH_PROBE_CONNECTIONS ?? 4);
const probeRate = Number(process.env.BENCH_PROBE_RATE ?? 200);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 50);
const FLOODER = '203.0.113.66';

const bench = forkBenchServer({
  name: 'refused-flood',
  env: {
    BENCH_USERS: '100',
    BENCH_MAGIC_LINKS: '0',
    FOYER_TRUSTED_PROXIES: '127.0.0.1',
    // server-child.ts lifts the in-memory budget for the throughput benches: here it is on, at its defaults.
    FOYER_REQUEST_BURST_PER_CLIENT: '',
    FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '',
    FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '',
  },
});
const { project, next, tell, child } = bench;
const sdkAuth = basic(project.public_token, project.public_token);
const floodHeaders = { 'content-type': 'application/json', origin: 'http://127.0.0.1', 'x-forwarded-for': FLOODER };
let turn = 0;

const strengthFlood: Scenario = {
  name: 'flood passwords/strength_check',
  method: 'POST',
  path: '/sdk/v1/passwords/strength_check',
  next: () => ({
    headers: { ...floodHeaders, authorization: sdkAuth },
    body: JSON.stringify({ password: `summer-${turn++ % 1000}` }),
  }),
};

const loginFlood: Scenario = {
  name: 'flood passwords/authenticate (unknown emails)',
  method: 'POST',
  path: '/sdk/v1/passwords/authenticate',
  next: () => ({
    headers: { ...floodHeaders, authorization: sdkAuth },
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
  const probeInput = {
    url: ready.url,
    publicToken: project.public_token,
    sessionTokens: ready.seeded.sessions.map((session) => session.sessionToken),
    durationSeconds,
    connections: probeConnections,
    rate: probeRate,
    // The other people: 50 addresses, 4 requests a second each at the default rate.
    forwardedFor: Array.from({ length: 50 }, (_, i) => `198.51.100.${i + 1}`),
  };
  console.log(
    `Foyer at ${ready.url} (SQLite, node ${process.version}), every limit on; probe ${probeConnections} connections ` +
      `at ${probeRate} req/s from 50 clients; one client floods on ${floodConnections} connections per flood; ` +
      `${durationSeconds} s per run\n`,
  );

  // Warm-up: JIT, SQLite's page cache, and the pools' first tasks (zxcvbn's dictionaries, the
  // breached-password list, argon2), from other clients than the flooder: a server that has been up.
  await probeInOwnProcess({ ...probeInput, durationSeconds: 2 });
  const warmUp = { ...floodHeaders, authorization: sdkAuth, 'x-forwarded-for': '192.0.2.1' };
  for (const scenario of [strengthFlood, loginFlood]) {
    await fetch(`${ready.url}${scenario.path}`, { method: 'POST', headers: warmUp, body: scenario.next().body ?? '' });
  }

  const loopDelay = async () => {
    const answer = next('event-loop-delay');
    tell({ type: 'event-loop-delay' });
    return answer;
  };
  await loopDelay();
  const loadBefore = loadavg()[0] ?? 0;
  const quiet = await probeInOwnProcess(probeInput);
  const quietLoop = await loopDelay();
  const floodOptions = { durationSeconds, connections: floodConnections };
  const [flooded, strength, logins] = await Promise.all([
    probeInOwnProcess(probeInput),
    measure(ready.url, strengthFlood, floodOptions),
    measure(ready.url, loginFlood, floodOptions),
  ]);
  const floodedLoop = await loopDelay();

  console.table([
    row('probe, quiet', quiet),
    row('probe, under flood', flooded),
    row(strength.name, strength),
    row(logins.name, logins),
  ]);
  const ratio = flooded.p99Ms / Math.max(1, quiet.p99Ms);
  console.log(
    `probe p50: quiet ${quiet.p50Ms} ms, flooded ${flooded.p50Ms} ms; p99: quiet ${quiet.p99Ms} ms, flooded ` +
      `${flooded.p99Ms} ms (${ratio.toFixed(1)}x; target at most 3x); probe requests answered: quiet ${quiet.requests}, flooded ${flooded.requests}`,
  );
  // The server's own loop: if it stayed unblocked while the probe waited, the wait was the machine's.
  console.log(
    `server event-loop delay p99 / max: quiet ${quietLoop.p99Ms} / ${quietLoop.maxMs} ms, flooded ` +
      `${floodedLoop.p99Ms} / ${floodedLoop.maxMs} ms; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
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
