import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { workerEnv, workersFromEnv } from './workers-setting.ts';

describe('FOYER_WORKERS', () => {
  it('runs one process in development and one per core in production by default', () => {
    expect(loadConfig({}, '/tmp').workers).toBe(1);
    expect(loadConfig({ FOYER_ENV: 'production' }, '/tmp').workers).toBe(availableParallelism());
  });

  it('reads the number of processes, and refuses zero or a word with a sentence naming the variable', () => {
    expect(workersFromEnv({ FOYER_WORKERS: '3' }, 'development', false)).toBe(3);
    expect(() => workersFromEnv({ FOYER_WORKERS: '0' }, 'production', false)).toThrow(
      'FOYER_WORKERS must be a whole number from 1 to 64, got 0',
    );
    expect(() => workersFromEnv({ FOYER_WORKERS: 'all' }, 'production', false)).toThrow(/FOYER_WORKERS/);
  });

  it('refuses several workers with the test clock, which lives in one process', () => {
    expect(() => loadConfig({ FOYER_WORKERS: '2', FOYER_TEST_CLOCK: '1' }, '/tmp')).toThrow(
      /FOYER_TEST_CLOCK=1 needs FOYER_WORKERS=1/,
    );
  });

  it("shares the cores' password threads among the workers, unless the operator sized the pools", () => {
    const cores = availableParallelism();
    expect(workerEnv({}, cores)).toEqual({ FOYER_PASSWORD_HASH_THREADS: '1', FOYER_STRENGTH_THREADS: '1' });
    expect(workerEnv({ FOYER_PASSWORD_HASH_THREADS: '4' }, cores).FOYER_PASSWORD_HASH_THREADS).toBe('4');
  });
});
