import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One SDK event as it is stored. */
export type EventRow = Database['events'];

/** Stores a batch of SDK events in one statement. */
export async function insertEvents(db: Kysely<Database>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('events')
    .values([...rows])
    .execute();
}

/** A project's events, newest first: for tests and operators. */
export async function listEvents(db: Kysely<Database>, projectId: string, limit = 100): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('received_at', 'desc')
    .orderBy('occurred_at', 'desc')
    .limit(limit)
    .execute();
}
