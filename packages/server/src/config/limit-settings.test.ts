import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import {
  CLIENT_LIMIT_VARIABLES,
  type ClientLimits,
  clientLimitsFromEnv,
  DEFAULT_CLIENT_LIMITS,
} from './limit-settings.ts';

const CONFIGURATION_DOC = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');

describe('per-client limits from the environment', () => {
  it('defaults to the documented limits, on the server config', () => {
    const config = loadConfig({}, '/tmp');
    expect(config.clientLimits).toEqual(DEFAULT_CLIENT_LIMITS);
    expect(config.clientLimits?.strengthChecks).toEqual({ limit: 120, windowMs: 60_000 });
  });

  it('reads each count from its variable and refuses nonsense, and an events limit below one full batch', () => {
    expect(clientLimitsFromEnv({ FOYER_USER_SEARCHES_PER_CLIENT: '25' }).userSearches).toEqual({
      limit: 25,
      windowMs: 3_600_000,
    });
    expect(() => clientLimitsFromEnv({ FOYER_PASSWORD_SIGNUPS_PER_CLIENT: 'many' })).toThrow(
      /FOYER_PASSWORD_SIGNUPS_PER_CLIENT/,
    );
    expect(() => clientLimitsFromEnv({ FOYER_EVENTS_PER_CLIENT: '50' })).toThrow(/from 100/);
  });

  it("are each in docs/configuration.md's environment table with their default", () => {
    for (const [name, variable] of Object.entries(CLIENT_LIMIT_VARIABLES)) {
      const row = CONFIGURATION_DOC.split('\n').find((line) => line.startsWith(`| \`${variable}\``));
      expect(row, variable).toBeDefined();
      const cells = row?.split('|').map((cell) => cell.trim());
      expect([variable, cells?.[2]]).toEqual([
        variable,
        `\`${DEFAULT_CLIENT_LIMITS[name as keyof ClientLimits].limit}\``,
      ]);
    }
  });
});
