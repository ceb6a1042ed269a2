import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { eventsRetentionDaysFromEnv } from './events-settings.ts';

describe('events retention from the environment', () => {
  it('keeps events 30 days by default, on the server config', () => {
    expect(loadConfig({}, '/tmp').eventsRetentionDays).toBe(30);
  });

  it('reads FOYER_EVENTS_RETENTION_DAYS and refuses zero', () => {
    expect(eventsRetentionDaysFromEnv({ FOYER_EVENTS_RETENTION_DAYS: '7' })).toBe(7);
    expect(() => eventsRetentionDaysFromEnv({ FOYER_EVENTS_RETENTION_DAYS: '0' })).toThrow(
      /FOYER_EVENTS_RETENTION_DAYS/,
    );
  });
});
