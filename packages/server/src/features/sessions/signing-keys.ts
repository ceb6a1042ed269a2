import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  type JsonWebKey as NodeJwk,
} from 'node:crypto';
import type { JWK } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { isSealed } from '../../security/secret-box.ts';
import {
  findActiveKid,
  findActiveSigningKey,
  findPublicJwk,
  insertSigningKey,
  listPrivateJwks,
  listPublicJwks,
  type SigningKeyRow,
  updatePrivateJwk,
} from '../../store/signing-keys.ts';
import { generateSecret } from '../../tokens.ts';

export const SESSION_JWT_ALG = 'ES256';

/**
 * How long a process trusts what it read about the keys: after `foyer keys rotate` every instance
 * signs with the new key, and sees a retired key's end, within this long.
 */
export const KEY_RECHECK_MS = 5_000;

export interface SigningKey {
  kid: string;
  /** A node:crypto key: signing with it directly costs a fraction of WebCrypto's job per JWT. */
  privateKey: KeyObject;
}

type KeyDeps = Pick<AppDeps, 'db' | 'clock' | 'secrets'>;

// A key's material never changes once written, so a process keeps the key it signs with and only
// asks the database, once per KEY_RECHECK_MS, whether another key has taken over.
const activeKeyCache = new WeakMap<AppDeps['db'], { key: Promise<SigningKey>; checkedAt: number }>();

/**
 * The key session JWTs are signed with: the newest unretired key in the database, created on first
 * use. It lives in the database (not a local file) so every instance signs with keys that every
 * instance publishes.
 */
export function activeSigningKey(deps: KeyDeps): Promise<SigningKey> {
  const now = deps.clock.now();
  const cached = activeKeyCache.get(deps.db);
  if (cached && now - cached.checkedAt < KEY_RECHECK_MS) return cached.key;
  const previous = cached?.key;
  const key = (previous ? recheck(deps, previous) : loadOrCreateKey(deps)).catch((error) => {
    activeKeyCache.delete(deps.db);
    throw error;
  });
  activeKeyCache.set(deps.db, { key, checkedAt: now });
  return key;
}

/** The key this process signs with, unless another has taken over since (one small query). */
async function recheck(deps: KeyDeps, previous: Promise<SigningKey>): Promise<SigningKey> {
  const [current, kid] = await Promise.all([previous, findActiveKid(deps.db)]);
  return kid === current.kid ? current : loadOrCreateKey(deps);
}

async function loadOrCreateKey(deps: KeyDeps): Promise<SigningKey> {
  const row = await findActiveSigningKey(deps.db);
  if (row) {
    const jwk = JSON.parse(deps.secrets.open(row.private_jwk, sealContext(row.kid))) as JWK;
    return { kid: row.kid, privateKey: createPrivateKey({ key: jwk, format: 'jwk' }) };
  }
  const { key, row: created } = newSigningKey(deps);
  await insertSigningKey(deps.db, created);
  return key;
}

/** A fresh ES256 key (ECDSA on P-256) and its row: public half as JWK, private half sealed. */
export function newSigningKey(deps: KeyDeps): { key: SigningKey; row: SigningKeyRow } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = `jwk-${generateSecret(12)}`;
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: SESSION_JWT_ALG, use: 'sig' };
  const row: SigningKeyRow = {
    kid,
    alg: SESSION_JWT_ALG,
    private_jwk: deps.secrets.seal(JSON.stringify(privateKey.export({ format: 'jwk' })), sealContext(kid)),
    public_jwk: JSON.stringify(publicJwk),
    created_at: deps.clock.now(),
    retired_at: null,
    expires_at: null,
  };
  return { key: { kid, privateKey }, row };
}

/** Forgets this process's signing key, so the next JWT is signed with the database's (after a rotation here). */
export function forgetActiveSigningKey(deps: Pick<AppDeps, 'db'>): void {
  activeKeyCache.delete(deps.db);
}

/** Binds a sealed private half to its row: copied into another key's row, it does not open. */
const sealContext = (kid: string) => `signing_keys.private_jwk:${kid}`;

/**
 * Run at start, before any request: seals every private half not yet sealed with the current
 * `FOYER_SECRETS_KEY`: plaintext ones from before sealing, and ones sealed with the previous key
 * during a rotation. Returns how many it sealed.
 */
export async function resealSigningKeys(deps: Pick<AppDeps, 'db' | 'secrets'>): Promise<number> {
  let sealed = 0;
  for (const row of await listPrivateJwks(deps.db)) {
    if (deps.secrets.isCurrent(row.private_jwk)) continue;
    const context = sealContext(row.kid);
    const plaintext = isSealed(row.private_jwk) ? deps.secrets.open(row.private_jwk, context) : row.private_jwk;
    await updatePrivateJwk(deps.db, row.kid, deps.secrets.seal(plaintext, context));
    sealed++;
  }
  return sealed;
}

// Public keys by kid, per database. Only keys that exist are kept, so junk kids cannot grow it.
// A key's end (`expires_at`) is set when it is retired, so one not yet ending is read again after
// KEY_RECHECK_MS: every instance stops accepting a key that has left the key set.
const verificationKeyCache = new WeakMap<
  AppDeps['db'],
  Map<string, { key: KeyObject; expiresAt: number | null; checkedAt: number }>
>();

/**
 * The public key a session JWT names in its `kid`, or null when no such key is published (never
 * was, or has left the key set after a rotation). Imported once per process: re-importing a JWK on
 * every authenticate call was a hot path.
 */
export async function verificationKey(deps: AppDeps, kid: string): Promise<KeyObject | null> {
  let keys = verificationKeyCache.get(deps.db);
  if (!keys) {
    keys = new Map();
    verificationKeyCache.set(deps.db, keys);
  }
  const now = deps.clock.now();
  const cached = keys.get(kid);
  if (cached && (cached.expiresAt !== null || now - cached.checkedAt < KEY_RECHECK_MS)) {
    return cached.expiresAt === null || now < cached.expiresAt ? cached.key : null;
  }
  const row = await findPublicJwk(deps.db, kid);
  if (row === null) {
    keys.delete(kid);
    return null;
  }
  const key = cached?.key ?? createPublicKey({ key: JSON.parse(row.public_jwk) as NodeJwk, format: 'jwk' });
  keys.set(kid, { key, expiresAt: row.expires_at, checkedAt: now });
  return row.expires_at === null || now < row.expires_at ? key : null;
}

/** Every published public key: the JWKS document host backends verify session JWTs against. */
export async function publicJwks(deps: AppDeps): Promise<{ keys: JWK[] }> {
  await activeSigningKey(deps); // a fresh server publishes its key before the first sign-in
  const jwks = await listPublicJwks(deps.db, deps.clock.now());
  return { keys: jwks.map((jwk) => JSON.parse(jwk) as JWK) };
}
