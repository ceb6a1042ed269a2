import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Wallets users sign in with, and the sign-in challenges (SIWE / SIWS messages) handed out for them. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('user_crypto_wallets')
    .addColumn('crypto_wallet_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('crypto_wallet_type', 'text', (c) => c.notNull())
    .addColumn('crypto_wallet_address', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One owner per wallet per project; the address is stored normalized, so letter case cannot dodge this.
    .addUniqueConstraint('user_crypto_wallets_project_wallet', [
      'project_id',
      'crypto_wallet_type',
      'crypto_wallet_address',
    ])
    .execute();
  await db.schema.createIndex('user_crypto_wallets_user').on('user_crypto_wallets').column('user_id').execute();

  await db.schema
    .createTable('crypto_wallet_challenges')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('crypto_wallet_type', 'text', (c) => c.notNull())
    .addColumn('crypto_wallet_address', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crypto_wallet_challenges_wallet')
    .on('crypto_wallet_challenges')
    .columns(['project_id', 'crypto_wallet_type', 'crypto_wallet_address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('crypto_wallet_challenges_expiry')
    .on('crypto_wallet_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('crypto_wallet_challenges').execute();
  await db.schema.dropTable('user_crypto_wallets').execute();
}
