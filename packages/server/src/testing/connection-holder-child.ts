/**
 * A child process for store/pool-errors.test.ts: opens Foyer's database on DATABASE_URL, holds one
 * pooled connection checked out in an open transaction (printing its backend pid), and when stdin
 * says so, uses it again, then runs one more query on the pool. Each step prints one line, so the
 * test can tell how far the process got before (if ever) it died.
 */
import { sql } from 'kysely';
import { openDatabase } from '../store/database.ts';

const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? '',
  sqlitePath: '',
  log: (line) => console.log(`log: ${line}`),
});
let goOn = () => {};
const toldToGoOn = new Promise<void>((resolve) => {
  goOn = resolve;
});
process.stdin.once('data', () => goOn());

const transaction = await db
  .transaction()
  .execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    console.log(`holding backend ${rows[0]?.pid}`);
    await toldToGoOn;
    await sql`select 1`.execute(trx);
  })
  .then(
    () => 'committed',
    (error: Error) => `failed: ${error.message}`,
  );
console.log(`transaction ${transaction}`);
const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(db);
console.log(`next query answered ${rows[0]?.answer}`);
process.stdin.destroy();
await db.destroy();
