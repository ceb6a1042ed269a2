import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { buildProxyList } from './proxy-settings.ts';

describe('trusted proxies from the environment', () => {
  it('trusts no proxy by default, and reads FOYER_TRUSTED_PROXIES onto the server config', () => {
    expect(loadConfig({}, '/tmp').trustedProxies).toEqual([]);
    const config = loadConfig({ FOYER_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }, '/tmp');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('stops the start for an entry that is not an address or range, naming the variable', () => {
    expect(() => loadConfig({ FOYER_TRUSTED_PROXIES: 'nope' }, '/tmp')).toThrow(
      'FOYER_TRUSTED_PROXIES: nope is not an IP address or CIDR range',
    );
    expect(() => loadConfig({ FOYER_TRUSTED_PROXIES: '10.0.0.0/33' }, '/tmp')).toThrow(/invalid prefix length/);
  });

  it('matches addresses inside a range and only those', () => {
    const list = buildProxyList(['10.0.0.0/8', 'fd00::/8']);
    expect(list.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
  });
});
