import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config/env.ts';
import type { Engine } from './store/database.ts';
import type { Database } from './store/schema.ts';

/** Everything a feature needs, passed in explicitly: no globals, so tests build apps freely. */
export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  /** Server-side log lines (never secrets). */
  log: (line: string) => void;
}
