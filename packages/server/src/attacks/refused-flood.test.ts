import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdmissionSettings } from '../config/admission-settings.ts';
import { admission } from '../http/admission.ts';
import type { AppEnv } from '../http/env.ts';
import { errorHandler } from '../http/error-handler.ts';
import type { OpenedDatabase } from '../store/database.ts';
import { statementRecorder } from '../testing/statement-recorder.ts';
import { createTestContext, type JsonBody, TEST_ORIGIN, type TestContext } from '../testing/test-context.ts';
import { openTestDatabase } from '../testing/test-database.ts';

// The review's flood: one client sent strength checks and unknown-email logins as fast as it could.
// Every refusal still paid for authentication, validation and a database write for the limit, so a
// bystander's session check went from p99 8.4 ms to 69 ms. A refusal must cost no more than a map
// lookup: no statement, no authentication, no body read.

const TIGHT: AdmissionSettings = { burst: 3, perSecond: 1, inFlight: 2 };

describe('a flood refused by the in-memory budget', () => {
  let t: TestContext;
  let database: OpenedDatabase;
  let recorder: ReturnType<typeof statementRecorder>;
  afterEach(async () => {
    await t.close();
    await database.close();
  });

  async function setUp(settings: AdmissionSettings) {
    database = await openTestDatabase();
    recorder = statementRecorder();
    t = await createTestContext({
      config: { admission: settings },
      deps: { db: database.db.withPlugin(recorder), engine: database.engine },
      clock: 'stopped',
    });
  }

  /** A strength check from `address`, with a wrong public token and a body that is not JSON. */
  async function junkFrom(address: string): Promise<{ status: number; headers: Headers; body: JsonBody }> {
    const response = await t.app.request(
      '/sdk/v1/passwords/strength_check',
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('public-token-nope:public-token-nope').toString('base64')}`,
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
        },
        body: '{not json',
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
  }

  it('answers 429 with Retry-After past the burst, before authentication, parsing or any statement', async () => {
    await setUp(TIGHT);
    for (let i = 0; i < TIGHT.burst; i += 1) {
      // Within the budget the request is worked on: its public token is looked up and refused.
      expect((await junkFrom('203.0.113.50')).status).not.toBe(429);
    }
    recorder.statements.length = 0;
    for (let i = 0; i < 50; i += 1) {
      const refused = await junkFrom('203.0.113.50');
      expect(refused.status).toBe(429);
      expect(refused.body.error_type).toBe('too_many_requests');
      expect(refused.body.request_id).toMatch(/^request-id-/);
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    expect(recorder.statements).toEqual([]);

    // Another client is not affected, and a second later the first has one more request.
    expect((await junkFrom('198.51.100.60')).status).not.toBe(429);
    t.clock.advance(1_000);
    expect((await junkFrom('203.0.113.50')).status).not.toBe(429);
    expect((await junkFrom('203.0.113.50')).status).toBe(429);
  });

  it('does not count requests without a socket, nor the load balancer probes', async () => {
    await setUp({ ...TIGHT, burst: 1 });
    for (let i = 0; i < 5; i += 1)
      expect((await t.sdk('/passwords/strength_check', { password: 'x' })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const probe = await t.app.request('/healthz', {}, { incoming: { socket: { remoteAddress: '203.0.113.51' } } });
      expect(probe.status).toBe(200);
    }
  });
});

describe('fair admission: requests of one client in flight at once', () => {
  it('refuses a client past its in-flight cap while others are still admitted', async () => {
    const release: (() => void)[] = [];
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(() => {}));
    app.use('*', admission({ settings: { burst: 100, perSecond: 100, inFlight: 2 }, now: () => 0 }));
    app.get('/slow', () => new Promise<Response>((resolve) => release.push(() => resolve(new Response('done')))));
    const from = (remoteAddress: string) => app.request('/slow', {}, { incoming: { socket: { remoteAddress } } });

    const held = [from('203.0.113.70'), from('203.0.113.70')];
    const third = await from('203.0.113.70');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');

    const bystander = from('198.51.100.71');
    await expect.poll(() => release.length).toBe(3);
    for (const answer of release.splice(0)) answer();
    expect((await Promise.all([...held, bystander])).map((r) => r.status)).toEqual([200, 200, 200]);

    // Answered, its places are free again.
    const again = from('203.0.113.70');
    await expect.poll(() => release.length).toBe(1);
    release[0]?.();
    expect((await again).status).toBe(200);
  });
});
