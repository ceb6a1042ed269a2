/**
 * `npm run bench:scale`: session checks through nginx in front of one, two and three Foyer
 * instances on one PostgreSQL, with docs/operations.md's nginx config (e2e/scale-out/cluster.ts starts the
 * same deployment the scale-out test proves: production mode, real `foyer start` processes).
 *
 * Signs users in once through nginx (email passcodes over a real SMTP server), then, for each
 * instance count, runs autocannon against a fresh nginx over that many instances and prints req/s,
 * p50/p99 and the CPU each part spent per request (Foyer, nginx, PostgreSQL from /proc; the load
 * generator from its own process). A last row measures one instance without nginx, so nginx's own
 * cost shows. Each instance is one process (FOYER_WORKERS=1): the rows count processes.
 *
 * Knobs (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { type Cluster, type FoyerInstance, startCluster, TEST_ORIGIN } from '../e2e/scale-out/cluster.ts';
import { call } from '../e2e/scale-out/http.ts';
import { basic, measure, type Scenario } from './load.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SESSIONS = 40;
const TICKS_PER_SECOND = 100; // Linux's USER_HZ: /proc times are in these

/**
 * User + system CPU seconds a process has used so far (0 once it is gone), plus, with `reaped`,
 * what its children that have exited used: PostgreSQL's backends come and go with the pool, and
 * the postmaster collects their time when they end.
 */
function cpuSeconds(pid: number, reaped = false): number {
  try {
    // Fields after the command name (which may hold spaces), so split after its closing paren.
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []).map(Number);
    const own = (fields[11] ?? 0) + (fields[12] ?? 0);
    return (own + (reaped ? (fields[13] ?? 0) + (fields[14] ?? 0) : 0)) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `parent`. */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(parent);
      } catch {
        return false;
      }
    });
}

/** CPU seconds of each part of the deployment, summed over its processes (the first: with its exited children). */
function cpuOf(parts: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(parts).map(([name, pids]) => [
      name,
      pids.reduce((sum, pid, index) => sum + cpuSeconds(pid, index === 0), 0),
    ]),
  );
}

async function signInSessions(cluster: Cluster): Promise<string[]> {
  const sdk = { authorization: basic(cluster.project.public_token, cluster.project.public_token), origin: TEST_ORIGIN };
  const tokens: string[] = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    const email = `bench-${i}@example.com`;
    const sent = await call(`${cluster.url}/sdk/v1/otps/email/login_or_create`, { json: { email }, headers: sdk });
    const code = cluster.mail
      .filter((m) => m.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    const signedIn = await call(`${cluster.url}/sdk/v1/otps/authenticate`, {
      json: { method_id: sent.body.method_id, token: code, session_duration_minutes: 1440 },
      headers: sdk,
    });
    if (signedIn.status !== 200) throw new Error(`sign-in ${i} answered ${signedIn.status}`);
    tokens.push(signedIn.body.session_token);
  }
  return tokens;
}

function sessionCheck(cluster: Cluster, tokens: string[]): Scenario {
  let next = 0;
  const authorization = basic(cluster.project.project_id, cluster.project.secret);
  return {
    name: 'POST /v1/sessions/authenticate (token)',
    method: 'POST',
    path: '/v1/sessions/authenticate',
    next: () => ({
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ session_token: tokens[next++ % tokens.length] }),
    }),
  };
}

interface Row {
  setup: string;
  instances: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  cpuMsPerRequest: Record<string, number>;
  load: string;
}

