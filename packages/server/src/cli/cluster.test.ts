import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallengeOf } from '../security/pkce.ts';
import { FOYER_FROM_SOURCE, START_TIMEOUT_MS, type StartedFoyer, startFoyer } from '../testing/foyer-cli.ts';
import { throwawayDatabase } from '../testing/throwaway-database.ts';

/** A PKCE challenge, which every browser send of a link carries (security/pkce.ts). */
const VERIFIER = 'a-code-verifier-of-the-cluster-test-page-000000';
const CHALLENGE = pkceChallengeOf(VERIFIER);

interface Answer {
  status: number;
  requestId: string;
  body: Record<string, unknown>;
}

/**
 * One request on a connection of its own: the cluster hands out connections (not requests) to
 * workers in turn, so fresh connections spread over both.
 */
function call(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(`${url}${path}`, {
      agent: false,
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          requestId: String(response.headers['x-request-id']),
          body: JSON.parse(text || '{}'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The primary prepares the database before the workers start: two starts one after the other. */
const CLUSTER_START_TIMEOUT_MS = START_TIMEOUT_MS * 2;

const METRICS_TOKEN = 'metrics-token-of-the-cluster-test-0123456789';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('foyer start with FOYER_WORKERS=2', () => {
  let folder: string;
  let foyer: StartedFoyer;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | null = null;
  let workerPids: number[];
  let dev: { project_id: string; public_token: string; secret: string };

  /** The pid of the worker that answered each request id, from the JSON access log. */
  const answeredBy = (requestIds: string[]): number[] =>
    requestIds.map((id) => {
      const line = foyer
        .stdout()
        .split('\n')
        .find((l) => l.includes(`"request_id":"${id}"`));
      return (JSON.parse(line as string) as { pid: number }).pid;
    });
  /** Waits until the access log has a line for each request id (workers write asynchronously). */
  const logged = (answers: Answer[]) =>
    Promise.all(answers.map((a) => foyer.printed(new RegExp(`"request_id":"${a.requestId}"`))));

  const sdk = (path: string, body: unknown, sessionToken?: string) =>
    call(foyer.url, `/sdk/v1${path}`, {
      headers: {
        authorization: basic(dev.public_token, sessionToken ?? dev.public_token),
        origin: 'http://localhost:5173',
      },
      body,
    });
  const backendAuth = () => ({ authorization: basic(dev.project_id, dev.secret) });
  const backend = (path: string, body: unknown) => call(foyer.url, `/v1${path}`, { headers: backendAuth(), body });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-cluster-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    database = adminUrl ? await throwawayDatabase(adminUrl) : null;
    foyer = await startFoyer(
      FOYER_FROM_SOURCE,
      folder,
      {
        FOYER_WORKERS: '2',
        FOYER_LOG_FORMAT: 'json',
        DATABASE_URL: database?.url ?? '',
        // The concurrent-writes tests play 100 people on one address (127.0.0.1): lift the per-client
        // send limit and the in-memory in-flight cap (32), which on PostgreSQL one worker may pass.
        FOYER_SEND_LIMIT_PER_CLIENT: '100000',
        FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
        FOYER_METRICS_TOKEN: METRICS_TOKEN,
      },
      CLUSTER_START_TIMEOUT_MS,
    );
    const pids = foyer.stdout().match(/Workers: +2 processes sharing the port \(pids (\d+), (\d+)\)/);
    workerPids = [Number(pids?.[1]), Number(pids?.[2])];
    dev = JSON.parse(readFileSync(join(folder, '.foyer/dev-project.json'), 'utf8'));
  }, CLUSTER_START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    foyer?.child.kill('SIGKILL');
    await foyer?.exited;
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('prints the banner once and answers /readyz from both workers (the JSON access log names each pid)', async () => {
    expect(foyer.stdout().match(/Foyer is running/g)).toHaveLength(1);
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i++) answers.push(await call(foyer.url, '/readyz'));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    await logged(answers);
    expect(new Set(answeredBy(answers.map((a) => a.requestId)))).toEqual(new Set(workerPids));
  });

  it('covers every worker in one scrape of /metrics, whichever worker answers it', async () => {
    const scrape = async () => {
      const answer = await fetch(`${foyer.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith('foyer_http_request_duration_seconds_count{method="GET",route="/readyz",status="200"} '),
        );
      return { text, readyz: Number(line?.split(' ')[1] ?? 0) };
    };
    const before = await scrape();
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) answers.push(await call(foyer.url, '/readyz'));
    await logged(answers);
    expect(new Set(answeredBy(answers.map((a) => a.requestId)))).toEqual(new Set(workerPids));
    const after = await scrape();
    expect(after.readyz - before.readyz).toBe(20);
    // The key age is read from the one database by each worker; the aggregate keeps the largest.
    const keyAge = Number(after.text.match(/^foyer_signing_key_age_seconds (\S+)$/m)?.[1]);
    expect(keyAge).toBeGreaterThanOrEqual(0);
    expect(keyAge).toBeLessThan(CLUSTER_START_TIMEOUT_MS / 1000 + 600);
  });

  it('checks a session signed in on one worker on every worker, and refuses it on every worker at once once revoked', async () => {
    expect(
      (await sdk('/magic_links/email/login_or_create', { email: 'ada@example.com', code_challenge: CHALLENGE })).status,
    ).toBe(200);
    const outbox = await call(foyer.url, '/dev/api/outbox');
    const links = (outbox.body.messages as { to: string; links: string[] }[]).find((m) => m.to === 'ada@example.com');
    const token = new URL(links?.links[0] as string).searchParams.get('token');
    const signedIn = await sdk('/magic_links/authenticate', {
      token,
      session_duration_minutes: 60,
      code_verifier: VERIFIER,
    });
    expect(signedIn.status).toBe(200);
    const sessionToken = signedIn.body.session_token as string;

    const checks: Answer[] = [];
    for (let i = 0; i < 6; i++) checks.push(await backend('/sessions/authenticate', { session_token: sessionToken }));
    expect(checks.map((c) => c.status)).toEqual(Array(6).fill(200));
    await logged(checks);
    expect(new Set(answeredBy(checks.map((c) => c.requestId)))).toEqual(new Set(workerPids));

    expect((await sdk('/sessions/revoke', {}, sessionToken)).status).toBe(200);
    const refused: Answer[] = [];
    for (let i = 0; i < 6; i++) refused.push(await backend('/sessions/authenticate', { session_token: sessionToken }));
    expect(refused.map((r) => [r.status, r.body.error_type])).toEqual(Array(6).fill([404, 'session_not_found']));
    await logged(refused);
    expect(new Set(answeredBy(refused.map((r) => r.requestId)))).toEqual(new Set(workerPids));
  });

  it('never answers 5xx when both workers write at once (100 concurrent sign-ups)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sdk('/magic_links/email/login_or_create', { email: `user${i}@example.com`, code_challenge: CHALLENGE }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.error_type])).toEqual([]);
    await logged(answers);
    expect(new Set(answeredBy(answers.map((a) => a.requestId)))).toEqual(new Set(workerPids));
  });

  it('never answers 5xx when both workers run transactions that read before they write (40 concurrent user deletes)', async () => {
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => backend('/users', { email: `deleted${i}@example.com` })),
    );
    expect(created.map((c) => c.status)).toEqual(Array(40).fill(200));
    const deleted = await Promise.all(
      created.map((c) => call(foyer.url, `/v1/users/${c.body.user_id}`, { method: 'DELETE', headers: backendAuth() })),
    );
    expect(deleted.filter((d) => d.status !== 200).map((d) => [d.status, d.body.error_type])).toEqual([]);
    await logged(deleted);
    expect(new Set(answeredBy(deleted.map((d) => d.requestId)))).toEqual(new Set(workerPids));
  });

  it(
    'replaces a killed worker, and the port keeps answering meanwhile',
    async () => {
      const [killed, survivor] = workerPids as [number, number];
      process.kill(killed, 'SIGKILL');
      await foyer.printed(new RegExp(`worker ${killed} exited \\(SIGKILL\\); replacing it`));
      const meanwhile: Answer[] = [];
      for (let i = 0; i < 10; i++) meanwhile.push(await call(foyer.url, '/healthz'));
      expect(meanwhile.map((a) => a.status)).toEqual(Array(10).fill(200));

      await foyer.printed(new RegExp(`worker \\d+ started, replacing ${killed}`));
      const replacement = Number(foyer.stdout().match(new RegExp(`worker (\\d+) started, replacing ${killed}`))?.[1]);
      const after: Answer[] = [];
      for (let i = 0; i < 10; i++) after.push(await call(foyer.url, '/healthz'));
      expect(after.map((a) => a.status)).toEqual(Array(10).fill(200));
      await logged([...meanwhile, ...after]);
      expect(new Set(answeredBy(meanwhile.map((a) => a.requestId)))).toEqual(new Set([survivor]));
      expect(new Set(answeredBy(after.map((a) => a.requestId)))).toEqual(new Set([survivor, replacement]));
    },
    START_TIMEOUT_MS,
  );

  it('on SIGTERM answers the request in flight, ends a replacement still starting, and exits 0', async () => {
    // A worker killed just before: its replacement is still starting when the signal comes.
    const latest = Number([...foyer.stdout().matchAll(/worker (\d+) started, replacing/g)].at(-1)?.[1]);
    process.kill(latest, 'SIGKILL');
    await foyer.printed(new RegExp(`worker \\d+ starting, replacing ${latest}`));

    const body = JSON.stringify({ email: 'in-flight@example.com', code_challenge: CHALLENGE });
    const { port, hostname } = new URL(foyer.url);
    // `Expect: 100-continue` makes the worker say when it has the request's headers: from then on
    // the request is in flight, its body still on its way when the signal arrives.
    const inFlight = request({
      host: hostname,
      port,
      agent: false,
      method: 'POST',
      path: '/sdk/v1/magic_links/email/login_or_create',
      headers: {
        authorization: basic(dev.public_token, dev.public_token),
        origin: 'http://localhost:5173',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      inFlight.on('error', reject);
    });
    const received = new Promise((resolve) => inFlight.once('continue', resolve));
    inFlight.flushHeaders();
    await received;

    foyer.child.kill('SIGTERM');
    await foyer.printed(/SIGTERM: stopping/);
    inFlight.end(body);
    expect(await answered).toBe(200);
    expect(await foyer.exited).toBe(0);
    expect(foyer.stdout()).toContain('Foyer stopped: requests answered, worker pools and database closed');
    // On SQLite the last connection to close folds the write-ahead log back in: no worker left it
    // open (on PostgreSQL there is no such file at all).
    expect(existsSync(join(folder, '.foyer/foyer.db-wal'))).toBe(false);
  });
});
