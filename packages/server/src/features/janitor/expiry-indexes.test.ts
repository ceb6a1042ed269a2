import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { janitorSweeps } from './janitor.ts';

/**
 * The janitor picks each batch by its cutoff column (`expires_at < now - grace`, …). Without an
 * index leading with that column, every run reads every row of the table, sessions included, once a
 * minute on the shared database. Checked on the engine the suite runs on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
describe('the janitor’s cutoff columns', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const sweeps = janitorSweeps({});

  /** The indexes of `table` whose first column is `column`. */
  async function indexesLeadingWith(table: string, column: string): Promise<string[]> {
    if (t.deps.engine === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select il.name from pragma_index_list(${table}) il
        join pragma_index_info(il.name) ii where ii.seqno = 0 and ii.name = ${column}`.execute(t.deps.db);
      return rows.map((row) => row.name);
    }
    const { rows } = await sql<{ name: string }>`select i.relname as name from pg_index x
      join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where c.relname = ${table} and a.attname = ${column}`.execute(t.deps.db);
    return rows.map((row) => row.name);
  }

  /** The plan of the janitor's batch pick (its subquery) on `table`, as text. */
  async function planOfBatchPick(table: string, column: string): Promise<string> {
    // Literal numbers: a plan for these exact values, as the janitor's statement gets.
    const pick = sql`select * from ${sql.table(table)} where ${sql.ref(column)} < ${sql.lit(Date.now())} limit 1000`;
    if (t.deps.engine === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`explain query plan ${pick}`.execute(t.deps.db);
      return rows.map((row) => row.detail).join('\n');
    }
    // An empty table is cheapest to read whole: forbid that, so the plan shows what a full one would use.
    return t.deps.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${pick}`.execute(db);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(db);
      }
    });
  }

  it.each(sweeps.map((sweep) => [sweep.name, sweep.table, sweep.cutoffColumn] as const))(
    '%s: an index leads with the cutoff column, and the batch pick uses it',
    async (_name, table, column) => {
      const indexes = await indexesLeadingWith(table, column);
      expect(indexes, `no index on ${table}(${column})`).not.toEqual([]);
      const plan = await planOfBatchPick(table, column);
      expect(
        indexes.some((index) => plan.includes(index)),
        plan,
      ).toBe(true);
    },
  );
});
