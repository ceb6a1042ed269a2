import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../http/body-limit.ts';
import { listEvents } from '../../store/events.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

/** Stytch's own telemetry batcher from @stytch/vanilla-js (not in its exports: found beside its main entry). */
const EVENT_LOGGER = join(
  dirname(createRequire(import.meta.url).resolve('@stytch/vanilla-js')),
  '../esm-dev/packages/core/src/EventLogger.mjs',
);

interface StytchEventLogger {
  logEvent(telemetry: object, event: object): void;
  flush(): Promise<void>;
}

/** A telemetry item as Stytch's NetworkClient.logEvent builds it. */
const telemetry = () => ({ event_id: 'event-id-1', app_session_id: 'a', persistent_id: 'p', sdk_name: 'vanilla-js' });
const event = (name: string) => ({ public_token: testProjectConfig.public_token, event_name: name, details: {} });

const postBatch = (t: TestContext, body: string, origin = TEST_ORIGIN) =>
  t.app.request('/sdk/v1/events', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body });

describe("Stytch's browser SDK telemetry on POST /sdk/v1/events", () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it("accepts its EventLogger's batch (an array, no Authorization) with 200, readable by the page, and stores nothing", async () => {
    const { EventLogger } = (await import(EVENT_LOGGER)) as {
      EventLogger: new (args: object) => StytchEventLogger;
    };
    // Its constructor starts a flush interval; flush() is called by hand instead.
    vi.useFakeTimers();
    const logger = new EventLogger({ maxBatchSize: 15, intervalDurationMs: 800, logEventURL: '/sdk/v1/events' });
    vi.useRealTimers();
    const answers: Response[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('origin', TEST_ORIGIN);
      const res = await t.app.request(url, { ...init, headers });
      answers.push(res);
      return res;
    });
    logger.logEvent(telemetry(), event('render_login_screen'));
    logger.logEvent(telemetry(), event('session_refreshed'));
    await logger.flush();

    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toMatchObject({ status_code: 200, request_id: expect.any(String) });
    expect(answer?.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(await listEvents(t.deps.db, testProjectConfig.project_id)).toEqual([]);
  });

  it('does not let a page of an origin no project authorizes read the answer', async () => {
    const res = await postBatch(
      t,
      JSON.stringify([{ telemetry: telemetry(), event: event('x') }]),
      'https://evil.example',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a batch over the body limit with 413 payload_too_large', async () => {
    const big = JSON.stringify([
      { telemetry: telemetry(), event: { ...event('x'), details: { pad: 'x'.repeat(MAX_BODY_BYTES) } } },
    ]);
    const res = await postBatch(t, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error_type).toBe('payload_too_large');
  });

  it('counts against the client’s admission budget like every request: past it, 429 with Retry-After', async () => {
    await t.close();
    t = await createTestContext({ config: { admission: { burst: 2, perSecond: 1, inFlight: 2 } }, clock: 'stopped' });
    const batch = JSON.stringify([{ telemetry: telemetry(), event: event('x') }]);
    const from = (remoteAddress: string) =>
      t.app.request(
        '/sdk/v1/events',
        { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: batch },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await from('198.51.100.8')).status).toBe(200);
  });

  it('still asks Foyer’s own event batch (an object) for the public token', async () => {
    const res = await postBatch(t, JSON.stringify({ events: [] }));
    expect(res.status).toBe(401);
    expect((await res.json()).error_type).toBe('invalid_public_token');
  });
});
