import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * The console's overview (features/overview/): sign-ins, sign-ups and failures counted per project,
 * UTC day, method and reason, incremented by an atomic upsert from every instance, so each instance
 * answers the same figures; a few hundred rows a project a year. Active sessions are counted from
 * the sessions table, by project and expiry: an index leading with both.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('auth_activity')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_activity_pk', ['project_id', 'day', 'kind', 'method', 'reason'])
    .execute();
  await db.schema.createIndex('sessions_project_expiry').on('sessions').columns(['project_id', 'expires_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sessions_project_expiry').execute();
  await db.schema.dropTable('auth_activity').execute();
}
