import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpenedDatabase, openDatabase } from '../store/database.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/**
 * One database opened twice, each with its own pool, as two instances behind a load balancer open
 * it: PostgreSQL when the suite runs on it (TEST_DATABASE_URL), else one SQLite file.
 */
export async function oneDatabaseTwice(): Promise<{
  first: OpenedDatabase;
  second: OpenedDatabase;
  close(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await throwawayDatabase(adminUrl, 'foyer_twice');
    const first = await openDatabase({ databaseUrl: database.url, sqlitePath: '' });
    const second = await openDatabase({ databaseUrl: database.url, sqlitePath: '' });
    const close = async () => {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    };
    return { first, second, close };
  }
  const folder = mkdtempSync(join(tmpdir(), 'foyer-twice-'));
  const first = await openDatabase({ databaseUrl: null, sqlitePath: join(folder, 'foyer.db') });
  const second = await openDatabase({ databaseUrl: null, sqlitePath: join(folder, 'foyer.db') });
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
