import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** The janitor deletes authenticator enrolments never confirmed by their expires_at: an index leading with it. */
export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('totps_expiry').on('totps').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('totps_expiry').execute();
}
