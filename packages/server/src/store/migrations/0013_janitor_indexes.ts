import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * The janitor (features/janitor/) picks each batch by a cutoff column; these tables had no index
 * leading with it, so every run read each of them whole. (Challenges, passcodes, OAuth states and
 * tokens had theirs from the start.)
 */
const INDEXES = [
  { name: 'sessions_expiry', table: 'sessions', column: 'expires_at' },
  { name: 'magic_links_expiry', table: 'magic_links', column: 'expires_at' },
  { name: 'password_resets_expiry', table: 'password_resets', column: 'expires_at' },
  { name: 'rate_limit_buckets_window', table: 'rate_limit_buckets', column: 'window_start' },
  { name: 'failure_backoffs_last_failure', table: 'failure_backoffs', column: 'last_failure_at' },
] as const;

export async function up(db: Db): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).column(index.column).execute();
}

export async function down(db: Db): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
