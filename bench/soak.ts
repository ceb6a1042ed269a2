/**
 * `npm run soak`: Foyer at a steady load for a long time (outside `npm test`), to see that memory and
 * event-loop delay stay flat and nothing fails. Two runs, one after the other:
 *   - SQLite: one production-mode `foyer start`-equivalent process (bench/server-process.ts);
 *   - PostgreSQL: two `foyer start` instances behind docs/operations.md's nginx (e2e/scale-out/cluster.ts).
 * The load is session checks (SDK and backend) at BENCH_SOAK_RATE requests per second (default 50),
 * with a password sign-up every window (a write, argon2 and a new session). Every
 * BENCH_SOAK_WINDOW seconds (default 60) each server is scraped on GET /metrics (prom-client's
 * process figures: RSS, heap used, event-loop delay p99) and a line is printed; BENCH_SOAK_SECONDS
 * (default 600) in all, per engine. BENCH_SOAK_ONLY=sqlite or postgres runs one. Exits 1 on any
 * error or non-2xx answer.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { type Cluster, startCluster, TEST_ORIGIN } from '../e2e/scale-out/cluster.ts';
import { basic, measure, type Scenario } from './load.ts';
import { forkBenchServer } from './server-child.ts';

const totalSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const windowSeconds = Number(process.env.BENCH_SOAK_WINDOW ?? 60);
const rate = Number(process.env.BENCH_SOAK_RATE ?? 50);
const only = process.env.BENCH_SOAK_ONLY;
const METRICS_TOKEN = randomBytes(24).toString('hex');

interface Target {
  name: string;
  /** Where the load goes (nginx for PostgreSQL). */
  url: string;
  /** Each server process to scrape. */
  instances: string[];
  project: { project_id: string; public_token: string; secret: string };
  origin: string;
  stop(): Promise<void>;
}

/** RSS, heap used (MB) and event-loop delay p99 (ms) of one server, from its /metrics. */
async function scrape(url: string) {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text)?.[1]);
  return {
    rssMb: value('foyer_process_resident_memory_bytes') / 2 ** 20,
    heapMb: value('foyer_nodejs_heap_size_used_bytes') / 2 ** 20,
    loopP99Ms: value('foyer_nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}

async function signUp(target: Target, n: number): Promise<string> {
  const answer = await fetch(`${target.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: target.origin,
      authorization: basic(target.project.public_token, target.project.public_token),
    },
    body: JSON.stringify({
      email: `soak-${n}-${randomBytes(4).toString('hex')}@example.com`,
      password: 'violet-harbour-tangent-47-soak',
    }),
  });
  const body = (await answer.json()) as { session_token?: string };
  if (answer.status !== 200 || !body.session_token) throw new Error(`sign-up answered ${answer.status}`);
  return body.session_token;
}

async function soak(target: Target): Promise<boolean> {
  const sessions: string[] = [];
  for (let i = 0; i < 10; i += 1) sessions.push(await signUp(target, i));
  let turn = 0;
  const pick = () => sessions[turn++ % sessions.length] as string;
  const check: Scenario = {
    name: 'session checks',
    method: 'POST',
    path: '/v1/sessions/authenticate',
    next: () => ({
      headers: {
        'content-type': 'application/json',
        authorization: basic(target.project.project_id, target.project.secret),
      },
      body: JSON.stringify({ session_token: pick() }),
    }),
  };
  console.log(
    `\n${target.name}: ${rate} req/s for ${totalSeconds} s, a line every ${windowSeconds} s (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    '   t (s) | requests | non-2xx | errors | p99 ms | ' +
      target.instances.map((_, i) => `#${i + 1} RSS MB  heap MB  loop p99 ms`).join(' | '),
  );
  let failures = 0;
  for (let elapsed = 0; elapsed < totalSeconds; elapsed += windowSeconds) {
    sessions.push(await signUp(target, sessions.length));
    const run = await measure(target.url, check, {
      durationSeconds: windowSeconds,
      connections: 10,
      overallRate: rate,
    });
    failures += run.non2xx + run.errors;
    const figures = await Promise.all(target.instances.map(scrape));
    console.log(
      `${String(elapsed + windowSeconds).padStart(8)} | ${String(run.requests).padStart(8)} | ${String(run.non2xx).padStart(7)} | ${String(run.errors).padStart(6)} | ${String(run.p99Ms).padStart(6)} | ` +
        figures
          .map(
            (f) =>
              `${f.rssMb.toFixed(1).padStart(9)}  ${f.heapMb.toFixed(1).padStart(7)}  ${f.loopP99Ms.toFixed(1).padStart(11)}`,
          )
          .join(' | '),
    );
  }
  console.log(
    `${target.name}: ${failures === 0 ? 'no errors' : `${failures} failed answers`} (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  return failures === 0;
}

async function sqliteTarget(): Promise<Target> {
  const bench = forkBenchServer({
    name: 'soak',
    env: { FOYER_METRICS_TOKEN: METRICS_TOKEN, FOYER_PASSWORD_SIGNUPS_PER_CLIENT: '100000' },
  });
  const ready = await bench.next('ready');
  return {
    name: 'SQLite, one process',
    url: ready.url,
    instances: [ready.url],
    project: bench.project,
    origin: 'http://127.0.0.1',
    stop: async () => {
      bench.tell({ type: 'stop' });
      await new Promise((resolve) => bench.child.once('exit', resolve));
      bench.cleanUp();
    },
  };
}

async function postgresTarget(): Promise<Target> {
  const cluster: Cluster = await startCluster({
    instances: 2,
    quiet: true,
    env: { FOYER_METRICS_TOKEN: METRICS_TOKEN, FOYER_PASSWORD_SIGNUPS_PER_CLIENT: '100000' },
  });
  return {
    name: 'PostgreSQL, two instances behind nginx',
    url: cluster.url,
    instances: cluster.instances.map((i) => i.url),
    project: cluster.project,
    origin: TEST_ORIGIN,
    stop: () => cluster.stop(),
  };
}

let ok = true;
for (const [name, start] of [
  ['sqlite', sqliteTarget],
  ['postgres', postgresTarget],
] as const) {
  if (only && only !== name) continue;
  const target = await start();
  try {
    ok = (await soak(target)) && ok;
  } finally {
    await target.stop();
  }
}
process.exit(ok ? 0 : 1);
