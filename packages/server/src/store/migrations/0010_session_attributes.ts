import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * Where a session was started from, for the backend's session list (GET /v1/sessions): the
 * client's address (by the trusted-proxy rule) and its User-Agent, both as seen at sign-in. Null for
 * sessions started before this migration or outside a request.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('ip_address').execute();
}
