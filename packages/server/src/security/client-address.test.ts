import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildProxyList } from '../config/proxy-settings.ts';
import { clientAddress, clientLimitKey } from './client-address.ts';

/** Runs clientAddress inside a real Hono request with the given socket address and headers. */
async function resolve(options: { socket?: string; forwarded?: string; proxies?: string[] }) {
  const app = new Hono();
  const proxies = buildProxyList(options.proxies ?? []);
  app.get('/', (c) => c.text(String(clientAddress(c, proxies))));
  const headers = options.forwarded ? { 'x-forwarded-for': options.forwarded } : undefined;
  const env = options.socket ? { incoming: { socket: { remoteAddress: options.socket } } } : {};
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await resolve({ socket: '203.0.113.5', forwarded: '1.2.3.4' })).toBe('203.0.113.5');
  });

  it('unwraps IPv4-mapped IPv6 socket addresses', async () => {
    expect(await resolve({ socket: '::ffff:203.0.113.5' })).toBe('203.0.113.5');
  });

  it('is null without a socket (in-process requests)', async () => {
    expect(await resolve({})).toBe('null');
  });

  it('reads X-Forwarded-For from the right behind trusted proxies, skipping them', async () => {
    const proxies = ['10.0.0.0/8', '192.168.1.1'];
    expect(await resolve({ socket: '10.0.0.1', forwarded: '6.6.6.6, 198.51.100.9, 192.168.1.1', proxies })).toBe(
      '198.51.100.9',
    );
    expect(await resolve({ socket: '192.168.1.1', forwarded: '198.51.100.9', proxies })).toBe('198.51.100.9');
  });

  it('ignores malformed hops and falls back to the socket when there is nothing else', async () => {
    const proxies = ['10.0.0.0/8'];
    expect(await resolve({ socket: '10.0.0.1', forwarded: 'garbage, 198.51.100.9, nonsense', proxies })).toBe(
      '198.51.100.9',
    );
    expect(await resolve({ socket: '10.0.0.1', proxies })).toBe('10.0.0.1');
  });
});

describe('clientLimitKey', () => {
  it('keeps IPv4 as is and groups IPv6 by /64', () => {
    expect(clientLimitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientLimitKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('buildProxyList', () => {
  it('refuses entries that are not addresses or ranges', () => {
    expect(() => buildProxyList(['10.0.0.0/33'])).toThrow(/prefix/);
    expect(() => buildProxyList(['proxy.internal'])).toThrow(/not an IP/);
  });
});
