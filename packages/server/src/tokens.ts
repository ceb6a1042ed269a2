import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A secret from the CSPRNG, base64url. 32 bytes = 256 bits, well past the 128-bit floor. */
export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The stored form of a high-entropy secret. SHA-256 is right here (not a password hash): the
 * input is 256 random bits, so there is nothing to brute-force, and lookups stay O(1) by index.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export type IdKind =
  | 'project'
  | 'user'
  | 'email'
  | 'phone'
  | 'session'
  | 'intermediate-session'
  | 'magic-link'
  | 'oauth-attach'
  | 'message'
  | 'event'
  | 'password'
  | 'password-reset'
  | 'webauthn-registration'
  | 'webauthn-challenge'
  | 'oauth-provider'
  | 'oauth-state'
  | 'oauth-token'
  | 'crypto-wallet'
  | 'crypto-wallet-challenge'
  | 'totp'
  | 'totp-recovery-code';

/** Stripe-style ids: the kind and environment are readable, the rest is a random UUID. */
export function newId(kind: IdKind, environment: 'test' | 'live' = 'test'): string {
  return `${kind}-${environment}-${randomUUID()}`;
}
