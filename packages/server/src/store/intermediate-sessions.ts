import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { findByTokenHash } from './token-lookup.ts';

type Db = Kysely<Database>;

/** A sign-in waiting for its second factor, as stored: only the token's SHA-256 is kept. */
export type IntermediateSessionRow = Database['intermediate_sessions'];

export async function insertIntermediateSession(db: Db, row: IntermediateSessionRow): Promise<void> {
  await db.insertInto('intermediate_sessions').values(row).execute();
}

/** The project's intermediate session whose token hashes to `tokenHash`, spent or not. */
export function findIntermediateSession(
  db: Db,
  projectId: string,
  tokenHash: string,
): Promise<IntermediateSessionRow | null> {
  return findByTokenHash(db, 'intermediate_sessions', projectId, tokenHash);
}

/**
 * Spends an intermediate session if it is still unspent and unexpired, in one conditional UPDATE,
 * so two finishing calls racing cannot both win.
 * @returns whether this call spent it
 */
export async function spendIntermediateSession(db: Db, intermediateSessionId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('intermediate_sessions')
    .set({ used_at: now })
    .where('intermediate_session_id', '=', intermediateSessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
