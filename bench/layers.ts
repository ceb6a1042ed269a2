/**
 * `npm run bench:layers`: what each layer of the request path costs for a session check (issue 29).
 *
 * One Foyer app in this process (the test context: production mode, SQLite in memory, one project,
 * one signed-in user, the per-client budget lifted as in every bench) behind the production listener
 * (http/listen.ts: node:http, the admission gate, @hono/node-server), asked by one client over
 * loopback, one request at a time, so that no two requests overlap and a span of wall time is the
 * server's own work (SQLite and node:crypto answer synchronously; nothing waits on another thread).
 *
 * Nothing in the server changes: the bench wraps the router's `match`, so that each middleware and
 * the route handler Hono runs for the request is timed, keeping its self time (from its start to
 * its `next()`, and from `next()`'s return to its own). Around them: Hono's dispatch (routing, the
 * Context, compose) is app.fetch's time minus the layers'; the node:http side (the admission gate,
 * the adapter's Request and Response, the socket write) is from the 'request' event to the
 * answer's 'finish', minus app.fetch's. Node's parsing of the request comes before 'request' and is
 * not counted (the floor pays it too). The timers themselves cost ~0.1 µs a layer.
 *
 * Knobs: BENCH_ITERATIONS (default 3,000 per scenario, after 500 unmeasured).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { createTestContext, signInNewUser, testProjectConfig } from '@foyer/server/testing';
import { DEFAULT_CONNECTION_SETTINGS } from '../packages/server/src/config/connection-settings.ts';
import { listen } from '../packages/server/src/http/listen.ts';
import { type LayerClock, timeLayers } from './layer-timers.ts';
import { basic } from './load.ts';
import { connectClient } from './raw-client.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 3_000);
const lifted = { burst: 1_000_000, perSecond: 1_000_000, inFlight: 1_000_000 };
const t = await createTestContext({ config: { admission: lifted } });
const signedIn = await signInNewUser(t.deps, t.project);
const clock: LayerClock = timeLayers(t.app);

const server = await listen({
  fetch: clock.fetch,
  port: 0,
  hostname: '127.0.0.1',
  connections: { ...DEFAULT_CONNECTION_SETTINGS, perClient: 1_000 },
  trustedProxies: [],
  admission: { settings: lifted, now: () => Date.now() },
});
// First of the 'request' listeners: the node:http side's span starts here and ends at 'finish'.
server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
  const started = performance.now();
  response.once('finish', () => clock.addOuter(performance.now() - started));
});
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { public_token: publicToken, project_id: projectId, secret } = testProjectConfig;
const json = { 'content-type': 'application/json', origin: 'https://host.example' };
const scenarios: Array<{ name: string; path: string; headers: Record<string, string>; body: string }> = [
  {
    name: 'sdk sessions/authenticate (token)',
    path: '/sdk/v1/sessions/authenticate',
    headers: { ...json, authorization: basic(publicToken, signedIn.session_token) },
    body: '{}',
  },
  {
    name: 'sdk sessions/authenticate (JWT)',
    path: '/sdk/v1/sessions/authenticate',
    headers: { ...json, authorization: basic(publicToken, publicToken) },
    body: JSON.stringify({ session_jwt: signedIn.session_jwt }),
  },
  {
    name: 'backend v1/sessions/authenticate',
    path: '/v1/sessions/authenticate',
    headers: { 'content-type': 'application/json', authorization: basic(projectId, secret) },
    body: JSON.stringify({ session_token: signedIn.session_token }),
  },
];

const client = await connectClient(port);
console.log(`${iterations} requests per scenario, one at a time; node ${process.version}; load average ${load()}`);
for (const scenario of scenarios) {
  // Headers and body in one write, as a load generator (autocannon) sends them.
  const bytes = Buffer.from(
    `POST ${scenario.path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${Buffer.byteLength(scenario.body)}\r\n` +
      `${Object.entries(scenario.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n${scenario.body}`,
  );
  const send = async () => {
    const answer = await client(bytes);
    if (answer.status !== 200) throw new Error(`${scenario.name} answered ${answer.status}: ${answer.body}`);
  };
  for (let i = 0; i < 500; i++) await send();
  clock.reset();
  for (let i = 0; i < iterations; i++) await send();
  console.log(`\n${scenario.name} (load average ${load()})`);
  console.table(clock.table(iterations));
}
client.close();
server.close();
server.closeAllConnections();
await t.close();

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
