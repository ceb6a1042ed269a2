import { type OpenedDatabase, openDatabase } from '../store/database.ts';
import { cloneDatabase, throwawayDatabase } from './throwaway-database.ts';

/**
 * A fresh, migrated database for one test context: SQLite in memory by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there and dropped on close.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return openDatabase({ databaseUrl: null, sqlitePath: ':memory:', sqliteImage: await sqliteTemplate() });

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

// Migrating a new in-memory SQLite database, once per test context, took 170–410 ms on a loaded
// 2-core machine; opening a copy of a migrated one's bytes 36–86 ms (its migrator finds every
// migration applied). Each test process migrates one and copies it per context.
let sqliteImage: Promise<Buffer> | undefined;

function sqliteTemplate(): Promise<Buffer> {
  sqliteImage ??= openDatabase({ databaseUrl: null, sqlitePath: ':memory:' }).then(async (opened) => {
    const image = opened.serialize?.();
    await opened.close();
    if (!image) throw new Error('SQLite could not be serialized');
    return image;
  });
  return sqliteImage;
}
