import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * The durable job queue (queue/): webhook deliveries and outbound messages are rows written in the
 * transaction of the change they report, claimed by one instance at a time under a lease that
 * expires (so a crashed instance's job is retried), with one row per attempt and its outcome.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // The claim's scan: due pending jobs and running ones whose lease ran out.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_listing').on('jobs').columns(['kind', 'project_id', 'created_at']).execute();
  await db.schema.createIndex('jobs_subject').on('jobs').column('subject_id').execute();
  await db.schema
    .createTable('job_attempts')
    .addColumn('attempt_id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('job_attempts_job').on('job_attempts').columns(['job_id', 'attempt']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_attempts').execute();
  await db.schema.dropTable('jobs').execute();
}
