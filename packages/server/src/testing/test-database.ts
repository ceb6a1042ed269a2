import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../store/database.ts';

/**
 * A fresh, migrated database for one test context: SQLite in memory by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there and dropped on close.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });

  const name = `foyer_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
