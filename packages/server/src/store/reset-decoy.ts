import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a password reset for an unknown address writes instead of the two rows a known one gets:
 * the same two tables touched by their keys, in the same transaction, changing nothing. So the
 * database's share of the answer's time is the same for both (features/passwords/reset-start.ts).
 */
export async function touchResetTables(db: Db, ids: { magicLinkId: string; resetId: string }): Promise<void> {
  await db
    .updateTable('magic_links')
    .set((eb) => ({ used_at: eb.ref('used_at') }))
    .where('magic_link_id', '=', ids.magicLinkId)
    .execute();
  await db

    .updateTable('password_resets')
    .set((eb) => ({ used_at: eb.ref('used_at') }))
    .where('reset_id', '=', ids.resetId)
    .execute();
}
