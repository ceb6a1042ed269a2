import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildProxyList } from '../config/proxy-settings.ts';
import { clientAddress, clientLimitKey } from './client-address.ts';

/** The client address of a real Hono request from `socket`, with X-Forwarded-For and trusted proxies. */
async function addressOf(options: { socket: string; forwarded?: string; proxies?: string[] }) {
  const app = new Hono();
  const proxies = buildProxyList(options.proxies ?? []);
  app.get('/', (c) => c.text(String(clientAddress(c, proxies))));
  const headers = options.forwarded ? { 'x-forwarded-for': options.forwarded } : undefined;
  return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: options.socket } } })).text();
}

/**
 * A client is limited, and its sessions are labelled, under the address it connects from. Each
 * spelling of one address must come out as one key, and no address may pass for another.
 */
describe('client addresses: one address, one form, one limit', () => {
  it('believes X-Forwarded-For from a trusted IPv6 proxy, and only from it', async () => {
    const proxies = ['fd00::/8'];
    expect(await addressOf({ socket: 'fd00::7', forwarded: '2001:db8::1', proxies })).toBe('2001:db8::1');
    expect(await addressOf({ socket: 'fe80::7', forwarded: '2001:db8::1', proxies })).toBe('fe80::7');
    // An IPv6 proxy range says nothing about an IPv4 peer.
    expect(await addressOf({ socket: '203.0.113.5', forwarded: '2001:db8::1', proxies })).toBe('203.0.113.5');
  });

  it('skips trusted IPv6 hops in X-Forwarded-For as it does IPv4 ones', async () => {
    const proxies = ['10.0.0.0/8', 'fd00::/8'];
    expect(await addressOf({ socket: '10.0.0.1', forwarded: '2001:db8::9, fd00::2', proxies })).toBe('2001:db8::9');
  });

  it('writes an IPv6 address in lower case, however a proxy spelled it', async () => {
    expect(await addressOf({ socket: '10.0.0.1', forwarded: '2001:DB8::AB', proxies: ['10.0.0.1'] })).toBe(
      '2001:db8::ab',
    );
    expect(await addressOf({ socket: 'FD00::AB' })).toBe('fd00::ab');
  });

  it('unwraps only the IPv4-mapped form: an IPv6 address ending in a dotted quad cannot pose as that IPv4 client', async () => {
    expect(await addressOf({ socket: '1:2::3:198.51.100.9' })).toBe('1:2::3:198.51.100.9');
    expect(clientLimitKey('1:2::3:198.51.100.9')).toBe('1:2:0:0::/64');
  });

  it('keeps an address of the ::ffff: prefix that is not a mapped IPv4 one (not dropped as unknown)', async () => {
    expect(await addressOf({ socket: '::ffff:1:2' })).toBe('::ffff:1:2');
  });

  it.each([
    ['a run of zeros early, several groups after it', '2001::1:2:3:4:5:6', '2001:0:1:2::/64'],
    ['a run of zeros in the interface half', '2001:db8:1:2:3::9', '2001:db8:1:2::/64'],
    ['one zero group written short', '2001:db8::2:3:4:5:6', '2001:db8:0:2::/64'],
    ['everything after the prefix zero', '2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['leading zeros and upper case', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
  ])('limits an IPv6 client by its /64 however it is written: %s', (_, address, key) => {
    expect(clientLimitKey(address)).toBe(key);
  });

  it('limits two addresses of one /64 under one key, and of neighbouring /64s under two', () => {
    expect(clientLimitKey('2001:db8:1:2::1')).toBe(clientLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientLimitKey('2001:db8:1:2::1')).not.toBe(clientLimitKey('2001:db8:1:3::1'));
  });
});
