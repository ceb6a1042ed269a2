import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the PostgreSQL server at `adminUrl`, and a way to drop it: tests and
 * benchmarks never write into a database someone else uses.
 */
export function throwawayDatabase(adminUrl: string, prefix = 'foyer_test'): Promise<ThrowawayDatabase> {
  return createDatabase(adminUrl, prefix, '');
}

/** A fresh copy of the database named `template` (which must have no open connections). */
export function cloneDatabase(adminUrl: string, template: string, prefix = 'foyer_test'): Promise<ThrowawayDatabase> {
  return createDatabase(adminUrl, prefix, ` TEMPLATE ${template} STRATEGY FILE_COPY`);
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function createDatabase(adminUrl: string, prefix: string, options: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${options}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
