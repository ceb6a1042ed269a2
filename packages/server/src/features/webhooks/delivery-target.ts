import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to every address it has (injected in tests). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

export const resolveHost: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** Where a delivery may connect: the address is pinned, so a second DNS answer cannot swap it. */
export type DeliveryTarget = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; reason: string };

// Addresses no webhook may reach in production: this host, private networks, link-local (cloud
// metadata at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, multicast, documentation and
// reserved ranges, and their IPv6 counterparts.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** Whether an address is one no production webhook may reach (IPv4-mapped IPv6 judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1` or, as URLs write it, `::ffff:7f00:1`). */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const LOCAL_DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checked at every delivery, not only when the endpoint is saved (DNS can change in between): in
 * production the URL must be https and every address its host resolves to public; development
 * also takes http(s)://localhost and 127.0.0.1. The first address is pinned for the connection.
 */
export async function checkDeliveryTarget(
  rawUrl: string,
  options: { mode: 'development' | 'production'; resolve: ResolveHost },
): Promise<DeliveryTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'the URL is not valid' };
  }
  const local = options.mode === 'development' && LOCAL_DEVELOPMENT_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    return { ok: false, reason: 'refused: a webhook URL must use https' };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await options.resolve(host);
  } catch (error) {
    return { ok: false, reason: `could not resolve ${host}: ${(error as Error).message}` };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: `could not resolve ${host}: no address` };
  if (!local) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return { ok: false, reason: `refused: ${host} resolves to ${refused.address}, not a public address` };
  }
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
