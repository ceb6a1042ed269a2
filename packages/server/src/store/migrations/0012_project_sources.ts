import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Where a project comes from ('config': the FOYER_CONFIG file; 'development': development mode's
 * project) and when it stopped answering: a project no longer named by its source is retired at
 * start, its rows kept (a later config may name it again), its credentials refused.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('config'))
    .execute();
  await db.schema.alterTable('projects').addColumn('retired_at', 'bigint').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('retired_at').execute();
  await db.schema.alterTable('projects').dropColumn('source').execute();
}
