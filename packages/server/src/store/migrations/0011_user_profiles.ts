import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * What the backend users API adds to a user: a middle name and the host's two metadata objects
 * (JSON text). And the index the users search pages by: (project, created_at, user_id) is the
 * keyset order, so every page is one range read, never an offset scan.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('trusted_metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('untrusted_metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('users_project_created')
    .on('users')
    .columns(['project_id', 'created_at', 'user_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_project_created').execute();
  for (const column of ['untrusted_metadata', 'trusted_metadata', 'middle_name']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
