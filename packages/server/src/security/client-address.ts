import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Where a request's socket address comes from. The default reads the Node socket through
 * @hono/node-server; a request made without one (Hono's `app.request()` in tests, with no `env`)
 * has none. Tests inject an address by passing `{ incoming: { socket: { remoteAddress } } }` as
 * the env of `app.request`, the same place the Node adapter puts it.
 */
export type SocketAddressSource = (c: Context) => string | null;

/** The peer address of the TCP connection, or null when the request has no socket. */
export const socketAddress: SocketAddressSource = (c) => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
};

/**
 * The address of the client a request came from, for rate limits.
 *
 * The socket's peer is the client unless it is one of the configured trusted proxies; then
 * X-Forwarded-For is read from the right (each proxy appends the address it saw), skipping trusted
 * proxies, and the first untrusted address is the client. Addresses left of it could have been
 * written by the client itself, so they are never believed. Null when there is no socket.
 */
export function clientAddress(
  c: Context,
  trustedProxies: TrustList,
  source: SocketAddressSource = socketAddress,
): string | null {
  return clientAddressOf(source(c), c.req.header('x-forwarded-for'), trustedProxies);
}

/** Which addresses are trusted proxies: config/proxy-settings.ts builds one that remembers its answers. */
export interface TrustList {
  check(address: string, type?: 'ipv4' | 'ipv6'): boolean;
}

/** `clientAddress` from the socket's peer and the X-Forwarded-For header, as the Node layer has them. */
export function clientAddressOf(
  socketPeer: string | null | undefined,
  forwardedFor: string | undefined,
  trustedProxies: TrustList,
): string | null {
  const peer = normalizeAddress(socketPeer);
  if (!peer || !isTrusted(trustedProxies, peer)) return peer;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normalizeAddress(hop.trim()))
    .filter((hop): hop is string => hop !== null);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const hop = forwarded[index] as string;
    if (!isTrusted(trustedProxies, hop)) return hop;
  }
  // Every hop is a trusted proxy: the leftmost is the closest thing to a client there is.
  return forwarded[0] ?? peer;
}

/**
 * The key a client address is limited under: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its
 * /64, since one subscriber typically holds a whole /64 and could otherwise rotate through it.
 */
export function clientLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** An address as limits key it: lower case, IPv4-mapped IPv6 unwrapped; null when not an IP address. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  return isIP(address) ? address.toLowerCase() : null;
}

function isTrusted(list: TrustList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** The eight hextets of an IPv6 address, without leading zeros (`fd00::1` → fd00,0,0,0,0,0,0,1). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    (Number.parseInt(part, 16) || 0).toString(16),
  );
}
