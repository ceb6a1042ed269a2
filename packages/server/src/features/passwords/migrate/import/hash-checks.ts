import type { DigestAlgorithm, Pbkdf2Algorithm } from '../stored-hash.ts';
import type { SourceUser } from './source-row.ts';

/** A source's hash: what SourceUser.hash holds, or why it cannot be read. */
export type SourceHash = SourceUser['hash'] | string;

/** PBKDF2 iterations allowed: as the migrate API's pbkdf_2 (one sign-in must not hold a thread for long). */
const MAX_ITERATIONS = 10_000_000;

/** A PBKDF2 hash read from an export (Auth0's PHC strings, Django's through Clerk), checked. */
export function pbkdf2Hash(
  algorithm: Pbkdf2Algorithm,
  salt: Buffer,
  iterations: number,
  hash: Buffer | null,
): SourceHash {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    return `pbkdf2 iterations must be 1 to ${MAX_ITERATIONS.toLocaleString('en')}`;
  }
  if (!hash || hash.length < 8) return 'the pbkdf2 hash is missing or not in its encoding';
  return {
    stored: { kind: 'pbkdf2', algorithm, salt: salt.toString('base64'), iterations, hash: hash.toString('base64') },
  };
}

/** A (salted, keyed) digest read from an export: Auth0's digests, hmac and ldap, Clerk's sha256. */
export function digestHash(
  algorithm: DigestAlgorithm,
  digest: Buffer,
  options: { salt?: Buffer | null; position?: 'prefix' | 'suffix'; key?: Buffer | undefined } = {},
): SourceHash {
  const { salt, position, key } = options;
  return {
    stored: {
      kind: 'digest',
      algorithm,
      prepend: '',
      append: '',
      digest: digest.toString('base64'),
      ...(salt?.length ? { salt: salt.toString('base64'), position: position ?? 'suffix' } : {}),
      ...(key ? { key: key.toString('base64') } : {}),
    },
  };
}

/** Text in one of the encodings exports use (utf8, hex, base64), strictly; null when it is not. */
export function decodeText(text: string, encoding: unknown): Buffer | null {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  if (encoding === 'hex') return /^([0-9a-f]{2})+$/i.test(text) ? Buffer.from(text, 'hex') : null;
  if (encoding === 'base64') return /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : null;
  return null;
}
