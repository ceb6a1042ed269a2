import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextProxy } from '../examples/next-proxy.ts';
import { type FoyerUnderTest, startFoyer } from './foyer-server.ts';

describe('Next.js proxy with @foyer/node', () => {
  let foyer: FoyerUnderTest;
  beforeEach(async () => {
    foyer = await startFoyer();
  });
  afterEach(() => foyer.close());

  const visit = (proxy: ReturnType<typeof nextProxy>, cookie?: string) =>
    proxy(new NextRequest('http://localhost:3000/account/settings', { headers: cookie ? { cookie } : {} }));

  it('lets a signed-in browser through to the page', async () => {
    const browser = await foyer.signIn();
    const res = await visit(nextProxy(foyer.foyer), browser.cookie);
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('sends a signed-out visitor, and one with a forged JWT, to /login', async () => {
    const proxy = nextProxy(foyer.foyer);
    for (const cookie of [undefined, 'stytch_session_jwt=eyJhbGciOiJub25lIn0.e30.x']) {
      const res = await visit(proxy, cookie);
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('http://localhost:3000/login');
    }
  });

  it('sets a refreshed JWT cookie (without Secure on localhost) when the JWT is in its last minute', async () => {
    const browser = await foyer.signIn();
    foyer.t.clock.advance(4 * 60_000 + 30_000);
    const res = await visit(nextProxy(foyer.foyer), browser.cookie);
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('set-cookie')).toMatch(/^stytch_session_jwt=.+; SameSite=Lax$/);
  });
});
