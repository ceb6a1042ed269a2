import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_START } from '../testing/client-limits.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { consumeRateLimit, msUntilAllowed } from './rate-limit.ts';

const HOUR = 3_600_000;

/**
 * The Retry-After a refused caller gets must be truthful: waiting it is enough, and not much more
 * than enough. These are the waits while the previous window still weighs in.
 */
describe('rate limit waits while both windows count', () => {
  it('waits until the previous window has faded enough, counting what this window already holds', () => {
    // 4 × (1 − t/W) + 1 ≤ 2 once t ≥ 3W/4.
    expect(msUntilAllowed({ previous: 4, current: 1, elapsed: 0, limit: 3, windowMs: HOUR })).toBe((HOUR * 3) / 4);
  });

  it('subtracts the time already spent in the window', () => {
    // 4 × (1 − t/W) ≤ 2 once t ≥ W/2; a quarter of the window has passed.
    expect(msUntilAllowed({ previous: 4, current: 0, elapsed: HOUR / 4, limit: 3, windowMs: HOUR })).toBe(HOUR / 4);
    // Past that point there is nothing left to wait.
    expect(msUntilAllowed({ previous: 4, current: 0, elapsed: (HOUR * 3) / 4, limit: 3, windowMs: HOUR })).toBe(0);
  });

  describe('through the database', () => {
    let t: TestContext;
    beforeEach(async () => {
      t = await createTestContext({ clock: { stoppedAt: FROZEN_START } });
    });
    afterEach(() => t.close());

    it('tells a caller refused mid-window the exact second the next attempt fits', async () => {
      const rule = { key: 'test:waits', limit: 4, windowMs: HOUR };
      for (let i = 0; i < 4; i += 1) expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
      t.clock.advance(HOUR + HOUR / 4);
      // 4 × (1 − 1/4) + 1 = 4: one more fits a quarter into the next window, then it is full.
      expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
      const refused = await consumeRateLimit(t.deps, rule);
      // 4 × (1 − t/W) + 1 ≤ 3 once t ≥ W/2: a quarter of an hour from now.
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900 });
      t.clock.advance(899_000);
      expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(false);
      t.clock.advance(1000);
      expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
    });
  });
});
