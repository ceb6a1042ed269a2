import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type DatabaseSettings, DEFAULT_DATABASE_SETTINGS } from '../config/database-settings.ts';
import { dbQueryDuration } from '../metrics/registry.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { migrations } from './migrations/index.ts';
import { createPostgresPool } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.ts';
import { cachePreparedStatements } from './sqlite-statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL's pool as it is now (connections open, idle, and callers waiting for one); SQLite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** SQLite only: the whole database as bytes, which `sqliteImage` opens again (tests copy a migrated one). */
  serialize?: () => Buffer;
}

// PostgreSQL's bigint (int8) arrives as a string by default; our bigints are epoch milliseconds,
// far inside Number's exact range, so read them as numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens the database: PostgreSQL when a postgres:// URL is given, otherwise SQLite at `sqlitePath`
 * (`:memory:` for tests). Migrations run before it is returned. A PostgreSQL server that cannot be
 * reached is tried `settings.startAttempts` times, with one line in the log each time, and then
 * the error is thrown: a start fails loudly rather than hanging or giving up at the first blip.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  sqlitePath: string;
  /** SQLite: these bytes (from `serialize()`) opened in memory instead of the file at `sqlitePath`. */
  sqliteImage?: Buffer | undefined;
  settings?: DatabaseSettings | undefined;
  log?: ((line: string) => void) | undefined;
}): Promise<OpenedDatabase> {
  const { databaseUrl, settings = DEFAULT_DATABASE_SETTINGS, log = console.warn } = options;
  if (!databaseUrl) {
    const opened = openSqlite(options.sqlitePath, options.sqliteImage);
    await migrateToLatest(opened.db);
    return opened;
  }
  for (let attempt = 1; ; attempt += 1) {
    const opened = openPostgres(databaseUrl, settings, log);
    try {
      await migrateToLatest(opened.db);
      return opened;
    } catch (error) {
      await opened.close().catch(() => {});
      if (!isDatabaseUnavailable(error)) throw error;
      const where = describeDatabase(databaseUrl);
      const reason = (error as Error).message;
      if (attempt >= settings.startAttempts) {
        throw new Error(`database not reachable at ${where} after ${attempt} attempts: ${reason}`, { cause: error });
      }
      log(`database not reachable at ${where} (attempt ${attempt} of ${settings.startAttempts}): ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, settings.startRetryDelayMs));
    }
  }
}

/** `host:port` of a PostgreSQL URL, without the user name or password it may hold. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'the configured PostgreSQL server';
  }
}

function openSqlite(path: string, image: Buffer | undefined): OpenedDatabase {
  if (!image && path !== ':memory:') mkdirSync(join(path, '..'), { recursive: true });
  const sqlite = new SQLite(image ?? path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes may share the file (FOYER_WORKERS): a writer waits up to 5 s for another's
  // write lock instead of failing with SQLITE_BUSY, and transactions take the lock when they begin.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cachePreparedStatements(sqlite) }),
    log: observeQuery('sqlite'),
  });
  return { db, engine: 'sqlite', close: () => db.destroy(), serialize: () => sqlite.serialize() };
}

/** Times every statement into `foyer_db_query_duration_seconds` (Kysely measures it already). */
function observeQuery(engine: Engine): (event: LogEvent) => void {
  const ok = dbQueryDuration.labels({ engine, outcome: 'ok' });
  const failed = dbQueryDuration.labels({ engine, outcome: 'error' });
  return (event) => (event.level === 'query' ? ok : failed).observe(event.queryDurationMillis / 1000);
}

/** Connections each server process (each of `FOYER_WORKERS`) opens to PostgreSQL unless `FOYER_DB_POOL_SIZE` says otherwise. */
export const POSTGRES_POOL_SIZE = DEFAULT_DATABASE_SETTINGS.poolSize;

function openPostgres(url: string, settings: DatabaseSettings, log: (line: string) => void): OpenedDatabase {
  const pool = createPostgresPool(url, settings, log);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery('postgres') });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
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
  // Not reaching the database is not a fault of any migration: the driver's own words say more.
  if (error && isDatabaseUnavailable(error)) throw error;
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
