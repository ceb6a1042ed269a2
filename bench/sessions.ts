/**
 * `npm run bench`: Foyer, the same work done bare, its peer Better Auth and a bare `node:http` hello,
 * measured in one run with the same load generator (autocannon), connection count and duration.
 *
 * 1. Foyer: a production-mode server (SQLite in a temporary data folder, or PostgreSQL) in a child
 *    process, seeded with users, sessions and magic links; each session endpoint and password log-in.
 * 2. The same-work floor (bench/floor-server.ts): each session check done with nothing around it,
 *    on Foyer's database, with as many workers; Foyer ÷ floor is what Foyer's layers cost.
 * 3. Better Auth (bench/peers, installed on demand): get-session by cookie and email sign-in.
 * 4. The bare hello: the machine's ceiling.
 *
 * All three are started first, then runs are taken with each Foyer scenario beside its peer's and
 * the ceiling first and last (see ORDER). Prints every run (req/s, p50/p99, failures, the server's
 * RSS and live heap), Foyer ÷ peer for each pair, Foyer ÷ bare Node for each Foyer run, and issue
 * 14's targets beside the measured figures.
 *
 * Knobs (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20),
 * BENCH_ONLY (comma-separated scenario names), BENCH_PEERS=0 (Foyer only), BENCH_POSTGRES_URL (an
 * admin URL: Foyer runs on a throwaway database there instead of SQLite; the peers stay on SQLite),
 * BENCH_WORKERS (passed through to the Foyer server process).
 */
import { loadavg } from 'node:os';
import { throwawayDatabase } from '@foyer/server/testing';
import { freePort } from '../scripts/lib/postgres-cluster.mjs';
import { basic, type Measured, measure, type Scenario } from './load.ts';
import { ensurePeersInstalled, type PeerServer, peerVersion, startPeer } from './peer-servers.ts';
import { treeCpuSeconds } from './process-cpu.ts';
import { type BenchServer, forkBenchServer } from './server-child.ts';
import type { ProcessMemory } from './server-process.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const withPeers = process.env.BENCH_PEERS !== '0';
const wanted = (name: string) => !only || only.includes(name);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const json = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
const credentials = { email: 'bench@example.com', password: 'violet-harbour-tangent-47' };

/** One measured run, with the server it ran against and that server's memory after it. */
interface Row extends Measured {
  server: 'Foyer' | 'same-work floor' | 'Better Auth' | 'bare node:http';
  rss: number;
  heap: number;
  /** The server's CPU (all its processes) per answered request, in ms; null without /proc. */
  cpuMs: number | null;
}
const rows: Row[] = [];

/** A started server and what to measure on it. */
interface Started {
  server: Row['server'];
  url: string;
  /** The server's process (its workers are under it), for its CPU time. */
  pid: number | undefined;
  scenarios: Scenario[];
  memory: () => Promise<{ rss: number; heapUsed: number; processes?: ProcessMemory[] }>;
}
/** Each server's processes at rest (started, warmed up, before its first measured run) and after its last run. */
const memoryAtRest = new Map<Row['server'], ProcessMemory[]>();
const memoryUnderLoad = new Map<Row['server'], ProcessMemory[]>();
/** A server's processes: a peer's answer is its one process. */
const processesOf = (answer: { rss: number; heapUsed: number; processes?: ProcessMemory[] }): ProcessMemory[] =>
  answer.processes ?? [{ name: 'server', rss: answer.rss, heapUsed: answer.heapUsed }];
/** Foyer started, with what the floor needs from it: its data folder, project and session scenarios. */
interface StartedFoyer extends Started {
  bench: BenchServer;
  sessionScenarios: Scenario[];
}

/**
 * The order runs are taken in: each Foyer scenario right beside the peer scenario it is compared
 * with, and the ceiling first and last, so that a machine whose load drifts during the run skews
 * a pair's ratio as little as it can.
 */
