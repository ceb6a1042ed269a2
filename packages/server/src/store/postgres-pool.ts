import pg from 'pg';
import type { DatabaseSettings } from '../config/database-settings.ts';
import { preparedStatementName } from './prepared-names.ts';

/**
 * node-postgres's pool, made to survive a database that restarts, fails over or stalls:
 *
 * - Every connection gets its own 'error' listener for as long as it lives. The pool listens only
 *   while a connection is idle; one cut while checked out (a restart under load, an admin's
 *   pg_terminate_backend) emitted 'error' with nobody listening, and Node ended the process.
 * - A connection, new or from the pool, is waited for `connectTimeoutMs` at most.
 * - A statement runs `queryTimeoutMs` at most (statement_timeout, on the server), and a database
 *   that stops answering altogether is given up on a second later (query_timeout, here); that
 *   connection is closed, since its unanswered statement would block the next one sent on it.
 */
export function createPostgresPool(url: string, settings: DatabaseSettings, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.queryTimeoutMs,
    query_timeout: settings.queryTimeoutMs + 1_000,
    keepAlive: true,
  });
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log(`PostgreSQL connection lost (${error.message}); the pool opens a new one on next use`),
    );
    closeWhenUnanswered(client);
  });
  // The pool re-emits an idle connection's error here too; the connection's own listener logged it.
  pool.on('error', () => {});
  return pool;
}

/**
 * Closes the connection of a statement that got no answer in time (pg leaves it waiting for one),
 * and sends engineSql's statements by name, so PostgreSQL prepares each once per connection
 * (store/engine-sql.ts).
 */
function closeWhenUnanswered(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this wraps them all.
  (client as any).query = (...args: unknown[]) => {
    const name = typeof args[0] === 'string' ? preparedStatementName(args[0]) : undefined;
    const result = name ? query({ name, text: args[0], values: args[1] }) : query(...args);
    if (result instanceof Promise) {
      result.catch((error: Error) => {
        if (error.message === 'Query read timeout') {
          client.connection.stream.destroy();
        }
      });
    }
    return result;
  };
}
