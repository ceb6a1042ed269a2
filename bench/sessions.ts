/**
 * `npm run bench`: starts a production-mode Foyer (SQLite in a temporary data folder) on a loopback
 * port, seeds users, sessions and magic links, then loads each session endpoint with autocannon and
 * prints requests/s, p50/p99 latency and the server's RSS.
 *
 * Knobs (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20),
 * BENCH_ONLY (comma-separated scenario names), BENCH_POSTGRES_URL (an admin URL: the bench creates a
 * throwaway database there and runs on PostgreSQL instead of SQLite).
 */
import { throwawayDatabase } from '@foyer/server/testing';
import { basic, type Measured, measure, type Scenario } from './load.ts';
import { forkBenchServer } from './server-child.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

const postgres = process.env.BENCH_POSTGRES_URL
  ? await throwawayDatabase(process.env.BENCH_POSTGRES_URL, 'foyer_bench')
  : null;
const bench = forkBenchServer({
  name: 'sessions',
  execArgv: ['--expose-gc'],
  env: { DATABASE_URL: postgres?.url ?? '' },
});
const { project, next, tell, child } = bench;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

try {
  const seedStarted = Date.now();
  const ready = await next('ready');
  const { sessions, magicLinkTokens } = ready.seeded;
  console.log(
    `Foyer at ${ready.url} on ${postgres ? 'PostgreSQL' : 'SQLite'}; seeded ${sessions.length} sessions and ${magicLinkTokens.length} magic links in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; RSS ${mb(ready.rss)}`,
  );
  console.log(`Each run: ${durationSeconds} s, ${connections} connections, node ${process.version}\n`);

  let turn = 0;
  const pick = <T>(list: readonly T[]): T => list[turn++ % list.length] as T;
  const json = { 'content-type': 'application/json' };
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
  ];

  // Warm-up: JIT, connection pools and SQLite's page cache, so the first scenario is not penalised.
  await measure(ready.url, scenarios[0] as Scenario, { durationSeconds: 3, connections });

  const results: Array<Measured & { rss: number; heap: number }> = [];
  for (const scenario of scenarios) {
    if (only && !only.includes(scenario.name)) continue;
    const measured = await measure(ready.url, scenario, { durationSeconds, connections });
    tell({ type: 'rss' });
    const memory = await next('rss');
    results.push({ ...measured, rss: memory.rss, heap: memory.heapUsed });
  }

  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      requests: r.requests,
      'non-2xx': r.non2xx,
      errors: r.errors,
      'server RSS': mb(r.rss),
      'live heap': mb(r.heap),
    })),
  );
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length) {
    console.error(`Some requests failed: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  tell({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
  bench.cleanUp();
  await postgres?.drop();
}
