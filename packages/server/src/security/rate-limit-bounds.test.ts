import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_START } from '../testing/client-limits.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { consumeRateLimit, refundRateLimit } from './rate-limit.ts';

const HOUR = 3_600_000;
const rule = { key: 'test:bounds', limit: 3, windowMs: HOUR };

describe('database rate limiter: what it never gives away, and what it never keeps', () => {
  let t: TestContext;
  beforeEach(async () => {
    // Frozen at midnight UTC, a window boundary: each advance below lands where the test says.
    t = await createTestContext({ clock: { stoppedAt: FROZEN_START } });
  });
  afterEach(() => t.close());

  const allowedOf = async (count: number) => {
    const verdicts = [];
    for (let i = 0; i < count; i += 1) verdicts.push((await consumeRateLimit(t.deps, rule)).allowed);
    return verdicts;
  };

  it('gives back no more than was charged: refunds of an unused window add no attempts', async () => {
    await refundRateLimit(t.deps, rule);
    await refundRateLimit(t.deps, rule);
    expect(await allowedOf(4)).toEqual([true, true, true, false]);
  });

  it('gives back no more than was charged: more refunds than attempts leave exactly the limit', async () => {
    expect(await allowedOf(1)).toEqual([true]);
    for (let i = 0; i < 3; i += 1) await refundRateLimit(t.deps, rule);
    expect(await allowedOf(4)).toEqual([true, true, true, false]);
  });

  it('keeps at most two windows of a key however long it is used (the one being counted and the one before)', async () => {
    const rows = () =>
      t.deps.db
        .selectFrom('rate_limit_buckets')
        .select('window_start')
        .where('key', '=', rule.key)
        .orderBy('window_start')
        .execute();
    for (let window = 0; window < 5; window += 1) {
      await allowedOf(2);
      t.clock.advance(HOUR);
    }
    await allowedOf(1);
    expect((await rows()).map((row) => Number(row.window_start))).toEqual([
      FROZEN_START + 4 * HOUR,
      FROZEN_START + 5 * HOUR,
    ]);
  });
});
