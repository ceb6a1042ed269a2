import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Engine } from './database.ts';
import { prepareByName } from './prepared-names.ts';

/** One statement written for each engine, SQLite's with `?` placeholders, PostgreSQL's with `$n`. */
export interface EngineSql {
  sqlite: string;
  postgres: string;
}

/**
 * A statement whose text is the same on both engines but for its functions: `write` is called once
 * per engine, and its `?` placeholders become `$1`, `$2`… for PostgreSQL. The text is fixed, so
 * SQLite reuses one prepared statement for it and nothing is compiled per call.
 */
export function engineSql(write: (engine: Engine) => string): EngineSql {
  let n = 0;
  const postgres = write('postgres').replace(/\?/g, () => `$${++n}`);
  prepareByName(postgres);
  return { sqlite: write('sqlite'), postgres };
}

// Kysely's own compiler names the engine through its placeholders; one tiny compile per handle.
const engines = new WeakMap<object, Engine>();

function engineOf<DB>(db: Kysely<DB>): Engine {
  let engine = engines.get(db);
  if (!engine) {
    engine = sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
    engines.set(db, engine);
  }
  return engine;
}

/** Runs a statement written per engine with its parameters (in placeholder order); answers its rows. */
export async function runEngineSql<Row, DB>(
  db: Kysely<DB>,
  statement: EngineSql,
  parameters: unknown[],
): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(statement[engineOf(db)], parameters));
  return result.rows;
}

/**
 * A correlated subquery answering the rows of `table` that `where` selects as a JSON array of
 * objects with `columns`, in `orderBy` order (`[]` when none): json_agg on PostgreSQL,
 * json_group_array on SQLite (3.44+ for the ORDER BY inside the aggregate).
 */
export function jsonRows(
  engine: Engine,
  options: { table: string; columns: readonly string[]; where: string; orderBy: readonly string[] },
): string {
  const object = jsonObject(engine, 'r', options.columns);
  const order = options.orderBy.map((column) => `r.${column}`).join(', ');
  const aggregate = engine === 'postgres' ? 'json_agg' : 'json_group_array';
  return `(SELECT coalesce(${aggregate}(${object} ORDER BY ${order}), '[]') FROM ${options.table} r WHERE ${options.where})`;
}

/** A correlated subquery answering the one row of `table` that `where` selects as a JSON object, or NULL. */
export function jsonRow(engine: Engine, options: { table: string; columns: readonly string[]; where: string }): string {
  return `(SELECT ${jsonObject(engine, 'r', options.columns)} FROM ${options.table} r WHERE ${options.where})`;
}

function jsonObject(engine: Engine, alias: string, columns: readonly string[]): string {
  const pairs = columns.map((column) => `'${column}', ${alias}.${column}`).join(', ');
  return `${engine === 'postgres' ? 'json_build_object' : 'json_object'}(${pairs})`;
}

/** A JSON column as the driver hands it over: node-postgres parses json, better-sqlite3 answers text. */
export function parseJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
