/**
 * Better Auth, the peer `npm run bench` measures beside Foyer: email and password enabled, its own
 * migrations run at start, on better-sqlite3 (the engine Foyer uses, same pragmas: WAL,
 * synchronous NORMAL, busy_timeout) in a temporary folder, served by its Node handler on a loopback
 * port. Forked by bench/peer-servers.ts; reports over IPC like Foyer's bench server.
 *
 * Seeds BENCH_USERS users, each with a session (through Better Auth's own adapter, and the session
 * cookie signed as Better Auth signs it, so no password hashing is spent on seeding), and one
 * account with a password (through its sign-up endpoint) for the sign-in scenario.
 *
 * Its rate limiter is off: one loopback address sends every request, as the bench lifts Foyer's
 * per-client limits. Passwords: scrypt (N=16384, r=16, p=1) on libuv's thread pool.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import Database from 'better-sqlite3';

const users = Number(process.env.BENCH_USERS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-better-auth-'));
const sqlite = new Database(join(dataDir, 'better-auth.db'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('busy_timeout = 5000');

const secret = `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`;
const auth = betterAuth({
  database: sqlite,
  secret,
  baseURL: 'http://127.0.0.1',
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { level: 'error' },
});
const { runMigrations } = await getMigrations(auth.options);
await runMigrations();

const server = createServer(toNodeHandler(auth));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

// Sessions as a browser holds them: the signed session cookie (`token.HMAC-SHA256(secret)`).
const context = await auth.$context;
const cookieName = context.authCookies.sessionToken.name;
const cookies = [];
for (let i = 0; i < users; i++) {
  const user = await context.internalAdapter.createUser({
    email: `bench-${i}@bench.example`,
    name: `Bench ${i}`,
    emailVerified: true,
  });
  const session = await context.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', secret).update(session.token).digest('base64');
  cookies.push(`${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`);
}
const credentials = { email: 'bench@example.com', password: 'violet-harbour-tangent-47', name: 'Bench' };
await auth.api.signUpEmail({ body: credentials });

process.send?.({ type: 'ready', url, cookies, credentials, rss: process.memoryUsage().rss });
// A bench that dies must not leave this server behind.
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message?.type === 'rss') {
    const rss = process.memoryUsage().rss;
    globalThis.gc?.();
    process.send?.({ type: 'rss', rss, heapUsed: process.memoryUsage().heapUsed });
  }
  if (message?.type === 'stop') {
    server.closeAllConnections();
    server.close(() => {
      sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
