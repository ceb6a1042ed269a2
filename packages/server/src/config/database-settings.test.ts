import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_SETTINGS, databaseSettingsFromEnv } from './database-settings.ts';
import { loadConfig } from './env.ts';

describe('PostgreSQL settings from the environment', () => {
  it('defaults to 10 connections, 5 s to connect, 10 s a statement and 5 start attempts, on the server config', () => {
    expect(DEFAULT_DATABASE_SETTINGS).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      queryTimeoutMs: 10_000,
      startAttempts: 5,
      startRetryDelayMs: 2_000,
    });
    expect(loadConfig({}, '/tmp').database).toEqual(DEFAULT_DATABASE_SETTINGS);
  });

  it('reads overrides and refuses nonsense with the variable’s name', () => {
    expect(
      databaseSettingsFromEnv({
        FOYER_DB_POOL_SIZE: '40',
        FOYER_DB_CONNECT_TIMEOUT_MS: '2000',
        FOYER_DB_QUERY_TIMEOUT_MS: '30000',
        FOYER_DB_START_ATTEMPTS: '1',
        FOYER_DB_START_RETRY_DELAY_MS: '100',
      }),
    ).toMatchObject({
      poolSize: 40,
      connectTimeoutMs: 2_000,
      queryTimeoutMs: 30_000,
      startAttempts: 1,
      startRetryDelayMs: 100,
    });
    expect(() => databaseSettingsFromEnv({ FOYER_DB_START_RETRY_DELAY_MS: '-1' })).toThrow(
      /FOYER_DB_START_RETRY_DELAY_MS/,
    );
    expect(() => databaseSettingsFromEnv({ FOYER_DB_POOL_SIZE: '0' })).toThrow(
      /FOYER_DB_POOL_SIZE must be a whole number from 1/,
    );
    expect(() => databaseSettingsFromEnv({ FOYER_DB_QUERY_TIMEOUT_MS: '5s' })).toThrow(/FOYER_DB_QUERY_TIMEOUT_MS/);
  });

  it('are each in docs/configuration.md’s environment table with their default', () => {
    const readme = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    const row = (name: string) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\``)) ?? '';
    expect(row('FOYER_DB_POOL_SIZE')).toContain('`10`');
    expect(row('FOYER_DB_CONNECT_TIMEOUT_MS')).toContain('`5000`');
    expect(row('FOYER_DB_QUERY_TIMEOUT_MS')).toContain('`10000`');
    expect(row('FOYER_DB_START_ATTEMPTS')).toContain('`5`');
    expect(row('FOYER_DB_START_RETRY_DELAY_MS')).toContain('`2000`');
  });
});
