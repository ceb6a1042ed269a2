import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { modeFromEnv } from './mode-setting.ts';

describe('the production switch', () => {
  it('is development when nothing says production (npm start sets nothing)', () => {
    expect(modeFromEnv({})).toBe('development');
    expect(modeFromEnv({ FOYER_ENV: 'development' })).toBe('development');
    expect(modeFromEnv({ NODE_ENV: 'test' })).toBe('development');
  });

  it('is production when FOYER_ENV or NODE_ENV says production (NODE_ENV=production alone ran development mode)', () => {
    expect(modeFromEnv({ FOYER_ENV: 'production' })).toBe('production');
    expect(modeFromEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production' }, '/tmp').mode).toBe('production');
  });

  it('refuses FOYER_ENV=development beside NODE_ENV=production, and a FOYER_ENV it does not know', () => {
    expect(() => modeFromEnv({ FOYER_ENV: 'development', NODE_ENV: 'production' })).toThrow(
      'FOYER_ENV=development contradicts NODE_ENV=production',
    );
    expect(() => loadConfig({ FOYER_ENV: 'prod' }, '/tmp')).toThrow(
      'FOYER_ENV must be production or development, got prod',
    );
  });
});

describe('the docs', () => {
  const read = (page: string) => readFileSync(new URL(`../../../../docs/${page}`, import.meta.url), 'utf8');
  const row = (variable: string) =>
    read('configuration.md')
      .split('\n')
      .find((line) => line.startsWith(`| \`${variable}\``));

  it('states the production rule and lists the secrets key in the environment table', () => {
    expect(read('operations.md')).toContain('One rule: anything that says production means production.');
    expect(row('NODE_ENV')).toContain('`production` means production mode');
    expect(row('FOYER_SECRETS_KEY')).toContain('required in production');
    expect(row('FOYER_SECRETS_KEY_PREVIOUS')).toContain('rotation');
  });
});
