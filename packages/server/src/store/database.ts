import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.ts';
import { cachePreparedStatements } from './sqlite-statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL's bigint (int8) arrives as a string by default; our bigints are epoch milliseconds,
// far inside Number's exact range, so read them as numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens the database: PostgreSQL when a postgres:// URL is given, otherwise SQLite at `sqlitePath`
 * (`:memory:` for tests). Migrations run before it is returned.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  sqlitePath: string;
}): Promise<OpenedDatabase> {
  const opened = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
  await migrateToLatest(opened.db);
  return opened;
}

function openSqlite(path: string): OpenedDatabase {
  if (path !== ':memory:') mkdirSync(join(path, '..'), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes may share the file (FOYER_WORKERS): a writer waits up to 5 s for another's
  // write lock instead of failing with SQLITE_BUSY, and transactions take the lock when they begin.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cachePreparedStatements(sqlite) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Connections each server process (each of `FOYER_WORKERS`) may open to PostgreSQL. */
export const POSTGRES_POOL_SIZE = 10;

function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
  // An idle connection can be cut by the server (restart, failover, admin); the pool replaces it.
  // Without a listener, node-postgres would turn that into an uncaught exception.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on next use`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Each feature's migration creates only its own tables, so one added later with a lower number
  // (features land in parallel) applies cleanly to a database that already has the higher ones.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
