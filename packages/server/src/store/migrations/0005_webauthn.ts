import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Passkeys (WebAuthn credentials) of users, and the challenges handed out for their ceremonies. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('webauthn_registrations')
    .addColumn('webauthn_registration_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    // One owner per credential per project: registering a credential twice is refused by the database too.
    .addUniqueConstraint('webauthn_registrations_project_credential', ['project_id', 'credential_id'])
    .execute();
  await db.schema.createIndex('webauthn_registrations_user').on('webauthn_registrations').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('require_user_verification', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expiry').on('webauthn_challenges').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('webauthn_registrations').execute();
}
