import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, QUICK_DEATH_MS, restartDelay } from './cluster-backoff.ts';

describe('replacing a dead worker', () => {
  it('replaces a worker that ran for a while at once, and forgets earlier crashes', () => {
    expect(restartDelay(QUICK_DEATH_MS, 5)).toEqual({ delayMs: 0, quickDeaths: 0 });
  });

  it('waits longer after each quick death in a row: 0.5 s, 1 s, 2 s …', () => {
    expect(restartDelay(100, 0)).toEqual({ delayMs: 500, quickDeaths: 1 });
    expect(restartDelay(100, 1)).toEqual({ delayMs: 1_000, quickDeaths: 2 });
    expect(restartDelay(100, 2)).toEqual({ delayMs: 2_000, quickDeaths: 3 });
  });

  it('never waits more than 30 s, however long the crash loop', () => {
    expect(restartDelay(100, 40).delayMs).toBe(MAX_RESTART_DELAY_MS);
  });
});
