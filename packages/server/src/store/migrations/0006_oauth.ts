import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * OAuth: the providers linked to each user, the single-use state of each sign-in in flight
 * (between start and callback), and the single-use tokens the callback hands the redirect URL.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('user_oauth_providers')
    .addColumn('oauth_provider_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('provider_type', 'text', (c) => c.notNull())
    .addColumn('provider_subject', 'text', (c) => c.notNull())
    .addColumn('profile_picture_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // A provider's account belongs to one user per project.
    .addUniqueConstraint('user_oauth_providers_subject', ['project_id', 'provider_type', 'provider_subject'])
    .execute();
  await db.schema.createIndex('user_oauth_providers_user').on('user_oauth_providers').column('user_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('oauth_state_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('provider_type', 'text', (c) => c.notNull())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('login_redirect_url', 'text', (c) => c.notNull())
    .addColumn('signup_redirect_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_states_expiry').on('oauth_states').column('expires_at').execute();

  await db.schema
    .createTable('oauth_tokens')
    .addColumn('oauth_token_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('provider_type', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider_values', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_tokens_expiry').on('oauth_tokens').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('oauth_tokens').execute();
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('user_oauth_providers').execute();
}
