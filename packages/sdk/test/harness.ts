/** One client against a fake server, in happy-dom's real cookies and localStorage. */
import { afterEach, beforeEach, vi } from 'vitest';
import { createClient } from '../src/client.ts';
import type { ClientOptions, FoyerClient } from '../src/types.ts';
import { resetBrowser } from './browser.ts';
import { BASE_URL, FakeServer, PUBLIC_TOKEN } from './fake-server.ts';

export const T0 = Date.parse('2026-02-10T09:00:00.000Z');

export interface Harness {
  server: FakeServer;
  clients: FoyerClient[];
  /** A client on the fake server; destroyed after the test. */
  open(options?: ClientOptions): FoyerClient;
}

/** Installs fake timers, a clean browser and a fresh fake server around each test. */
export function useHarness(): Harness {
  const harness: Harness = {
    server: new FakeServer(),
    clients: [],
    open(options = {}) {
      const client = createClient(PUBLIC_TOKEN, { baseUrl: BASE_URL, fetch: harness.server.fetch, ...options });
      harness.clients.push(client);
      return client;
    },
  };
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    resetBrowser();
    harness.server = new FakeServer();
    harness.clients = [];
  });
  afterEach(() => {
    for (const client of harness.clients) client.destroy();
    vi.useRealTimers();
  });
  return harness;
}

/** Requests other than event batches. */
export function apiCalls(server: FakeServer): string[] {
  return server.requests.filter((r) => r.path !== '/events').map((r) => `${r.method} ${r.path}`);
}