const ORDER = [
  'bare node:http hello',
  'sdk sessions/authenticate (token)',
  'floor: sdk sessions/authenticate (token)',
  'better-auth get-session (cookie)',
  'sdk users/me',
  'sdk sessions/authenticate (JWT)',
  'floor: sdk sessions/authenticate (JWT)',
  'backend v1/sessions/authenticate',
  'floor: backend v1/sessions/authenticate',
  'sdk magic_links/authenticate',
  'sdk passwords/authenticate',
  'better-auth sign-in/email',
  'bare node:http hello',
];
const FOYER = ORDER.filter((name) => !/^(better-auth|bare|floor)/.test(name));
const FLOOR = ORDER.filter((name) => name.startsWith('floor: '));
/** Each floor run beside the Foyer run it measures the same work of. */
const FLOOR_OF = (name: string) => `floor: ${name}`;
const BETTER_AUTH = ORDER.filter((name) => name.startsWith('better-auth'));

if (withPeers) ensurePeersInstalled();
const postgres = process.env.BENCH_POSTGRES_URL
  ? await throwawayDatabase(process.env.BENCH_POSTGRES_URL, 'foyer_bench')
  : null;
const database = postgres ? 'PostgreSQL' : 'SQLite';
console.log(
  `Each run: ${durationSeconds} s, ${connections} connections, loopback, node ${process.version}; load average ${load()}` +
    (process.env.BENCH_WORKERS ? `; BENCH_WORKERS=${process.env.BENCH_WORKERS}` : ''),
);

