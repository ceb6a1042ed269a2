import type SQLite from 'better-sqlite3';

/**
 * Makes `sqlite.prepare(sql)` return one reused statement per SQL text. Kysely's SQLite driver
 * prepares every query anew, and compiling SQL was the largest single cost of a session
 * authenticate in the bench (CPU profile). Statements are safe to reuse: better-sqlite3 runs them
 * synchronously, and SQLite re-prepares a statement itself after a schema change. Streaming queries
 * (`iterate`) would hold a statement busy; nothing here streams.
 *
 * The cache is bounded (oldest out first) since SQL with variable-length IN lists varies in text.
 */
export function cachePreparedStatements(sqlite: SQLite.Database, maxStatements = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  const cachedPrepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= maxStatements) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  };
  sqlite.prepare = cachedPrepare as typeof sqlite.prepare;
  return sqlite;
}
