import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Users' phone numbers, and the one live passcode of each destination (an email or a phone number). */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('user_phone_numbers')
    .addColumn('phone_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // E.164 is one spelling per number, so uniqueness here is uniqueness of the number.
    .addUniqueConstraint('user_phone_numbers_project_number', ['project_id', 'phone_number'])
    .execute();
  await db.schema.createIndex('user_phone_numbers_user').on('user_phone_numbers').column('user_id').execute();

  await db.schema
    .createTable('otp_codes')
    // The method id names the destination (an email_id or phone_id): one row per destination, so a
    // new code replaces the previous one in place.
    .addColumn('method_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('otp_codes_expiry').on('otp_codes').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('otp_codes').execute();
  await db.schema.dropTable('user_phone_numbers').execute();
}
