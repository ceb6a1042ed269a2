import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { DEFAULT_SEND_LIMITS, sendLimitsFromEnv } from './send-limit-settings.ts';

describe('send limits from the environment', () => {
  it('defaults to 5 sends per destination per 10 minutes and 100 per client per hour, on the server config', () => {
    expect(sendLimitsFromEnv({})).toEqual(DEFAULT_SEND_LIMITS);
    expect(DEFAULT_SEND_LIMITS).toEqual({
      perDestination: 5,
      perDestinationWindowMs: 600_000,
      perClient: 100,
      perClientWindowMs: 3_600_000,
    });
    expect(loadConfig({}, '/tmp').sendLimits).toEqual(DEFAULT_SEND_LIMITS);
  });

  it('reads overrides and refuses nonsense', () => {
    expect(
      sendLimitsFromEnv({ FOYER_SEND_LIMIT_PER_CLIENT: '20', FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES: '5' }),
    ).toMatchObject({ perClient: 20, perClientWindowMs: 300_000 });
    expect(() => sendLimitsFromEnv({ FOYER_SEND_LIMIT_PER_DESTINATION: '0' })).toThrow(
      /FOYER_SEND_LIMIT_PER_DESTINATION/,
    );
  });
});
