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

/** Past this many remembered addresses, the answers are forgotten and asked again. */
const REMEMBERED_ADDRESSES = 4096;

/**
 * A matcher for trusted proxy entries (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`) that remembers its
 * answers per address: BlockList.check builds a SocketAddress on every call, about 50 µs, which
 * was a sixth of a refused request's cost under a flood (bench/refused-flood.ts).
 */
export function buildProxyList(entries: readonly string[]): {
  check(address: string, type?: 'ipv4' | 'ipv6'): boolean;
} {
  const list = blockListOf(entries);
  const known = new Map<string, boolean>();
  return {
    check(address, type) {
      const key = `${type ?? ''}${address}`;
      let trusted = known.get(key);
      if (trusted === undefined) {
        if (known.size >= REMEMBERED_ADDRESSES) known.clear();
        trusted = list.check(address, type);
        known.set(key, trusted);
      }
      return trusted;
    },
  };
}

function blockListOf(entries: readonly string[]): BlockList {
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
