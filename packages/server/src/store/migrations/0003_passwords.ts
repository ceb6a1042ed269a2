import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Passwords (one per user, argon2id PHC strings) and single-use reset tokens (stored as SHA-256). */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('passwords')
    .addColumn('password_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.user_id').onDelete('cascade'))
    // The PHC string carries the algorithm and its parameters, so they can be raised by rehashing.
    .addColumn('hash', 'text', (c) => c.notNull())
    // 1 once whoever set the password proved control of the email (a reset link); see dedupe.
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 when the password was found breached after it was set: only a reset can clear it.
    .addColumn('requires_reset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('reset_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('email_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The magic link sharing this token ('Login without a password'); using either uses both.
    .addColumn('magic_link_id', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('passwords').execute();
}