async function main() {
  const cores = availableParallelism();
  console.log(`Scale-out bench: ${cores} cores; ${durationSeconds} s per run, ${connections} connections.`);
  console.log('Starting PostgreSQL, SMTP, three Foyer instances and nginx…');
  const cluster = await startCluster({
    instances: 3,
    quiet: true,
    // The load comes from one address: lift the per-client limits it would meet, the in-memory budget too.
    env: {
      FOYER_SEND_LIMIT_PER_CLIENT: '1000',
      FOYER_REQUEST_BURST_PER_CLIENT: '1000000',
      FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '1000000',
      FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '1000000',
    },
  });
  const rows: Row[] = [];
  try {
    const tokens = await signInSessions(cluster);
    const scenario = sessionCheck(cluster, tokens);
    const postmaster = Number(readFileSync(join(cluster.postgresDir, 'data/postmaster.pid'), 'utf8').split('\n')[0]);

    const run = async (setup: string, url: string, instances: FoyerInstance[], nginxPid: number | null) => {
      const parts = () => ({
        Foyer: instances.map((instance) => instance.child.pid ?? 0),
        nginx: nginxPid ? [nginxPid, ...childrenOf(nginxPid)] : [],
        PostgreSQL: [postmaster, ...childrenOf(postmaster)],
      });
      await measure(url, scenario, { durationSeconds: 3, connections }); // warm-up: JIT, pools, keep-alives
      const self = () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      };
      const before: Record<string, number> = { ...cpuOf(parts()), 'load generator': self() };
      const measured = await measure(url, scenario, { durationSeconds, connections });
      const after: Record<string, number> = { ...cpuOf(parts()), 'load generator': self() };
      const cpuMsPerRequest = Object.fromEntries(
        Object.keys(after).map((part) => [
          part,
          ((after[part] ?? 0) - (before[part] ?? 0)) * (1000 / Math.max(1, measured.requests)),
        ]),
      );
      const row: Row = {
        setup,
        instances: instances.length,
        requestsPerSecond: measured.requestsPerSecond,
        p50Ms: measured.p50Ms,
        p99Ms: measured.p99Ms,
        failures: measured.non2xx + measured.errors,
        cpuMsPerRequest,
        load: loadavg()[0]?.toFixed(2) ?? '?',
      };
      rows.push(row);
      console.log(`  ${setup}: ${Math.round(row.requestsPerSecond)} req/s (load ${row.load})`);
    };

    for (const count of [1, 2, 3]) {
      const upstreams = cluster.instances.slice(0, count);
      const nginx = await cluster.nginxFor(upstreams);
      await run(`nginx → ${count} instance${count > 1 ? 's' : ''}`, nginx.url, upstreams, nginx.child.pid ?? null);
      await nginx.stop();
    }
    const [first] = cluster.instances;
    if (!first) throw new Error('no instance');
    await run('1 instance, no nginx', first.url, [first], null);
  } finally {
    await cluster.stop();
  }

  const base = rows.find((row) => row.setup === 'nginx → 1 instance')?.requestsPerSecond ?? 1;
  console.log('\nSession checks by token (host backend call) on PostgreSQL:');
  console.table(
    rows.map((row) => ({
      setup: row.setup,
      'req/s': Math.round(row.requestsPerSecond),
      'vs nginx → 1': (row.requestsPerSecond / base).toFixed(2),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      failures: row.failures,
      'Foyer CPU ms/req': row.cpuMsPerRequest.Foyer?.toFixed(3),
      'nginx CPU ms/req': row.cpuMsPerRequest.nginx?.toFixed(3),
      'PostgreSQL CPU ms/req': row.cpuMsPerRequest.PostgreSQL?.toFixed(3),
      'autocannon CPU ms/req': row.cpuMsPerRequest['load generator']?.toFixed(3),
      'load (1 min)': row.load,
    })),
  );
  console.log(
    [
      `This machine has ${cores} cores, shared by PostgreSQL, nginx, every Foyer instance and the load`,
      'generator (and by whatever else runs: see the load average). Past the core count, another',
      'instance cannot add throughput here; it only splits the same CPU. The CPU per request is the',
      'figure that carries to a real deployment, where each instance has its own machine: throughput',
      'then grows with instances until PostgreSQL (its CPU per request times the checks a second) is',
      'the bottleneck.',
    ].join('\n'),
  );
}

await main();
