import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { type CryptoKey, importJWK, type JWK } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { isSealed } from '../../security/secret-box.ts';
import {
  findActiveSigningKey,
  findPublicJwk,
  insertSigningKey,
  listPrivateJwks,
  listPublicJwks,
  updatePrivateJwk,
} from '../../store/signing-keys.ts';
import { generateSecret } from '../../tokens.ts';

export const SESSION_JWT_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  /** A node:crypto key: signing with it directly costs a fraction of WebCrypto's job per JWT. */
  privateKey: KeyObject;
}

// Key material never changes once written, so each process may keep what it has read.
const activeKeyCache = new WeakMap<AppDeps['db'], Promise<SigningKey>>();

/**
 * The key session JWTs are signed with: the newest unretired key in the database, created on first
 * use. It lives in the database (not a local file) so every instance signs with keys that every
 * instance publishes.
 */
export function activeSigningKey(deps: AppDeps): Promise<SigningKey> {
  let key = activeKeyCache.get(deps.db);
  if (!key) {
    key = loadOrCreateKey(deps).catch((error) => {
      activeKeyCache.delete(deps.db);
      throw error;
    });
    activeKeyCache.set(deps.db, key);
  }
  return key;
}

async function loadOrCreateKey(deps: AppDeps): Promise<SigningKey> {
  const row = await findActiveSigningKey(deps.db);
  if (row) {
    const jwk = JSON.parse(deps.secrets.open(row.private_jwk, sealContext(row.kid))) as JWK;
    return { kid: row.kid, privateKey: createPrivateKey({ key: jwk, format: 'jwk' }) };
  }
  // ES256: ECDSA on P-256.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = `jwk-${generateSecret(12)}`;
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: SESSION_JWT_ALG, use: 'sig' };
  await insertSigningKey(deps.db, {
    kid,
    alg: SESSION_JWT_ALG,
    private_jwk: deps.secrets.seal(JSON.stringify(privateKey.export({ format: 'jwk' })), sealContext(kid)),
    public_jwk: JSON.stringify(publicJwk),
    created_at: deps.clock.now(),
    retired_at: null,
  });
  return { kid, privateKey };
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
const verificationKeyCache = new WeakMap<AppDeps['db'], Map<string, CryptoKey>>();

/**
 * The public key a session JWT names in its `kid`, or null when no such key was ever published.
 * Imported once per process: re-importing a JWK on every authenticate call was a hot path.
 */
export async function verificationKey(deps: AppDeps, kid: string): Promise<CryptoKey | null> {
  let keys = verificationKeyCache.get(deps.db);
  if (!keys) {
    keys = new Map();
    verificationKeyCache.set(deps.db, keys);
  }
  const cached = keys.get(kid);
  if (cached) return cached;
  const publicJwk = await findPublicJwk(deps.db, kid);
  if (publicJwk === null) return null;
  const key = (await importJWK(JSON.parse(publicJwk) as JWK, SESSION_JWT_ALG)) as CryptoKey;
  keys.set(kid, key);
  return key;
}

/** Every published public key: the JWKS document host backends verify session JWTs against. */
export async function publicJwks(deps: AppDeps): Promise<{ keys: JWK[] }> {
  await activeSigningKey(deps); // a fresh server publishes its key before the first sign-in
  const jwks = await listPublicJwks(deps.db);
  return { keys: jwks.map((jwk) => JSON.parse(jwk) as JWK) };
}
