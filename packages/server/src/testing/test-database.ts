import { type OpenedDatabase, openDatabase } from '../store/database.ts';
import { cloneDatabase, throwawayDatabase } from './throwaway-database.ts';

/**
 * A fresh, migrated database for one test context: SQLite in memory by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there and dropped on close.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });

  const database = await cloneDatabase(adminUrl, await migratedTemplate(adminUrl));
  const opened = await openDatabase({ databaseUrl: database.url, sqlitePath: '' });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await database.drop();
    },
  };
}

// Migrating a new PostgreSQL database takes ~0.7 s and the suite opens over a thousand: each test
// process migrates one template once and copies it per context (CREATE DATABASE … TEMPLATE, ~50 ms).
// openDatabase still runs the migrator on the copy, which finds every migration applied.
const templates = new Map<string, Promise<string>>();

function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = (async () => {
      const database = await throwawayDatabase(adminUrl, 'foyer_template');
      const opened = await openDatabase({ databaseUrl: database.url, sqlitePath: '' });
      await opened.close(); // a template must have no connections while it is copied
      process.once('beforeExit', () => void database.drop().catch(() => {}));
      return database.name;
    })();
    templates.set(adminUrl, template);
  }
  return template;
}
