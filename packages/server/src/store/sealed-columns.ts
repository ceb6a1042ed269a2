import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A text column holding values sealed with FOYER_SECRETS_KEY (or JSON with sealed values inside),
 * and the column naming its row: what a FOYER_SECRETS_KEY rotation reads and writes back.
 */
export interface SealedColumn {
  table: keyof Database;
  key: string;
  column: string;
  /** Only the rows where this other column holds this value. */
  where?: { column: string; equals: string };
}

const onlyWhere = (column: SealedColumn) =>
  column.where ? sql`and ${sql.ref(column.where.column)} = ${column.where.equals}` : sql``;

/**
 * Every row's key and stored value (rows whose value is null are left out), but those whose value
 * starts with `skipPrefix`: the database leaves out what is already sealed under the current key, so
 * a start does not read every recovery code of every user to find none to do.
 */
export async function listSealedColumn(
  db: Kysely<Database>,
  column: SealedColumn,
  skipPrefix: string | null = null,
): Promise<{ rowKey: string; stored: string }[]> {
  const skip = skipPrefix === null ? sql`` : sql`and ${sql.ref(column.column)} not like ${`${skipPrefix}%`}`;
  const { rows } = await sql<{ row_key: string; stored: string }>`
    select ${sql.ref(column.key)} as row_key, ${sql.ref(column.column)} as stored
    from ${sql.table(column.table)} where ${sql.ref(column.column)} is not null ${onlyWhere(column)} ${skip}`.execute(
    db,
  );
  return rows.map((row) => ({ rowKey: row.row_key, stored: row.stored }));
}

/**
 * Writes `next` where the row still holds `previous`: a row changed meanwhile (a secret replaced, a
 * project edited, another instance's rotation) is left as it now is. Whether it wrote.
 */
export async function replaceSealedValue(
  db: Kysely<Database>,
  column: SealedColumn,
  change: { rowKey: string; previous: string; next: string },
): Promise<boolean> {
  const result = await sql`
    update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${change.next}
    where ${sql.ref(column.key)} = ${change.rowKey} and ${sql.ref(column.column)} = ${change.previous}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}
