import { BlockList, isIP } from 'node:net';

/**
 * `FOYER_TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges of the reverse proxies in front
 * of the server. Only a request arriving from one of them has its X-Forwarded-For believed.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.FOYER_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  buildProxyList(entries); // throws on a malformed entry, at start rather than per request
  return entries;
}

/** A matcher for trusted proxy entries (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`). */
export function buildProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`FOYER_TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`FOYER_TRUSTED_PROXIES: ${entry} has an invalid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}
