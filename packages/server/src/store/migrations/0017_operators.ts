import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * The operator plane (features/admin/): operators are people who run this server, never end users
 * of a project, so they get tables of their own. Every secret (invite, API token, console session,
 * CSRF token, project secret) is kept only as its SHA-256 hash. The audit log is append-only: no
 * route updates or deletes its rows (store/audit-log.ts has no such function).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('operator_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('operator_invites')
    .addColumn('invite_id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.operator_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('operator_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.operator_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createTable('operator_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.operator_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('csrf_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('actor_operator_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('token_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_project_id', 'text')
    .addColumn('target_user_id', 'text')
    .addColumn('target_id', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('changes', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createTable('project_secrets')
    .addColumn('secret_id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('project_secrets_project').on('project_secrets').column('project_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'project_secrets',
    'audit_log',
    'operator_sessions',
    'operator_tokens',
    'operator_invites',
    'operators',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
