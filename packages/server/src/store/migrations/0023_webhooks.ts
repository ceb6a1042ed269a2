import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Webhook endpoints per project (features/webhooks/), from the config file or the admin API, each
 * with its secrets (several live during a rotation), sealed with FOYER_SECRETS_KEY because they
 * must be read to sign. Deliveries are jobs (0022_jobs) whose subject is the endpoint.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('endpoint_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('failing_since', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_project').on('webhook_endpoints').column('project_id').execute();
  await db.schema
    .createTable('webhook_secrets')
    .addColumn('secret_id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'text', (c) =>
      c.notNull().references('webhook_endpoints.endpoint_id').onDelete('cascade'),
    )
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhook_secrets_endpoint').on('webhook_secrets').column('endpoint_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('webhook_secrets').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
