/**
 * CPU time per request of the session endpoints, in process (no HTTP, no load generator): the
 * figure to watch when optimising a hot path, steadier than req/s on a shared machine.
 *
 *   node --conditions=foyer-source --import tsx bench/cpu-per-request.ts                 # SQLite in memory
 *   node --conditions=foyer-source --import tsx --cpu-prof bench/cpu-per-request.ts      # plus a profile for DevTools
 *   TEST_DATABASE_URL=postgres://… node --conditions=foyer-source --import tsx bench/cpu-per-request.ts
 */
import { createTestContext, signInNewUser } from '@foyer/server/testing';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 3_000);
const t = await createTestContext();
const signedIn = await signInNewUser(t.deps, t.project);

const scenarios: Array<[string, () => Promise<unknown>]> = [
  [
    'sdk sessions/authenticate (token)',
    () => t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token }),
  ],
  ['sdk sessions/authenticate (JWT)', () => t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt })],
  [
    'backend v1/sessions/authenticate',
    () => t.backend('/sessions/authenticate', { session_token: signedIn.session_token }),
  ],
  ['sdk users/me', () => t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token })],
];

// Warm every path first, so the first scenario does not pay for JIT compilation.
for (const [, call] of scenarios) for (let i = 0; i < 300; i++) await call();

for (const [name, call] of scenarios) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await call();
  const cpu = process.cpuUsage(cpuBefore);
  const perCall = (ms: number) => (ms / iterations).toFixed(3);
  console.log(
    `${name.padEnd(36)} ${perCall(performance.now() - started)} ms wall, ${perCall((cpu.user + cpu.system) / 1000)} ms CPU per call`,
  );
}
await t.close();
