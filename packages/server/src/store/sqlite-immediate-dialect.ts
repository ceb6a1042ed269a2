import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite dialect, except that transactions begin IMMEDIATE: they take the write lock at
 * their start, waiting for it under `busy_timeout` like any write. A deferred transaction that reads
 * and then writes cannot wait: if another process (FOYER_WORKERS > 1) committed in between, its
 * snapshot is stale and SQLite refuses the write at once with SQLITE_BUSY, a 500 to the caller.
 * In one process this costs nothing: Kysely runs one statement or transaction at a time anyway.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
