import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/** Machine-to-machine clients (Stytch's M2M): a project's servers get access tokens by client credentials. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('m2m_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON: the scopes (an array of strings) and the host's trusted_metadata (an object or null).
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('trusted_metadata', 'text')
    // SHA-256 of the secret (256 random bits), compared in constant time; the last four for people.
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('secret_last_four', 'text', (c) => c.notNull())
    // During a rotation the next secret works too, until rotate (it becomes the secret) or cancel.
    .addColumn('next_secret_hash', 'text')
    .addColumn('next_secret_last_four', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('m2m_clients_project').on('m2m_clients').columns(['project_id', 'created_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('m2m_clients').execute();
}
