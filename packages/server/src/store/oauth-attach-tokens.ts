import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** Stores an attach token by its hash. */
export async function insertOAuthAttachToken(
  db: Db,
  row: Omit<Database['oauth_attach_tokens'], 'state_hash' | 'used_at'>,
): Promise<void> {
  await db
    .insertInto('oauth_attach_tokens')
    .values({ ...row, state_hash: null, used_at: null })
    .execute();
}

/**
 * Spends an attach token for one OAuth start of its provider, recording the start's state hash; the
 * condition is in the UPDATE, so of two starts racing with one token exactly one wins.
 * @returns whether this start spent it (false: unknown, used, expired, or for another provider)
 */
export async function spendOAuthAttachToken(
  db: Db,
  spend: { projectId: string; providerType: string; tokenHash: string; stateHash: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('oauth_attach_tokens')
    .set({ used_at: spend.now, state_hash: spend.stateHash })
    .where('project_id', '=', spend.projectId)
    .where('provider_type', '=', spend.providerType)
    .where('token_hash', '=', spend.tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', spend.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user an OAuth start's attach token named, found by the start's state hash; null for a plain sign-in. */
export async function findOAuthAttachUser(db: Db, stateHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('oauth_attach_tokens')
    .select('user_id')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
