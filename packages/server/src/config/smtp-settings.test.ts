import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { DEFAULT_SMTP_TIMEOUTS, smtpTimeoutsFromEnv } from './smtp-settings.ts';

describe('SMTP timeouts from the environment', () => {
  it('default to 10 s to connect, 10 s for the greeting and 20 s of silence, on the server config', () => {
    expect(DEFAULT_SMTP_TIMEOUTS).toEqual({
      connectTimeoutMs: 10_000,
      greetingTimeoutMs: 10_000,
      socketTimeoutMs: 20_000,
    });
    expect(loadConfig({}, '/tmp').smtpTimeouts).toEqual(DEFAULT_SMTP_TIMEOUTS);
  });

  it('reads overrides and refuses nonsense with the variable’s name', () => {
    expect(smtpTimeoutsFromEnv({ FOYER_SMTP_SOCKET_TIMEOUT_MS: '60000' }).socketTimeoutMs).toBe(60_000);
    expect(() => smtpTimeoutsFromEnv({ FOYER_SMTP_GREETING_TIMEOUT_MS: '0' })).toThrow(
      /FOYER_SMTP_GREETING_TIMEOUT_MS/,
    );
  });

  it('are each in docs/configuration.md’s environment table with their default', () => {
    const readme = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    const row = (name: string) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\``)) ?? '';
    expect(row('FOYER_SMTP_CONNECT_TIMEOUT_MS')).toContain('`10000`');
    expect(row('FOYER_SMTP_GREETING_TIMEOUT_MS')).toContain('`10000`');
    expect(row('FOYER_SMTP_SOCKET_TIMEOUT_MS')).toContain('`20000`');
  });
});
