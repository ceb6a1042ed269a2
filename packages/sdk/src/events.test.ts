import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, FakeServer, PUBLIC_TOKEN } from '../test/fake-server.ts';
import { createEventLogger, type EventLogger } from './events.ts';
import { createHttpClient } from './http.ts';
import { globalTimers } from './timers.ts';

const T0 = Date.parse('2026-02-10T09:00:00.000Z');
let server: FakeServer;
let logger: EventLogger;

function open(page: { document: Document; window: Window } | null = null) {
  const http = createHttpClient({
    baseUrl: BASE_URL,
    publicToken: PUBLIC_TOKEN,
    fetch: server.fetch,
    getSessionToken: () => null,
  });
  logger = createEventLogger({ http, timers: globalTimers, now: () => Date.now(), instanceId: 'instance-0001', page });
  return logger;
}

const batches = () => server.calls('POST /events').map((r) => (r.body as { events: unknown[] }).events);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  server = new FakeServer();
});
afterEach(() => {
  logger.destroy();
  vi.useRealTimers();
});

describe('event logging', () => {
  it('sends the events of one second in one batch, with timestamp and instance id', async () => {
    const events = open();
    events.log('email_sent', { email: 'ada@example.com', type: 'login_or_create' });
    await vi.advanceTimersByTimeAsync(500);
    events.log('email_try_again_clicked', { email: 'ada@example.com', type: 'login_or_create' });
    expect(batches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches()).toEqual([
      [
        {
          name: 'email_sent',
          details: { email: 'ada@example.com', type: 'login_or_create' },
          timestamp: '2026-02-10T09:00:00.000Z',
          instance_id: 'instance-0001',
        },
        {
          name: 'email_try_again_clicked',
          details: { email: 'ada@example.com', type: 'login_or_create' },
          timestamp: '2026-02-10T09:00:00.500Z',
          instance_id: 'instance-0001',
        },
      ],
    ]);
    // The server accepted it (its schema allows at most 100 events per batch).
    expect(server.requests.every((r) => r.credentials?.user === PUBLIC_TOKEN)).toBe(true);
  });

  it('never sends more than 100 events in one request', async () => {
    const events = open();
    for (let i = 0; i < 250; i += 1) events.log('render_login_screen', { i });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches().map((b) => b.length)).toEqual([100, 100, 50]);
    const sentOrder = batches()
      .flat()
      .map((e) => (e as { details: { i: number } }).details.i);
    expect(sentOrder).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('retries a failed batch once, then drops it without throwing', async () => {
    server.override('POST /events', () => 'network_error', 2);
    const events = open();
    events.log('email_sent', {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls('POST /events')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls('POST /events')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls('POST /events')).toHaveLength(2);
    // Later events still go out.
    events.log('render_login_screen', {});
    await events.flush();
    expect(server.calls('POST /events')).toHaveLength(3);
  });

  it('a retry that succeeds delivers the batch', async () => {
    server.override('POST /events', () => ({
      status: 500,
      body: { status_code: 500, request_id: 'r', error_type: 'internal_server_error', error_message: 'boom' },
    }));
    const events = open();
    events.log('email_sent', {});
    const flushed = events.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(flushed).resolves.toBeUndefined();
    expect(batches()).toHaveLength(2);
    expect(batches()[1]).toEqual(batches()[0]);
  });

  it('sends at once with keepalive when the page is hidden', async () => {
    open({ document, window });
    logger.log('render_login_screen', { options: {} });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls('POST /events')).toMatchObject([
      { keepalive: true, body: { events: [{ name: 'render_login_screen' }] } },
    ]);
  });

  it('sends nothing when the page becomes visible or when the queue is empty', async () => {
    open({ document, window });
    document.dispatchEvent(new Event('visibilitychange'));
    await logger.flush();
    expect(server.requests).toEqual([]);
  });
});
