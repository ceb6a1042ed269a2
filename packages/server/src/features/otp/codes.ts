import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@foyer/protocol/constants';

/** Wrong codes a passcode survives; the next attempt finds it dead and the user must resend. */
export const MAX_ATTEMPTS_PER_CODE = 5;

/**
 * scrypt cost. A 6-digit code has only a million values, so a fast hash (SHA-256) of it could be
 * reversed from a stolen database in milliseconds. At about 50 ms and 16 MiB per guess, trying them
 * all takes on the order of 14 CPU-hours, while the code lives for minutes.
 */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/** A new passcode: 6 digits, uniform, from the CSPRNG (leading zeros kept). */
export function generatePasscode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** The stored form of a passcode: `scrypt$<salt>$<key>`, base64url, with a fresh 16-byte salt. */
export async function hashPasscode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether a presented code is the one a stored hash was made from (constant-time compare). */
export async function passcodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const presented = await derive(code, Buffer.from(salt, 'base64url'));
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
