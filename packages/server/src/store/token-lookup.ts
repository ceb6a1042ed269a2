import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The tables that keep a bearer token as the SHA-256 of it, per project. */
export type TokenTable = {
  [T in keyof Database]: Database[T] extends { project_id: string; token_hash: string } ? T : never;
}[keyof Database];

/**
 * The row of a project's token table whose `token_hash` is `tokenHash`, used, expired or revoked
 * alike (the caller applies its rules). Lookups go by hash only: a raw token is never a query value,
 * and the equality runs in the database on the digest, so its timing says nothing about the token.
 */
export async function findByTokenHash<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  projectId: string,
  tokenHash: string,
): Promise<Database[T] | null> {
  const row = await db
    .selectFrom(table as TokenTable)
    .selectAll()
    .where('project_id', '=', projectId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (row as Database[T] | undefined) ?? null;
}
