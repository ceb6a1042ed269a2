import { type Kysely, sql } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Authenticator apps (TOTP) and their recovery codes. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('totps')
    .addColumn('totp_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    // The base32 secret sealed with FOYER_SECRETS_KEY (security/secret-box.ts), bound to totp_id.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    // An enrolment not confirmed by a first right code dies here; null once confirmed.
    .addColumn('expires_at', 'bigint')
    // The 30-second step of the last code accepted: that code and older ones are refused (replays).
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('totps_user').on('totps').column('user_id').execute();
  // One confirmed authenticator per user, even when two confirmations race.
  await db.schema
    .createIndex('totps_one_verified_per_user')
    .unique()
    .on('totps')
    .column('user_id')
    .where(sql.ref('verified'), '=', 1)
    .execute();

  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('recovery_code_id', 'text', (c) => c.primaryKey())
    .addColumn('totp_id', 'text', (c) => c.notNull().references('totps.totp_id').onDelete('cascade'))
    // SHA-256 of the code (60 random bits), compared in constant time.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // Sealed too, so the recovery_codes call can list the unused ones as Stytch's API does.
    .addColumn('code_sealed', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('totp_recovery_codes_totp').on('totp_recovery_codes').column('totp_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('totp_recovery_codes').execute();
  await db.schema.dropTable('totps').execute();
}
