import { type OpenedDatabase, openDatabase } from '../store/database.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/**
 * A fresh, migrated database for one test context: SQLite in memory by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there and dropped on close.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });

  const database = await throwawayDatabase(adminUrl);
  const opened = await openDatabase({ databaseUrl: database.url, sqlitePath: '' });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await database.drop();
    },
  };
}
