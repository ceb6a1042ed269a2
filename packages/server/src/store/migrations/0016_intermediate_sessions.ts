import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Sign-ins waiting for a second factor (a project's `mfa_policy: required_for_all`): the factors
 * proven so far, under the SHA-256 of a token that lives 10 minutes and is spent once.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('intermediate_sessions')
    .addColumn('intermediate_session_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('authentication_factors', 'text', (c) => c.notNull())
    // The session length the first factor asked for, given to the session MFA finishes into.
    .addColumn('session_duration_minutes', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('intermediate_sessions_expiry')
    .on('intermediate_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('intermediate_sessions').execute();
}
