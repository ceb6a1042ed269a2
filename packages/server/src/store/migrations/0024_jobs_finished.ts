import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** The janitor deletes finished jobs by finished_at (null while a job waits or runs): an index leading with it. */
export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('jobs_finished').on('jobs').column('finished_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('jobs_finished').execute();
}
