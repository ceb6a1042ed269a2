import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../../scripts/lib/readme-snippets.mjs';
import { loadConfig } from '../../config/env.ts';
import { pkceChallengeOf } from '../../security/pkce.ts';
import { consumeRateLimit } from '../../security/rate-limit.ts';
import { type RunningServer, startServer } from '../../server.ts';
import { createTestContext } from '../../testing/test-context.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789abcdef';

/**
 * Debian's Prometheus checker (`apt-get install prometheus` brings it; .ci/run installs it):
 * validates the exposition format the way the Prometheus server reads it.
 */
function promtoolCheck(text: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error('promtool is not installed: apt-get install -y prometheus (Debian) brings it');
  }
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The value of the sample named exactly `series` (name and labels as exposed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-metrics-'));
    const config = loadConfig({ FOYER_DATA_DIR: dir, PORT: '0', FOYER_METRICS_TOKEN: TOKEN }, dir);
    server = await startServer(config, () => {});
  });
  afterAll(async () => {
    await server?.close({ idleDrainMs: 0 });
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers only the configured Bearer token, in a format promtool accepts, with route templates, sign-ins, sends, limits, pools, the database and the signing key', async () => {
    const scrape = (authorization?: string) =>
      fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
    // The counters are the process's: they also hold what earlier test files of this vitest worker
    // counted (the server suite shares modules), so the test reads what its own traffic added.
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const added = (text: string, series: string) => (sample(text, series) ?? 0) - (sample(before, series) ?? 0);
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(0, -1)}x`, `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="foyer-metrics"');
      expect(((await refused.json()) as { error_type: string }).error_type).toBe('unauthorized_credentials');
    }

    // Traffic a scrape should show: a path holding an id, a failed password sign-in, a login link sent.
    const dev = server.devCredentials as NonNullable<RunningServer['devCredentials']>;
    const rawId = 'user-test-6f1c0b7e-0000-4000-8000-00000000beef';
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    expect(
      (await fetch(`${server.url}/v1/users/${rawId}`, { headers: { authorization: basic('x', 'y') } })).status,
    ).toBe(401);
    const sdk = (path: string, body: unknown) =>
      fetch(`${server.url}/sdk/v1${path}`, {
        method: 'POST',
        headers: {
          authorization: basic(dev.public_token, dev.public_token),
          origin: 'http://localhost:5173',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    // A sign-in turned down before any hashing (no password given): the cheapest failure to cause.
    expect((await sdk('/passwords/authenticate', { email: 'nobody@example.com' })).status).toBe(400);
    const link = await sdk('/magic_links/email/login_or_create', {
      email: 'ada@example.com',
      code_challenge: pkceChallengeOf('a-verifier-of-the-metrics-test-page-0000000000'),
    });
    expect(link.status).toBe(200);

    // A limit that refuses (its key names a destination, which must not become a label).
    const limit = { key: 'otp-send:project-x:+15550001111', limit: 0, windowMs: 60_000 };
    expect((await consumeRateLimit(server.deps, limit)).allowed).toBe(false);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(promtoolCheck(text)).toEqual({ status: 0, output: '' });

    // docs/operations.md's scrape config, with its token file beside it, as Prometheus reads it.
    writeFileSync(join(dir, 'prometheus.yml'), docSnippet('docs/operations.md', 'Metrics', 'yaml'));
    writeFileSync(join(dir, 'foyer-metrics-token'), `${TOKEN}\n`);
    const config = spawnSync('promtool', ['check', 'config', join(dir, 'prometheus.yml')], { encoding: 'utf8' });
    expect(config.status, `${config.stdout}${config.stderr}`).toBe(0);

    expect(text).not.toContain(rawId);
    expect(text).not.toContain('+15550001111');
    expect(added(text, 'foyer_rate_limit_refusals_total{limit="otp-send"}')).toBe(1);
    // The pools' series exist before any refusal (their values are the process's, shared with earlier files).
    expect(sample(text, 'foyer_cpu_pool_refusals_total{pool="argon2"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'foyer_cpu_pool_queue_depth_tasks{pool="strength"}')).toBeGreaterThanOrEqual(0);
    expect(
      added(text, 'foyer_http_request_duration_seconds_count{method="GET",route="/v1/users/:user_id",status="401"}'),
    ).toBe(1);
    expect(added(text, 'foyer_http_request_duration_seconds_count{method="GET",route="/metrics",status="401"}')).toBe(
      3,
    );
    expect(added(text, 'foyer_sign_ins_total{method="password",result="failure"}')).toBe(1);
    expect(added(text, 'foyer_sends_total{channel="email",result="sent"}')).toBe(1);
    expect(sample(text, 'foyer_db_query_duration_seconds_count{engine="sqlite",outcome="ok"}')).toBeGreaterThan(0);
    const keyAge = sample(text, 'foyer_signing_key_age_seconds') as number;
    expect(keyAge).toBeGreaterThanOrEqual(0);
    expect(keyAge).toBeLessThan(600);
    expect(sample(text, 'foyer_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE foyer_nodejs_eventloop_lag_p99_seconds gauge');
  });

  it('does not exist without FOYER_METRICS_TOKEN, and a short token stops the start', async () => {
    expect(() => loadConfig({ FOYER_METRICS_TOKEN: 'short-token' }, dir)).toThrow(
      'FOYER_METRICS_TOKEN must be at least 24 characters (openssl rand -hex 32 makes one)',
    );
    const t = await createTestContext();
    try {
      const answer = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect([answer.status, ((await answer.json()) as { error_type: string }).error_type]).toEqual([404, 'not_found']);
    } finally {
      await t.close();
    }
  });
});
