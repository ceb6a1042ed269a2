import { type Kysely, sql } from 'kysely';
import type { AuthActivityTable, Database } from './schema.ts';

/** The UTC day of an instant, as the table keys it. */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Counts one sign-in, sign-up or failure: one statement, atomic on both engines, from any instance. */
export async function countAuthActivity(
  db: Kysely<Database>,
  row: Omit<AuthActivityTable, 'count' | 'day'> & { at: number },
): Promise<void> {
  const { at, ...key } = row;
  await db
    .insertInto('auth_activity')
    .values({ ...key, day: dayOf(at), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'day', 'kind', 'method', 'reason'])
        .doUpdateSet({ count: sql<number>`auth_activity.count + 1` }),
    )
    .execute();
}

/** A project's counts from day `from` to day `to` (YYYY-MM-DD, both included). */
export function readAuthActivity(db: Kysely<Database>, projectId: string, from: string, to: string) {
  return db
    .selectFrom('auth_activity')
    .select(['day', 'kind', 'method', 'reason', 'count'])
    .where('project_id', '=', projectId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/** The project's sessions live now: neither revoked nor expired (index sessions_project_expiry). */
export async function countActiveSessions(db: Kysely<Database>, projectId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('project_id', '=', projectId)
    .where('expires_at', '>', now)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.live ?? 0);
}

/**
 * Whether a session just issued to this user is their first: the user was created within
 * `withinMs` and holds no other session row. That is a sign-up (the account's first way in),
 * whichever method created the user row (a login link sent days before, an OAuth return…).
 */
export async function isFirstSession(
  db: Kysely<Database>,
  userId: string,
  now: number,
  withinMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.created_at',
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('sessions.user_id', '=', userId)
        .as('sessions'),
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && Number(row.created_at) >= now - withinMs && Number(row.sessions) <= 1;
}
