import { intSetting } from './int-setting.ts';

/**
 * How each server process talks to PostgreSQL: how many connections it keeps, and how long it
 * waits for the database before answering 503 `server_not_ready` instead of holding the request.
 */
export interface DatabaseSettings {
  /** Connections in each process's pool (`FOYER_DB_POOL_SIZE`). */
  poolSize: number;
  /** The longest wait for a connection, new or from the pool (`FOYER_DB_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs: number;
  /** The longest one statement may run, or go unanswered (`FOYER_DB_QUERY_TIMEOUT_MS`). */
  queryTimeoutMs: number;
  /** How many times `foyer start` tries to reach the database before it exits (`FOYER_DB_START_ATTEMPTS`). */
  startAttempts: number;
  /** The pause between two of those tries (`FOYER_DB_START_RETRY_DELAY_MS`). */
  startRetryDelayMs: number;
}

/**
 * The documented defaults (README, configuration). 5 s for a connection: a healthy PostgreSQL
 * connects in milliseconds, a restart takes a few seconds. 10 s for a statement: Foyer's own take
 * milliseconds, so anything longer is a stall, not work. Five tries 2 s apart ride out a database
 * that starts together with Foyer (a compose file, a pod) without leaving a dead one unnoticed.
 */
export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 10_000,
  startAttempts: 5,
  startRetryDelayMs: 2_000,
};

export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv): DatabaseSettings {
  const d = DEFAULT_DATABASE_SETTINGS;
  return {
    poolSize: intSetting(env, 'FOYER_DB_POOL_SIZE', d.poolSize, { min: 1, max: 1_000 }),
    connectTimeoutMs: intSetting(env, 'FOYER_DB_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, { min: 100, max: 600_000 }),
    queryTimeoutMs: intSetting(env, 'FOYER_DB_QUERY_TIMEOUT_MS', d.queryTimeoutMs, { min: 100, max: 3_600_000 }),
    startAttempts: intSetting(env, 'FOYER_DB_START_ATTEMPTS', d.startAttempts, { min: 1, max: 100 }),
    startRetryDelayMs: intSetting(env, 'FOYER_DB_START_RETRY_DELAY_MS', d.startRetryDelayMs, { min: 0, max: 600_000 }),
  };
}
