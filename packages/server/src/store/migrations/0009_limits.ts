import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Failure back-offs shared by every instance (security/failure-backoff.ts): one row per key with
 * its run of failures and when the last one happened. And an index on when events arrived, so the
 * retention prune finds old events without scanning the table.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('failure_backoffs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_received_at').on('events').column('received_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('events_received_at').execute();
  await db.schema.dropTable('failure_backoffs').execute();
}
