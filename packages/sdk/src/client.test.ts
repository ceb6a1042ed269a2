import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, FakeServer, PUBLIC_TOKEN } from '../test/fake-server.ts';
import { T0, useHarness } from '../test/harness.ts';
import { createClient } from './client.ts';
import { FoyerApiError, FoyerSdkError } from './errors.ts';

const h = useHarness();

describe('createClient', () => {
  it('defaults baseUrl to the page origin', () => {
    const client = createClient(PUBLIC_TOKEN, { fetch: h.server.fetch });
    h.clients.push(client);
    expect(client.baseUrl).toBe(location.origin);
    expect(client.publicToken).toBe(PUBLIC_TOKEN);
  });

  it('strips trailing slashes from baseUrl', async () => {
    const client = h.open({ baseUrl: `${BASE_URL}//` });
    expect(client.baseUrl).toBe(BASE_URL);
    await client.user.search('ada@example.com');
    expect(h.server.calls('POST /users/search')).toHaveLength(1);
  });

  it('refuses an empty public token', () => {
    expect(() => createClient('')).toThrow(FoyerSdkError);
  });

  it('logs sdk_instance_instantiated with a random instance id', async () => {
    h.open();
    h.open();
    await vi.advanceTimersByTimeAsync(1_000);
    const events = h.server.calls('POST /events').map((r) => (r.body as { events: Record<string, unknown>[] }).events);
    expect(events).toHaveLength(2);
    const [first, second] = events.map((batch) => batch[0]);
    expect(first).toMatchObject({ name: 'sdk_instance_instantiated', timestamp: new Date(T0).toISOString() });
    expect(first?.instance_id).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.instance_id).not.toBe(first?.instance_id);
  });

  it('uses the injected clock for event timestamps', async () => {
    const client = h.open({ now: () => Date.parse('2030-01-01T00:00:00.000Z') });
    client.events.log('render_login_screen', { options: { products: ['otp'] } });
    await client.events.flush();
    const events = h.server
      .calls('POST /events')
      .flatMap((r) => (r.body as { events: { timestamp: string }[] }).events);
    expect(events.map((e) => e.timestamp)).toEqual(['2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z']);
  });
});

describe('getBootstrap', () => {
  it('maps the wire answer to camelCase', async () => {
    await expect(h.open().getBootstrap()).resolves.toEqual({
      projectId: 'project-test-0001',
      displayWatermark: true,
      emailDomain: 'example.com',
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
      strengthPolicy: 'luds',
    });
  });

  it('fetches once and serves later calls from the cache', async () => {
    const client = h.open();
    const [a, b] = await Promise.all([client.getBootstrap(), client.getBootstrap()]);
    const c = await client.getBootstrap();
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(h.server.calls(`GET /projects/bootstrap/${PUBLIC_TOKEN}`)).toHaveLength(1);
  });

  it('does not cache a failure', async () => {
    const client = h.open();
    h.server.override(`GET /projects/bootstrap/${PUBLIC_TOKEN}`, () => 'network_error');
    await expect(client.getBootstrap()).rejects.toMatchObject({ code: 'network_error' });
    await expect(client.getBootstrap()).resolves.toMatchObject({ projectId: 'project-test-0001' });
    expect(h.server.calls(`GET /projects/bootstrap/${PUBLIC_TOKEN}`)).toHaveLength(2);
  });

  it('maps a project without LUDS settings to a null passwordConfig, and passes its enabled products on', async () => {
    const server = new FakeServer();
    server.override(`GET /projects/bootstrap/${PUBLIC_TOKEN}`, () => ({
      status: 200,
      body: {
        status_code: 200,
        request_id: 'r',
        project_id: 'p',
        display_watermark: false,
        email_domain: null,
        password_config: null,
        strength_policy: 'zxcvbn',
        enabled_products: ['passwords', 'oauth'],
      },
    }));
    const client = h.open({ fetch: server.fetch });
    await expect(client.getBootstrap()).resolves.toEqual({
      projectId: 'p',
      displayWatermark: false,
      emailDomain: null,
      passwordConfig: null,
      strengthPolicy: 'zxcvbn',
      enabledProducts: ['passwords', 'oauth'],
    });
  });

  it('surfaces an unknown public token as a FoyerApiError', async () => {
    const client = createClient('nope', { baseUrl: BASE_URL, fetch: h.server.fetch, refreshSession: false });
    h.clients.push(client);
    const error = await client.getBootstrap().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'invalid_public_token', status_code: 401 });
  });
});
