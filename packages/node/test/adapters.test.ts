import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expressApp } from '../examples/express.ts';
import { fastifyApp } from '../examples/fastify.ts';
import { honoApp } from '../examples/hono.ts';
import { nextRoutes } from '../examples/next-routes.ts';
import type { Foyer } from '../src/index.ts';
import { type FoyerUnderTest, startFoyer } from './foyer-server.ts';

/** A host app of one framework, answering requests as a browser or API client would send them. */
interface HostApp {
  request(path: string, headers?: Record<string, string>, method?: 'GET' | 'POST'): Promise<Response>;
  close(): Promise<void>;
}

/** Each framework's example app, served for real (Next.js: its route handlers called with NextRequest). */
const frameworks: Array<{ name: string; start(foyer: Foyer): Promise<HostApp> }> = [
  {
    name: 'Express',
    async start(foyer) {
      const server = expressApp(foyer).listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      return overHttp(server.address() as AddressInfo, () => new Promise((resolve) => server.close(() => resolve())));
    },
  },
  {
    name: 'Hono',
    async start(foyer) {
      const server = serve({ fetch: honoApp(foyer).fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      return overHttp(server.address() as AddressInfo, () => new Promise((resolve) => server.close(() => resolve())));
    },
  },
  {
    name: 'Fastify',
    async start(foyer) {
      const app = fastifyApp(foyer);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return overHttp(app.server.address() as AddressInfo, () => app.close());
    },
  },
  {
    name: 'Next.js route handlers',
    async start(foyer) {
      const routes = nextRoutes(foyer);
      return {
        request: (path, headers = {}, method = 'GET') => {
          const handler = routes[path as keyof typeof routes];
          return handler(new NextRequest(`http://127.0.0.1:3000${path}`, { headers, method }), {});
        },
        close: async () => {},
      };
    },
  },
];

function overHttp(address: AddressInfo, close: () => Promise<void>): HostApp {
  return {
    request: (path, headers = {}, method = 'GET') =>
      fetch(`http://127.0.0.1:${address.port}${path}`, { headers, method }),
    close,
  };
}

describe.each(frameworks)('$name with @foyer/node', ({ start }) => {
  let foyer: FoyerUnderTest;
  let host: HostApp;
  beforeEach(async () => {
    foyer = await startFoyer();
    host = await start(foyer.foyer);
  });
  afterEach(async () => {
    await host.close();
    await foyer.close();
  });

  it('answers 200 with the user id for a signed-in browser’s cookies, checked offline', async () => {
    const browser = await foyer.signIn();
    const res = await host.request('/api/me', { cookie: browser.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user_id: browser.userId, checked_by: 'offline' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a Bearer JWT (offline) and a Bearer session token (online)', async () => {
    const browser = await foyer.signIn();
    const byJwt = await host.request('/api/me', { authorization: `Bearer ${browser.sessionJwt}` });
    expect(await byJwt.json()).toEqual({ user_id: browser.userId, checked_by: 'offline' });
    const byToken = await host.request('/api/me', { authorization: `Bearer ${browser.sessionToken}` });
    expect(await byToken.json()).toEqual({ user_id: browser.userId, checked_by: 'online' });
    expect(byToken.headers.get('set-cookie')).toBeNull(); // an API client keeps its own credentials
  });

  it('answers 401 missing_session without a session, and passes signed-out visitors where one is optional', async () => {
    const res = await host.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status_code: 401, error_type: 'missing_session' });
    const optional = await host.request('/api/hello');
    expect(optional.status).toBe(200);
    expect(await optional.json()).toEqual({ signed_in: false });
    const browser = await foyer.signIn();
    expect(await (await host.request('/api/hello', { cookie: browser.cookie })).json()).toEqual({ signed_in: true });
  });

  it('after a revocation: the online route refuses at once; the offline route accepts the JWT until it expires', async () => {
    const browser = await foyer.signIn();
    expect((await host.request('/api/me/strict', { cookie: browser.cookie })).status).toBe(200);
    await foyer.foyer.sessions.revoke({ session_id: browser.sessionId });

    const strict = await host.request('/api/me/strict', { cookie: browser.cookie });
    expect(strict.status).toBe(401);
    expect(await strict.json()).toMatchObject({ error_type: 'session_not_found' });
    // Documented trade-off: offline checks cannot see a revocation until the five-minute JWT expires.
    expect((await host.request('/api/me', { cookie: browser.cookie })).status).toBe(200);
    foyer.t.clock.advance(5 * 60_000 + 6_000);
    const expired = await host.request('/api/me', { cookie: browser.cookie });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error_type: 'session_not_found' });
  });

  it('refreshes a JWT in its last minute through the online check and sets the new cookie', async () => {
    const browser = await foyer.signIn();
    foyer.t.clock.advance(4 * 60_000 + 30_000);
    const res = await host.request('/api/me', { cookie: browser.cookie });
    expect(await res.json()).toEqual({ user_id: browser.userId, checked_by: 'online' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^stytch_session_jwt=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const fresh = decodeURIComponent(cookie.split(';')[0]?.split('=')[1] ?? '');
    expect(fresh).not.toBe(browser.sessionJwt);
    const verified = await foyer.foyer.verifySession(fresh);
    expect(verified.claims.exp * 1000).toBeGreaterThan(foyer.t.clock.now() + 4 * 60_000);
  });

  it('answers 403 mfa_required on a step-up route without a second factor, and once the second factor is older than 10 minutes', async () => {
    const payout = (cookie: string) => host.request('/api/payouts', { cookie }, 'POST');
    const oneFactor = await payout((await foyer.signIn()).cookie);
    expect(oneFactor.status).toBe(403);
    expect(await oneFactor.json()).toEqual({
      status_code: 403,
      error_type: 'mfa_required',
      error_message: expect.stringMatching(/needs a second factor/),
    });

    const browser = await foyer.signInWithSecondFactor();
    const verified = await foyer.foyer.verifySession(browser.sessionJwt);
    expect([verified.assuranceLevel, verified.factors.map((f) => f.type)]).toEqual([2, ['magic_link', 'webauthn']]);
    const allowed = await payout(browser.cookie);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ assurance_level: 2 });

    // Eleven minutes on, the session lives (its JWT is refreshed online) but the passkey is too old.
    foyer.t.clock.advance(11 * 60_000);
    const stale = await payout(browser.cookie);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({
      error_type: 'mfa_required',
      error_message: expect.stringMatching(/10 minutes/),
    });
  });

  it('answers 401 invalid_session_jwt for a tampered JWT cookie without a session token', async () => {
    const browser = await foyer.signIn();
    const [header, payload, signature] = browser.sessionJwt.split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
    const res = await host.request('/api/me', { cookie: `stytch_session_jwt=${tampered}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_type: 'invalid_session_jwt' });
  });
});
