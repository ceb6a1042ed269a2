import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Key rotation (`foyer keys rotate`): a retired key stays published until every JWT it signed has
 * expired (plus clock skew), then leaves the key set. `expires_at` is that moment (null while a key
 * signs); the janitor deletes the row after it, by this index.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('signing_keys').addColumn('expires_at', 'bigint').execute();
  await db.schema.createIndex('signing_keys_expiry').on('signing_keys').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('signing_keys_expiry').execute();
  await db.schema.alterTable('signing_keys').dropColumn('expires_at').execute();
}
