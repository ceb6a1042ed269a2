import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Rate-limit counters shared by every instance (security/rate-limit.ts): one row per key and
 * fixed window, incremented with an atomic upsert.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_buckets_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limit_buckets').execute();
}
