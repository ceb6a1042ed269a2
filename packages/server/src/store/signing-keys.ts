import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** A signing key as stored: the public half as JWK JSON, the private half sealed (security/secret-box.ts). */
export type SigningKeyRow = Database['signing_keys'];

/** The newest key not retired, with its private half; null before the first key is made. */
export async function findActiveSigningKey(db: Db): Promise<Pick<SigningKeyRow, 'kid' | 'private_jwk'> | null> {
  const row = await db
    .selectFrom('signing_keys')
    .select(['kid', 'private_jwk'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** Stores a new signing key. */
export async function insertSigningKey(db: Db, row: SigningKeyRow): Promise<void> {
  await db.insertInto('signing_keys').values(row).execute();
}

/** The kid of the key that signs now (newest not retired); null before the first key is made. */
export async function findActiveKid(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('signing_keys')
    .select('kid')
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.kid ?? null;
}

/** When the key that signs now was made (epoch ms); null before the first key. For `foyer_signing_key_age_seconds`. */
export async function findActiveKeyCreatedAt(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('signing_keys')
    .select('created_at')
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The public JWK (JSON) of the key named `kid`, retired or not, and when it leaves; null when no such key exists. */
export async function findPublicJwk(
  db: Db,
  kid: string,
): Promise<Pick<SigningKeyRow, 'public_jwk' | 'expires_at'> | null> {
  const row = await db
    .selectFrom('signing_keys')
    .select(['public_jwk', 'expires_at'])
    .where('kid', '=', kid)
    .executeTakeFirst();
  return row ?? null;
}

// The key that signs before retired ones: a rotation in the millisecond its key was made ties on created_at.
const signingFirst = sql<number>`case when retired_at is null then 0 else 1 end`;

/** Every public JWK (JSON) still published at `now` (signing, or retired and not yet expired): the signing one first, then newest first. */
export async function listPublicJwks(db: Db, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select('public_jwk')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy(signingFirst)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.public_jwk);
}

/** Every key still stored, the signing one first, then newest first, without its private half: what `foyer keys list` shows. */
export async function listSigningKeys(
  db: Db,
): Promise<Pick<SigningKeyRow, 'kid' | 'alg' | 'created_at' | 'retired_at' | 'expires_at'>[]> {
  return db
    .selectFrom('signing_keys')
    .select(['kid', 'alg', 'created_at', 'retired_at', 'expires_at'])
    .orderBy(signingFirst)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * A rotation, in one transaction: every key that signs is retired at `retiredAt` and leaves the key
 * set at `expiresAt`, and `next` signs from then on. Answers the kids it retired.
 */
export async function rotateSigningKey(
  db: Db,
  next: SigningKeyRow,
  times: { retiredAt: number; expiresAt: number },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const retired = await trx
      .updateTable('signing_keys')
      .set({ retired_at: times.retiredAt, expires_at: times.expiresAt })
      .where('retired_at', 'is', null)
      .returning('kid')
      .execute();
    await trx.insertInto('signing_keys').values(next).execute();
    return retired.map((row) => row.kid);
  });
}

/** Every key's private half as stored (sealed, or plaintext in a database from before sealing). */
export async function listPrivateJwks(db: Db): Promise<Pick<SigningKeyRow, 'kid' | 'private_jwk'>[]> {
  return db.selectFrom('signing_keys').select(['kid', 'private_jwk']).execute();
}

/** Replaces a key's stored private half (sealed again under a new secrets key). */
export async function updatePrivateJwk(db: Db, kid: string, privateJwk: string): Promise<void> {
  await db.updateTable('signing_keys').set({ private_jwk: privateJwk }).where('kid', '=', kid).execute();
}
