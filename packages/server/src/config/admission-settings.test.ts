import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADMISSION_VARIABLES,
  type AdmissionSettings,
  admissionSettingsFromEnv,
  DEFAULT_ADMISSION_SETTINGS,
} from './admission-settings.ts';
import { CONNECTION_VARIABLES, type ConnectionSettings, DEFAULT_CONNECTION_SETTINGS } from './connection-settings.ts';
import { loadConfig } from './env.ts';

const CONFIGURATION_DOC = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');

/** The default column of a variable's row in docs/configuration.md's environment table. */
const readmeDefault = (variable: string) =>
  CONFIGURATION_DOC.split('\n')
    .find((line) => line.startsWith(`| \`${variable}\``))
    ?.split('|')[2]
    ?.trim();

describe('the in-memory request budget from the environment', () => {
  it('defaults to 200 at once, 50 a second and 32 in flight, on the server config', () => {
    expect(loadConfig({}, '/tmp').admission).toEqual({ burst: 200, perSecond: 50, inFlight: 32 });
  });

  it('reads each variable and refuses nonsense', () => {
    expect(admissionSettingsFromEnv({ FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '5' }).perSecond).toBe(5);
    expect(() => admissionSettingsFromEnv({ FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '0' })).toThrow(
      /FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT/,
    );
  });

  it("is in docs/configuration.md's environment table with its defaults, as are the connection settings", () => {
    for (const [name, variable] of Object.entries(ADMISSION_VARIABLES)) {
      const value = DEFAULT_ADMISSION_SETTINGS[name as keyof AdmissionSettings];
      expect([variable, readmeDefault(variable)]).toEqual([variable, `\`${value}\``]);
    }
    for (const [name, variable] of Object.entries(CONNECTION_VARIABLES)) {
      const value = DEFAULT_CONNECTION_SETTINGS[name as keyof ConnectionSettings];
      expect([variable, readmeDefault(variable)]).toEqual([variable, `\`${value}\``]);
    }
  });
});