const started: Started[] = [];
const stops: Array<() => Promise<void>> = [];
try {
  if (FOYER.some(wanted) || FLOOR.some(wanted)) {
    const foyer = await startFoyer();
    started.push(foyer);
    if (FLOOR.some(wanted)) started.push(await startFloor(foyer));
  }
  if (withPeers && BETTER_AUTH.some(wanted)) started.push(await startBetterAuth());
  if (withPeers && wanted('bare node:http hello')) {
    const hello = await startPeer('./hello-server.mjs');
    stops.push(hello.stop);
    const scenarios: Scenario[] = [
      { name: 'bare node:http hello', method: 'GET', path: '/', next: () => ({ headers: {} }) },
    ];
    started.push({ server: 'bare node:http', url: hello.ready.url, pid: hello.pid, scenarios, memory: hello.memory });
  }

  // Warm-up: JIT, connection pools and caches, so the first run of a server is not penalised.
  for (const { url, scenarios } of started) {
    await measure(url, scenarios[0] as Scenario, { durationSeconds: 3, connections });
  }
  for (const target of started) memoryAtRest.set(target.server, processesOf(await target.memory()));
  for (const name of ORDER.filter(wanted)) {
    const target = started.find((s) => s.scenarios.some((scenario) => scenario.name === name));
    const scenario = target?.scenarios.find((candidate) => candidate.name === name);
    if (!target || !scenario) continue;
    const cpuBefore = treeCpuSeconds(target.pid);
    // Password hashing under 20 connections can take longer than autocannon's default 10 s timeout.
    const measured = await measure(target.url, scenario, { durationSeconds, connections, timeoutSeconds: 60 });
    const cpuAfter = treeCpuSeconds(target.pid);
    const cpuMs =
      cpuBefore === null || cpuAfter === null || measured.requests === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / measured.requests;
    const answer = await target.memory();
    const { rss, heapUsed } = answer;
    memoryUnderLoad.set(target.server, processesOf(answer));
    rows.push({ ...measured, server: target.server, rss, heap: heapUsed, cpuMs });
    console.log(`  ${name}: ${Math.round(measured.requestsPerSecond)} req/s (load ${load()})`);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await postgres?.drop();
}

/** Foyer in its child process, seeded, with an account that has a password. */
async function startFoyer(): Promise<StartedFoyer> {
  const bench = forkBenchServer({
    name: 'sessions',
    // BENCH_PROFILE=<dir>: a V8 CPU profile of the Foyer server, written there when it stops.
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { DATABASE_URL: postgres?.url ?? '' },
  });
  const { project, next, tell, child } = bench;
  stops.push(async () => {
    tell({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
    bench.cleanUp();
  });
  const seedStarted = Date.now();
  const ready = await next('ready');
  const { sessions, magicLinkTokens } = ready.seeded;
  console.log(
    `Foyer at ${ready.url} on ${database}; seeded ${sessions.length} sessions and ${magicLinkTokens.length} magic links in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; RSS ${mb(ready.rss)}`,
  );
  const publicAuth = basic(project.public_token, project.public_token);
  const created = await fetch(`${ready.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { ...json, authorization: publicAuth },
    body: JSON.stringify(credentials),
  });
  if (created.status !== 200) throw new Error(`Creating the log-in account answered ${created.status}`);

  let turn = 0;
  const pick = <T>(list: readonly T[]): T => list[turn++ % list.length] as T;
  const sdkAuth = (sessionToken?: string) => basic(project.public_token, sessionToken ?? project.public_token);
  const scenarios: Scenario[] = [
    {
      name: 'sdk sessions/authenticate (token)',
      method: 'POST',
      path: '/sdk/v1/sessions/authenticate',
      next: () => ({ headers: { ...json, authorization: sdkAuth(pick(sessions).sessionToken) }, body: '{}' }),
    },
    {
      name: 'sdk sessions/authenticate (JWT)',
      method: 'POST',
      path: '/sdk/v1/sessions/authenticate',
      next: () => ({
        headers: { ...json, authorization: sdkAuth() },
        body: JSON.stringify({ session_jwt: pick(sessions).sessionJwt }),
      }),
    },
    {
      name: 'backend v1/sessions/authenticate',
      method: 'POST',
      path: '/v1/sessions/authenticate',
      next: () => ({
        headers: { ...json, authorization: basic(project.project_id, project.secret) },
        body: JSON.stringify({ session_token: pick(sessions).sessionToken }),
      }),
    },
    {
      name: 'sdk users/me',
      method: 'GET',
      path: '/sdk/v1/users/me',
      next: () => ({ headers: { authorization: sdkAuth(pick(sessions).sessionToken) } }),
    },
    {
      name: 'sdk magic_links/authenticate',
      method: 'POST',
      path: '/sdk/v1/magic_links/authenticate',
      next: () => ({
        headers: { ...json, authorization: sdkAuth() },
        // Each token works once: hand out the pool in order.
        body: JSON.stringify({ token: magicLinkTokens.pop() ?? 'pool-exhausted' }),
      }),
    },
    {
      name: 'sdk passwords/authenticate',
      method: 'POST',
      path: '/sdk/v1/passwords/authenticate',
      next: () => ({ headers: { ...json, authorization: publicAuth }, body: JSON.stringify(credentials) }),
    },
  ];
  const memory = async () => {
    tell({ type: 'rss' });
    return next('rss');
  };
  // The session checks (token, JWT, backend), the floor's scenarios too.
  const foyer = { server: 'Foyer' as const, url: ready.url, pid: child.pid, scenarios, memory, bench };
  return { ...foyer, sessionScenarios: scenarios.slice(0, 3) };
}

/**
 * The same-work floor on Foyer's own database (seeded, and Foyer's JWKS for the seeded JWTs), with
 * Foyer's session scenarios sent to it unchanged but for their names.
 */
async function startFloor(foyer: StartedFoyer): Promise<Started> {
  const { bench } = foyer;
  const floor = await startPeer(
    './floor-server.ts',
    {
      FLOOR_DATABASE: postgres?.url ?? `${bench.dataDir}/foyer.db`,
      FLOOR_PORT: String(await freePort()),
      FLOOR_WORKERS: process.env.BENCH_WORKERS ?? '1',
      FLOOR_PROJECT: JSON.stringify(bench.project),
      FLOOR_ISSUER: 'http://127.0.0.1',
      FLOOR_JWKS_URL: `${foyer.url}/v1/sessions/jwks/${bench.project.project_id}`,
    },
    ['--conditions=foyer-source', '--import', 'tsx'],
  );
  stops.push(floor.stop);
  const scenarios = foyer.sessionScenarios.map((scenario) => ({ ...scenario, name: FLOOR_OF(scenario.name) }));
  return { server: 'same-work floor', url: floor.ready.url, pid: floor.pid, scenarios, memory: floor.memory };
}

/** Better Auth in its child process, every seeded cookie checked first. */
async function startBetterAuth(): Promise<Started> {
  const peer: PeerServer = await startPeer('./peers/better-auth-server.mjs');
  stops.push(peer.stop);
  const { url, cookies = [], credentials: account } = peer.ready;
  // get-session answers 200 with `null` to a cookie it does not accept: check each one first.
  for (const cookie of cookies) {
    const answer = await fetch(`${url}/api/auth/get-session`, { headers: { cookie } });
    const body = (await answer.json()) as { user?: { email?: string } } | null;
    if (!body?.user?.email) throw new Error('Better Auth did not accept a seeded session cookie');
  }
  console.log(`Better Auth ${peerVersion('better-auth')} at ${url} on SQLite; seeded ${cookies.length} sessions`);
  let turn = 0;
  const scenarios: Scenario[] = [
    {
      name: 'better-auth get-session (cookie)',
      method: 'GET',
      path: '/api/auth/get-session',
      next: () => ({ headers: { cookie: cookies[turn++ % cookies.length] as string } }),
    },
    {
      name: 'better-auth sign-in/email',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      next: () => ({ headers: json, body: JSON.stringify(account) }),
    },
  ];
  return { server: 'Better Auth', url, pid: peer.pid, scenarios, memory: peer.memory };
}

printTables();

function printTables(): void {
  const rate = (name: string) => rows.find((r) => r.name === name);
  // Measured first and last: the mean of the two is the ceiling the ratios use.
  const hellos = rows.filter((r) => r.server === 'bare node:http');
  const ceiling: Row | undefined = hellos[0] && {
    ...hellos[0],
    requestsPerSecond: hellos.reduce((sum, r) => sum + r.requestsPerSecond, 0) / hellos.length,
  };
  // Two significant digits below 0.1 (a password log-in against the ceiling), two decimals above.
  const formatRatio = (r: number) => (r < 0.1 ? r.toPrecision(2) : r.toFixed(2));
  const ratio = (a: Row | undefined, b: Row | undefined) =>
    a && b && b.requestsPerSecond > 0 ? `${formatRatio(a.requestsPerSecond / b.requestsPerSecond)}×` : '—';

  console.log(`\nMeasured (${database} for Foyer; load average at the end ${load()})`);
  console.table(
    rows.map((r) => ({
      server: r.server,
      scenario: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'CPU ms/req': r.cpuMs === null ? '—' : r.cpuMs.toFixed(3),
      'non-2xx': r.non2xx,
      errors: r.errors,
      RSS: mb(r.rss),
      'live heap': mb(r.heap),
      '÷ bare node': r.server === 'bare node:http' ? '' : ratio(r, ceiling),
    })),
  );

  const pairs: Array<[string, string]> = [
    ['sdk sessions/authenticate (token)', 'better-auth get-session (cookie)'],
    ['sdk users/me', 'better-auth get-session (cookie)'],
    ['sdk passwords/authenticate', 'better-auth sign-in/email'],
  ];
  const comparable = pairs.filter(([foyer, peer]) => rate(foyer) && rate(peer));
  if (comparable.length) {
    console.log('Foyer ÷ Better Auth (same run, same generator and connections)');
    console.table(
      comparable.map(([foyer, peer]) => ({
        Foyer: foyer,
        'Better Auth': peer,
        'Foyer req/s': Math.round(rate(foyer)?.requestsPerSecond ?? 0),
        'Better Auth req/s': Math.round(rate(peer)?.requestsPerSecond ?? 0),
        'Foyer ÷ Better Auth': ratio(rate(foyer), rate(peer)),
        'Foyer ÷ bare node': ratio(rate(foyer), ceiling),
      })),
    );
  }

  const targets = [
    {
      scenario: 'sdk sessions/authenticate (token)',
      target: postgres ? '≥ 2,500 req/s' : '≥ 5,000 req/s, p99 ≤ 10 ms',
      met: (r: Row) => r.requestsPerSecond >= (postgres ? 2_500 : 5_000) && (postgres || r.p99Ms <= 10),
    },
    {
      scenario: 'backend v1/sessions/authenticate',
      target: postgres ? '≥ 2,500 req/s' : '≥ 5,000 req/s, p99 ≤ 10 ms (same order)',
      met: (r: Row) => r.requestsPerSecond >= (postgres ? 2_500 : 5_000) && (postgres || r.p99Ms <= 10),
    },
    { scenario: 'sdk passwords/authenticate', target: '≥ 60 logins/s', met: (r: Row) => r.requestsPerSecond >= 60 },
  ];
  const measuredTargets = targets.filter((t) => rate(t.scenario));
  if (measuredTargets.length) {
    console.log(`The performance targets (${database})`);
    console.table(
      measuredTargets.map((t) => {
        const r = rate(t.scenario) as Row;
        return {
          scenario: t.scenario,
          target: t.target,
          measured: `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99Ms} ms`,
          '÷ bare node': ratio(r, ceiling),
          met: t.met(r) ? 'met' : 'not met',
        };
      }),
    );
  }

  // Issue 29: Foyer ÷ the same work done bare, at least 0.5 with p99 ≤ 10 ms (SQLite) and no errors.
  const floorPairs = FOYER.filter((name) => rate(name) && rate(FLOOR_OF(name)));
  if (floorPairs.length) {
    console.log(`Foyer ÷ the same-work floor (${database}; target ≥ 0.5${postgres ? '' : ', p99 ≤ 10 ms'}, no errors)`);
    console.table(
      floorPairs.map((name) => {
        const foyer = rate(name) as Row;
        const floor = rate(FLOOR_OF(name)) as Row;
        const share = foyer.requestsPerSecond / floor.requestsPerSecond;
        const met = share >= 0.5 && (postgres || foyer.p99Ms <= 10) && foyer.non2xx + foyer.errors === 0;
        return {
          scenario: name,
          'Foyer req/s': Math.round(foyer.requestsPerSecond),
          'floor req/s': Math.round(floor.requestsPerSecond),
          'Foyer p99 ms': foyer.p99Ms,
          'floor p99 ms': floor.p99Ms,
          'Foyer ÷ floor': ratio(foyer, floor),
          // The same ratio by CPU per request (floor's ÷ Foyer's): what a busy machine moves least.
          'by CPU': foyer.cpuMs && floor.cpuMs ? `${(floor.cpuMs / foyer.cpuMs).toFixed(2)}×` : '—',
          met: met ? 'met' : 'not met',
        };
      }),
    );
  }

  printMemoryPerProcess();

  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length) {
    console.error(
      `Some requests failed: ${failed.map((r) => `${r.name} (${JSON.stringify(r.statusCodes)})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

/**
 * Issue 29: RSS and live heap per process, at rest and after the server's last run, and Foyer's
 * largest worker ÷ Better Auth's one process (target: at most 2×, at rest and under load).
 */
function printMemoryPerProcess(): void {
  const servers = [...memoryAtRest.keys()].filter((server) => server !== 'bare node:http');
  if (!servers.length) return;
  console.log('Memory per process: RSS / live heap after a full GC');
  console.table(
    servers.flatMap((server) =>
      (memoryAtRest.get(server) ?? []).map((rest, i) => {
        const loaded = memoryUnderLoad.get(server)?.[i];
        return {
          server,
          process: rest.name,
          'at rest': `${mb(rest.rss)} / ${mb(rest.heapUsed)}`,
          'after its last run': loaded ? `${mb(loaded.rss)} / ${mb(loaded.heapUsed)}` : '—',
        };
      }),
    ),
  );
  const largestWorker = (processes: ProcessMemory[] | undefined) =>
    Math.max(0, ...(processes ?? []).filter((p) => p.name !== 'primary').map((p) => p.rss));
  const peer = (when: Map<Row['server'], ProcessMemory[]>) => when.get('Better Auth')?.[0]?.rss ?? 0;
  const judged = [
    ['at rest', memoryAtRest],
    ['after its last run', memoryUnderLoad],
  ] as const;
  const comparable = judged.filter(([, when]) => largestWorker(when.get('Foyer')) > 0 && peer(when) > 0);
  if (!comparable.length) return;
  console.log("Foyer's largest serving process ÷ Better Auth's process, by RSS (target ≤ 2×)");
  console.table(
    comparable.map(([label, when]) => {
      const share = largestWorker(when.get('Foyer')) / peer(when);
      return {
        when: label,
        Foyer: mb(largestWorker(when.get('Foyer'))),
        'Better Auth': mb(peer(when)),
        'Foyer ÷ Better Auth': `${share.toFixed(2)}×`,
        met: share <= 2 ? 'met' : 'not met',
      };
    }),
  );
}
