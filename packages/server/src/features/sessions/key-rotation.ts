import { SESSION_JWT_LIFETIME_SECONDS } from '@foyer/protocol';
import type { AppDeps } from '../../deps.ts';
import { listSigningKeys, rotateSigningKey } from '../../store/signing-keys.ts';
import { forgetActiveSigningKey, KEY_RECHECK_MS, newSigningKey } from './signing-keys.ts';

/**
 * How far a verifier's clock may run behind ours and still accept a JWT: a retired key stays
 * published this much longer than the last JWT it signed lives. (Foyer's own verifier allows 5 s;
 * a minute covers hosts with looser clocks, as Auth0 and Okta allow.)
 */
export const VERIFIER_CLOCK_SKEW_MS = 60_000;

/**
 * How long a retired key stays in the key set: other instances may sign with it for up to
 * KEY_RECHECK_MS after the rotation, each JWT lives SESSION_JWT_LIFETIME_SECONDS, plus skew.
 */
export const RETIRED_KEY_PUBLISHED_MS = KEY_RECHECK_MS + SESSION_JWT_LIFETIME_SECONDS * 1000 + VERIFIER_CLOCK_SKEW_MS;

export interface Rotation {
  /** The key that signs from now on. */
  kid: string;
  /** The keys it replaced: still published until `publishedUntil`, then gone. */
  retired: string[];
  publishedUntil: number;
}

/**
 * `foyer keys rotate`: a new key signs from now on (here at once, on every other instance within
 * KEY_RECHECK_MS); the keys it replaces stay in the JWKS until every JWT they signed has expired,
 * then leave it, and the janitor deletes them. Sessions are untouched: only their JWTs change keys.
 */
export async function rotateSigningKeys(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>): Promise<Rotation> {
  const now = deps.clock.now();
  const { row } = newSigningKey(deps);
  const publishedUntil = now + RETIRED_KEY_PUBLISHED_MS;
  const retired = await rotateSigningKey(deps.db, row, { retiredAt: now, expiresAt: publishedUntil });
  forgetActiveSigningKey(deps);
  return { kid: row.kid, retired, publishedUntil };
}

/** One stored key as `foyer keys list` shows it. */
export interface SigningKeyState {
  kid: string;
  alg: string;
  createdAt: number;
  /** 'signing': session JWTs are signed with it; 'published': retired, still in the JWKS until `expiresAt`; 'expired': left the JWKS, the janitor deletes it. */
  state: 'signing' | 'published' | 'expired';
  retiredAt: number | null;
  expiresAt: number | null;
}

/** Every stored key, newest first, with what it does at this moment. */
export async function signingKeyStates(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<SigningKeyState[]> {
  const now = deps.clock.now();
  return (await listSigningKeys(deps.db)).map((row) => ({
    kid: row.kid,
    alg: row.alg,
    createdAt: row.created_at,
    state:
      row.retired_at === null ? 'signing' : row.expires_at !== null && row.expires_at > now ? 'published' : 'expired',
    retiredAt: row.retired_at,
    expiresAt: row.expires_at,
  }));
}
