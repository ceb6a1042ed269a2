import { createHash } from 'node:crypto';

// PostgreSQL: each engineSql statement (store/engine-sql.ts) is prepared once per connection under a
// name (the pool's client sends it by name, store/postgres-pool.ts), instead of parsed and planned
// on every call: these are the session check's and the user reads' statements, the hottest there
// are. They list their columns (no `*`): a prepared statement whose result columns change under it
// (a migration adding one) fails with "cached plan must not change result type".
const preparedNames = new Map<string, string>();

/** Registers a PostgreSQL statement text to be prepared under a name of its own. */
export function prepareByName(text: string): void {
  preparedNames.set(text, `foyer_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
}

/** The name a registered statement text is prepared under, or undefined for any other text. */
export function preparedStatementName(text: string): string | undefined {
  return preparedNames.get(text);
}
