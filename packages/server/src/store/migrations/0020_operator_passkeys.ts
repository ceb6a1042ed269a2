import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Operators' passkeys, their way into the console (features/admin/operator-passkeys/): apart from
 * any project's users' passkeys, as operators are apart from end users. Challenges are kept as
 * SHA-256 hashes and spent once.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('operator_passkeys')
    .addColumn('passkey_id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.operator_id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('operator_passkeys_operator').on('operator_passkeys').column('operator_id').execute();
  await db.schema
    .createTable('operator_passkey_challenges')
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('operators.operator_id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_passkey_challenges_expiry')
    .on('operator_passkey_challenges')
    .column('expires_at')
    .execute();
  // The janitor deletes expired invitations and console sessions too (features/janitor/): by these.
  await db.schema.createIndex('operator_invites_expiry').on('operator_invites').column('expires_at').execute();
  await db.schema.createIndex('operator_sessions_expiry').on('operator_sessions').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('operator_sessions_expiry').execute();
  await db.schema.dropIndex('operator_invites_expiry').execute();
  await db.schema.dropTable('operator_passkey_challenges').execute();
  await db.schema.dropTable('operator_passkeys').execute();
}
