import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseSettings, DEFAULT_DATABASE_SETTINGS } from '../config/database-settings.ts';
import { READINESS_DEADLINE_MS } from '../http/health.ts';
import { realPostgresDatabase } from '../testing/postgres-server.ts';
import { type StallingProxy, startStallingProxy } from '../testing/stalling-proxy.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { type OpenedDatabase, openDatabase } from './database.ts';

/** Short timeouts, so a fault shows in a second rather than the defaults' 5 and 10. */
const FAST: DatabaseSettings = {
  ...DEFAULT_DATABASE_SETTINGS,
  poolSize: 1,
  connectTimeoutMs: 500,
  queryTimeoutMs: 800,
  startAttempts: 3,
  startRetryDelayMs: 50,
};

/** Whatever a slow machine adds to a deadline before the answer is out. */
const SLACK_MS = 2_000;

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
};

describe('PostgreSQL that accepts connections and never answers', () => {
  let silent: StallingProxy;
  beforeAll(async () => {
    silent = await startStallingProxy();
  });
  afterAll(() => silent.close());

  it('fails the open after the configured attempts, one log line each, instead of waiting forever', async () => {
    const logs: string[] = [];
    const url = `postgres://foyer@127.0.0.1:${silent.port}/foyer`;
    const { result, ms } = await timed(
      openDatabase({ databaseUrl: url, sqlitePath: '', settings: FAST, log: (line) => logs.push(line) }).then(
        () => null,
        (error: Error) => error,
      ),
    );
    expect(result?.message).toMatch(
      new RegExp(`^database not reachable at 127\\.0\\.0\\.1:${silent.port} after 3 attempts: .*timeout`, 'i'),
    );
    expect(logs).toEqual([
      expect.stringMatching(
        new RegExp(`^database not reachable at 127\\.0\\.0\\.1:${silent.port} \\(attempt 1 of 3\\): `),
      ),
      expect.stringMatching(/\(attempt 2 of 3\)/),
    ]);
    expect(silent.accepted).toBeGreaterThanOrEqual(3);
    expect(ms).toBeLessThan(3 * FAST.connectTimeoutMs + 2 * FAST.startRetryDelayMs + SLACK_MS);
  }, 30_000);
});

describe('PostgreSQL that stalls while Foyer runs', () => {
  let postgres: Awaited<ReturnType<typeof realPostgresDatabase>>;
  let proxy: StallingProxy;
  let database: OpenedDatabase;
  let t: TestContext;
  beforeAll(async () => {
    postgres = await realPostgresDatabase();
  }, 60_000);
  afterAll(() => postgres?.close());

  /** A Foyer app whose every connection to PostgreSQL passes through a proxy that can stall. */
  async function appThroughProxy(settings: DatabaseSettings) {
    const target = new URL(postgres.url);
    proxy = await startStallingProxy({ host: target.hostname, port: Number(target.port) });
    target.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: target.toString(), sqlitePath: '', settings, log: () => {} });
    t = await createTestContext({ deps: { db: database.db, engine: 'postgres' }, config: { database: settings } });
  }
  afterEach(async () => {
    await t?.close();
    await proxy?.close();
    await database?.close().catch(() => {});
  });

  const sessionCheck = () => t.sdk('/sessions/authenticate', { session_token: 'not-a-session-token-at-all-000000' });

  it('answers 503 server_not_ready with Retry-After once a statement outlasts the query timeout', async () => {
    await appThroughProxy(FAST);
    expect((await sessionCheck()).body.error_type).toBe('session_not_found');
    proxy.stall();
    const { result, ms } = await timed(sessionCheck());
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      error_type: 'server_not_ready',
      error_message: 'The server is not ready to answer requests yet.',
    });
    expect(result.headers.get('retry-after')).toBe('5');
    expect(ms).toBeLessThan(FAST.queryTimeoutMs + 1_000 + SLACK_MS);
    expect(t.logs.join('\n')).toMatch(
      /POST \/sdk\/v1\/sessions\/authenticate: the database is unavailable \(Query read timeout\)/,
    );
  }, 30_000);

  it('sheds a request that waits for a pooled connection longer than the connect timeout', async () => {
    await appThroughProxy(FAST);
    expect((await sessionCheck()).body.error_type).toBe('session_not_found');
    proxy.stall();
    // The pool's one connection is stuck on the first request; the second waits for it, not forever.
    const first = timed(sessionCheck());
    const second = await timed(sessionCheck());
    expect(second.result.status).toBe(503);
    expect(second.result.body.error_type).toBe('server_not_ready');
    expect(second.ms).toBeLessThan(FAST.connectTimeoutMs + SLACK_MS);
    expect(t.logs.join('\n')).toMatch(/timeout exceeded when trying to connect/);
    expect((await first).result.status).toBe(503);
  }, 30_000);

  it('answers /readyz 503 within its own deadline, however long the database would take', async () => {
    await appThroughProxy({ ...FAST, queryTimeoutMs: 60_000 });
    expect((await t.app.request('/readyz')).status).toBe(200);
    proxy.stall();
    const { result, ms } = await timed(Promise.resolve(t.app.request('/readyz')));
    expect(result.status).toBe(503);
    expect(await result.json()).toMatchObject({
      error_type: 'server_not_ready',
      error_message: `The server is not ready: the database did not answer within ${READINESS_DEADLINE_MS / 1000} s.`,
    });
    expect(ms).toBeLessThan(READINESS_DEADLINE_MS + SLACK_MS);
  }, 30_000);
});
