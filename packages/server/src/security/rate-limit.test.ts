import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { clearRateLimit, consumeRateLimit, msUntilAllowed, refundRateLimit } from './rate-limit.ts';

const HOUR = 3_600_000;

describe('database rate limiter', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
    // Start at a window boundary so the arithmetic below is exact.
    t.clock.advance(HOUR - (t.clock.now() % HOUR));
  });
  afterEach(() => t.close());

  const rule = { key: 'test:a', limit: 3, windowMs: HOUR };

  it('allows up to the limit, then refuses without counting the refusals', async () => {
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push((await consumeRateLimit(t.deps, rule)).allowed);
    expect(verdicts).toEqual([true, true, true, false, false]);
    const refused = await consumeRateLimit(t.deps, rule);
    // Next window: 3 × (1 − e/W) ≤ 2 once e ≥ W/3, so the rest of this hour plus twenty minutes.
    expect(refused.retryAfterSeconds).toBe(4800);
    expect((await consumeRateLimit(t.deps, { ...rule, key: 'test:b' })).allowed).toBe(true);
  });

  it('counts a concurrent burst exactly, on either engine', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(t.deps, { ...rule, limit: 5 })));
    expect(burst.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('slides: the previous window weighs in by how much of it still overlaps', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(t.deps, rule);
    t.clock.advance(HOUR); // next window: 3 × (1 − 0) + 0 = 3, full
    const refused = await consumeRateLimit(t.deps, rule);
    expect(refused.allowed).toBe(false);
    // 3 × (1 − e/W) ≤ 2 once e ≥ W/3: twenty minutes.
    expect(refused.retryAfterSeconds).toBe(1200);
    t.clock.advance(1_199_000);
    expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(false);
    t.clock.advance(1000);
    expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
  });

  it('gives attempts back and forgets keys', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(t.deps, rule);
    await refundRateLimit(t.deps, rule);
    expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
    expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(false);
    await clearRateLimit(t.deps, rule.key);
    expect((await consumeRateLimit(t.deps, rule)).allowed).toBe(true);
  });

  it('counts an attempt of cost n as n attempts, and refuses one that would not fit whole', async () => {
    const events = { key: 'test:events', limit: 10, windowMs: HOUR };
    expect((await consumeRateLimit(t.deps, { ...events, cost: 6 })).allowed).toBe(true);
    const refused = await consumeRateLimit(t.deps, { ...events, cost: 5 });
    expect(refused.allowed).toBe(false);
    // Next window: 6 × (1 − e/W) ≤ 5 once e ≥ W/6: the rest of this hour plus ten minutes.
    expect(refused.retryAfterSeconds).toBe(4200);
    expect((await consumeRateLimit(t.deps, { ...events, cost: 4 })).allowed).toBe(true);
    expect((await consumeRateLimit(t.deps, events)).allowed).toBe(false);
  });

  it('computes the wait within the window and into the next', () => {
    expect(msUntilAllowed({ previous: 0, current: 2, elapsed: 0, limit: 3, windowMs: HOUR })).toBe(0);
    expect(msUntilAllowed({ previous: 0, current: 3, elapsed: 600_000, limit: 3, windowMs: HOUR })).toBe(4_200_000);
    expect(msUntilAllowed({ previous: 4, current: 0, elapsed: 0, limit: 3, windowMs: HOUR })).toBe(HOUR / 2);
    expect(msUntilAllowed({ previous: 4, current: 6, elapsed: 0, limit: 3, windowMs: HOUR })).toBe(
      HOUR + (HOUR * 2) / 3,
    );
  });
});
