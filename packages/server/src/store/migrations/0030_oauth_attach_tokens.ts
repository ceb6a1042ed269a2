import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Stytch's oauth.attach: a single-use token naming the user a provider account is to be linked to.
 * An OAuth start spends it and records its state's hash, by which the callback finds the user.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('oauth_attach_tokens')
    .addColumn('attach_token_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('provider_type', 'text', (c) => c.notNull())
    // SHA-256 of the token (256 random bits); the token itself is answered once and never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('oauth_attach_tokens').execute();
}
