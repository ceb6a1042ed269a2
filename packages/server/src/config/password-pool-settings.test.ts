import { describe, expect, it } from 'vitest';
import { passwordPoolSettingsFromEnv } from './password-pool-settings.ts';

describe('password pool settings', () => {
  it('sizes the pools from the environment', () => {
    const settings = passwordPoolSettingsFromEnv({
      FOYER_PASSWORD_HASH_THREADS: '3',
      FOYER_STRENGTH_THREADS: '2',
      FOYER_CPU_QUEUE_LIMIT: '10',
      FOYER_WORKER_NICE: '0',
    });
    expect(settings).toEqual({ hashThreads: 3, strengthThreads: 2, queueLimit: 10, niceIncrement: 0 });
  });

  it('defaults to at least one thread per pool, a queue of 64 and a lower priority', () => {
    const settings = passwordPoolSettingsFromEnv({});
    expect(settings.hashThreads).toBeGreaterThanOrEqual(1);
    expect(settings.strengthThreads).toBeGreaterThanOrEqual(1);
    expect(settings).toMatchObject({ queueLimit: 64, niceIncrement: 10 });
  });

  it('refuses a thread count that is not a positive whole number, naming the variable', () => {
    expect(() => passwordPoolSettingsFromEnv({ FOYER_PASSWORD_HASH_THREADS: '0' })).toThrow(
      'FOYER_PASSWORD_HASH_THREADS must be a whole number from 1 to 256, got 0',
    );
    expect(() => passwordPoolSettingsFromEnv({ FOYER_WORKER_NICE: '20' })).toThrow('FOYER_WORKER_NICE');
  });
});
