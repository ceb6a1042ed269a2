import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallengeOf } from '../security/pkce.ts';
import { FOYER_FROM_SOURCE, START_TIMEOUT_MS, type StartedFoyer, startFoyer } from '../testing/foyer-cli.ts';
import { TEST_BROWSER_VERIFIER } from '../testing/test-context.ts';

/** A login-link request from a page on another local port, to the development project. */
function loginLinkRequest(dataDir: string, email: string) {
  const { public_token } = JSON.parse(readFileSync(join(dataDir, 'dev-project.json'), 'utf8'));
  return {
    // With a PKCE challenge, as every browser send carries one (security/pkce.ts).
    body: JSON.stringify({ email, code_challenge: pkceChallengeOf(TEST_BROWSER_VERIFIER) }),
    headers: {
      authorization: `Basic ${Buffer.from(`${public_token}:${public_token}`).toString('base64')}`,
      origin: 'http://localhost:5173',
      'content-type': 'application/json',
    },
  };
}

describe('foyer start', () => {
  describe('with FOYER_LOG_FORMAT=json', () => {
    let folder: string;
    let foyer: StartedFoyer;
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'foyer-start-'));
      foyer = await startFoyer(FOYER_FROM_SOURCE, folder, { FOYER_LOG_FORMAT: 'json' });
    }, START_TIMEOUT_MS);
    afterAll(() => {
      foyer?.child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    });

    it('writes one JSON line per request with its request id, method, path, status and duration, never the query string', async () => {
      const response = await fetch(`${foyer.url}/healthz?token=a-secret-token-in-a-query`);
      const requestId = response.headers.get('x-request-id');
      await foyer.printed(new RegExp(`"request_id":"${requestId}"`));
      const lines = foyer.stdout().trimEnd().split('\n');
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const access = records.find((r) => r.request_id === requestId);
      expect(access).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: 'info',
        request_id: requestId,
        method: 'GET',
        path: '/healthz',
        status: 200,
        duration_ms: expect.any(Number),
      });
      expect(foyer.stdout()).not.toContain('a-secret-token-in-a-query');
    });

    it('logs a refused request at level warn, without its body', async () => {
      const { headers } = loginLinkRequest(join(folder, '.foyer'), 'ada@example.com');
      const response = await fetch(`${foyer.url}/sdk/v1/magic_links/email/login_or_create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'not-an-email-but-private@' }),
      });
      expect(response.status).toBe(400);
      const requestId = response.headers.get('x-request-id');
      await foyer.printed(new RegExp(`"request_id":"${requestId}"`));
      const line = foyer
        .stdout()
        .split('\n')
        .find((l) => l.includes(requestId as string));
      expect(JSON.parse(line as string)).toMatchObject({ level: 'warn', status: 400, method: 'POST' });
      expect(foyer.stdout()).not.toContain('not-an-email-but-private');
    });

    it('exits 0 on SIGINT after closing the database (SQLite folds its write-ahead log back in)', async () => {
      const wal = join(folder, '.foyer/foyer.db-wal');
      expect(existsSync(wal)).toBe(true);
      foyer.child.kill('SIGINT');
      expect(await foyer.exited).toBe(0);
      expect(existsSync(wal)).toBe(false);
      expect(foyer.stdout()).toContain('Foyer stopped: requests answered, worker pools and database closed');
    });
  });

  describe('on SIGTERM', () => {
    let folder: string;
    let foyer: StartedFoyer;
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'foyer-stop-'));
      foyer = await startFoyer(FOYER_FROM_SOURCE, folder);
    }, START_TIMEOUT_MS);
    afterAll(() => {
      foyer?.child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    });

    it('answers the request in flight, refuses new connections, and exits 0 with the database closed', async () => {
      const { body, headers } = loginLinkRequest(join(folder, '.foyer'), 'in-flight@example.com');
      const { port, hostname } = new URL(foyer.url);
      // A request whose body is still on its way when the signal arrives. `Expect: 100-continue`
      // makes the server say when it has the request's headers: from then on it is in flight.
      const inFlight = request({
        host: hostname,
        port,
        method: 'POST',
        path: '/sdk/v1/magic_links/email/login_or_create',
        headers: { ...headers, 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        inFlight.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        inFlight.on('error', reject);
      });
      const received = new Promise((resolve) => inFlight.once('continue', resolve));
      inFlight.flushHeaders();
      await received;

      foyer.child.kill('SIGTERM');
      await foyer.printed(/SIGTERM: stopping/);
      await expect(fetch(`${foyer.url}/healthz`)).rejects.toThrow();

      inFlight.end(body);
      const answer = await answered;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status_code: 200 });
      expect(await foyer.exited).toBe(0);
      expect(existsSync(join(folder, '.foyer/foyer.db-wal'))).toBe(false);
      expect(foyer.stdout()).toMatch(/POST \/sdk\/v1\/magic_links\/email\/login_or_create 200/);
    });
  });
});
