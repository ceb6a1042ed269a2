import type { Kysely } from 'kysely';
import type { Database, M2MClientsTable } from './schema.ts';

type Db = Kysely<Database>;
export type M2MClientRow = M2MClientsTable;

/** A project's M2M client, or undefined (another project's id is no one's). */
export function findM2MClient(db: Db, projectId: string, clientId: string): Promise<M2MClientRow | undefined> {
  return db
    .selectFrom('m2m_clients')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Every M2M client of a project, oldest first (a project has a handful: its own services). */
export function listM2MClients(db: Db, projectId: string): Promise<M2MClientRow[]> {
  return db
    .selectFrom('m2m_clients')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('client_id')
    .execute();
}

export async function insertM2MClient(db: Db, row: M2MClientRow): Promise<void> {
  await db.insertInto('m2m_clients').values(row).execute();
}

/** Changes a client's columns; false when the project has no such client. */
export async function updateM2MClient(
  db: Db,
  projectId: string,
  clientId: string,
  changes: Partial<Omit<M2MClientRow, 'client_id' | 'project_id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('m2m_clients')
    .set(changes)
    .where('project_id', '=', projectId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteM2MClient(db: Db, projectId: string, clientId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('m2m_clients')
    .where('project_id', '=', projectId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
