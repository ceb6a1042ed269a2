import type { Kysely } from 'kysely';
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

/** The public JWK (JSON) of the key named `kid`, retired or not; null when no such key exists. */
export async function findPublicJwk(db: Db, kid: string): Promise<string | null> {
  const row = await db.selectFrom('signing_keys').select('public_jwk').where('kid', '=', kid).executeTakeFirst();
  return row?.public_jwk ?? null;
}

/** Every public JWK (JSON) ever published, newest first. */
export async function listPublicJwks(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('signing_keys').select('public_jwk').orderBy('created_at', 'desc').execute();
  return rows.map((row) => row.public_jwk);
}

/** Every key's private half as stored (sealed, or plaintext in a database from before sealing). */
export async function listPrivateJwks(db: Db): Promise<Pick<SigningKeyRow, 'kid' | 'private_jwk'>[]> {
  return db.selectFrom('signing_keys').select(['kid', 'private_jwk']).execute();
}

/** Replaces a key's stored private half (sealed again under a new secrets key). */
export async function updatePrivateJwk(db: Db, kid: string, privateJwk: string): Promise<void> {
  await db.updateTable('signing_keys').set({ private_jwk: privateJwk }).where('kid', '=', kid).execute();
}
