import type { Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: they run against the schema as it was, not as it is now.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

/**
 * PKCE for links, resets and OAuth (RFC 7636 S256, as Stytch's SDK sends it): the browser's
 * code_challenge, kept with the link, the reset, the OAuth state and then the OAuth token it
 * leads to. Null where the send or start carried none (the host's backend sent the link).
 */
const TABLES = ['magic_links', 'password_resets', 'oauth_states', 'oauth_tokens'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('code_challenge', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('code_challenge').execute();
}
