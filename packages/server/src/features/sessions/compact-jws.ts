import { type KeyObject, sign, verify } from 'node:crypto';

/**
 * ES256 JWS in compact form (RFC 7515), signed and checked with node:crypto synchronously. jose does
 * the same through WebCrypto, whose job hop to the thread pool cost more main-thread time than the
 * signature itself on every session check (issue 29's profile: a fifth of a JWT check). What this
 * accepts is narrow on purpose: ES256 only, three base64url parts, a 64-byte r‖s signature (RFC
 * 7518 §3.4, `ieee-p1363`), a `kid` the caller knows, no `crit` or `b64` extensions, and a JSON
 * object payload. Claims (issuer, audience, times) are the caller's to check.
 */
export const COMPACT_JWS_ALG = 'ES256';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Signs `payload` under `header` (which names alg ES256 and the kid) with a P-256 private key. */
export function signCompactJws(header: { kid: string; typ?: string }, payload: object, key: KeyObject): string {
  const input = `${encode({ alg: COMPACT_JWS_ALG, ...header })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * The payload of a JWS whose ES256 signature verifies with the key `keyFor` gives for its `kid`, or
 * null for anything else (malformed, another algorithm, an unknown key, a bad signature).
 */
export async function verifyCompactJws(
  jws: string,
  keyFor: (kid: string) => Promise<KeyObject | null>,
): Promise<Record<string, unknown> | null> {
  const parts = jws.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const header = decode(encodedHeader);
  if (!header || header.alg !== COMPACT_JWS_ALG || typeof header.kid !== 'string') return null;
  if ('crit' in header || 'b64' in header) return null;
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== 64) return null;
  const key = await keyFor(header.kid);
  if (!key) return null;
  const input = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  if (!verify('sha256', input, { key, dsaEncoding: 'ieee-p1363' }, signature)) return null;
  return decode(encodedPayload);
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A base64url JSON object, or null when it is not one. */
function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
