/**
 * `npm run bench:verify`: how many session JWTs @foyer/node's verifySession checks offline per
 * second on one core (printed as per core). Starts an in-process Foyer (SQLite in memory) on a loopback port, signs in
 * BENCH_USERS users (default 200), fetches the key set once (the first check), then checks their
 * JWTs for BENCH_DURATION seconds (default 5): one at a time, then BENCH_CONCURRENCY (default 32)
 * in flight. Re-runs itself under `taskset -c 0` with UV_THREADPOOL_SIZE=1 where taskset exists,
 * so WebCrypto's signature checks (libuv's thread pool) and the event loop share one core.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { createFoyer } from '@foyer/node';
import { createTestContext, signInNewUser, testProjectConfig } from '@foyer/server/testing';
import { serve } from '@hono/node-server';

if (!process.env.BENCH_PINNED && spawnSync('taskset', ['-c', '0', 'true']).status === 0) {
  const pinned = spawnSync('taskset', ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1', UV_THREADPOOL_SIZE: '1' },
  });
  process.exit(pinned.status ?? 1);
}

const durationMs = Number(process.env.BENCH_DURATION ?? 5) * 1000;
const users = Number(process.env.BENCH_USERS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

const t = await createTestContext();
const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const jwts: string[] = [];
  for (let i = 0; i < users; i += 1) jwts.push((await signInNewUser(t.deps, t.project)).session_jwt);
  const foyer = createFoyer({
    projectId: testProjectConfig.project_id,
    secret: testProjectConfig.secret,
    baseUrl,
    issuer: 'https://auth.host.example', // the test context's FOYER_PUBLIC_URL
  });
  await foyer.verifySession(jwts[0] as string); // fetches and caches the key set

  let turn = 0;
  const nextJwt = () => jwts[turn++ % jwts.length] as string;
  const checkFor = async (lanes: number) => {
    let checks = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (performance.now() < deadline) {
          await foyer.verifySession(nextJwt());
          checks += 1;
        }
      }),
    );
    return checks / ((performance.now() - started) / 1000);
  };

  const pinned = Boolean(process.env.BENCH_PINNED);
  console.log(
    `@foyer/node verifySession, offline (ES256, cached key set), ${users} users' JWTs, node ${process.version}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    pinned
      ? 'Pinned to one core (taskset -c 0, UV_THREADPOOL_SIZE=1): the figures below are per core.'
      : `Not pinned (no taskset): the figures below use all ${availableParallelism()} cores, not one.`,
  );
  const unit = pinned ? 'verifications/s per core' : 'verifications/s (whole machine)';
  console.log(`one at a time:  ${Math.round(await checkFor(1))} ${unit}`);
  console.log(`${concurrency} in flight:   ${Math.round(await checkFor(concurrency))} ${unit}`);
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
}
