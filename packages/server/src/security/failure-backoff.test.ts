import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_START } from '../testing/client-limits.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { type BackoffRule, backoffDelayMs, bookFailureAttempt, clearFailureBackoff } from './failure-backoff.ts';

const MINUTE = 60_000;
/** One free failure, then waits of 1, 2, 4 … minutes, at most 5; forgotten after a day. */
const rule: BackoffRule = {
  key: 'test:backoff',
  freeFailures: 1,
  baseDelayMs: MINUTE,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

describe('failure backoff: slowed down, never locked out', () => {
  let t: TestContext;
  beforeEach(async () => {
    // A clock that stands still unless moved: the waits below are exact to the millisecond.
    t = await createTestContext({ clock: { stoppedAt: FROZEN_START } });
  });
  afterEach(() => t.close());

  const book = (overrides: Partial<BackoffRule> = {}) => bookFailureAttempt(t.deps, { ...rule, ...overrides });

  it('lets exactly one of several attempts racing for the same slot through; the others get the next wait', async () => {
    expect(await book()).toEqual({ allowed: true, retryAfterSeconds: 0 });
    t.clock.advance(MINUTE);

    const race = await Promise.all(Array.from({ length: 6 }, () => book()));
    expect(race.filter((verdict) => verdict.allowed)).toHaveLength(1);
    // The winner was the second failure: everyone else now waits two minutes.
    expect(race.filter((verdict) => !verdict.allowed)).toEqual(
      Array.from({ length: 5 }, () => ({ allowed: false, retryAfterSeconds: 120 })),
    );
  });

  it('rounds a wait up to whole seconds, so waiting the Retry-After it gives is always enough', async () => {
    await book();
    t.clock.advance(500);
    expect(await book()).toEqual({ allowed: false, retryAfterSeconds: 60 });
    t.clock.advance(59_499);
    expect(await book()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    t.clock.advance(1);
    expect(await book()).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('keeps runs apart by key: one account’s failures never slow another', async () => {
    await book();
    expect((await book()).allowed).toBe(false);
    expect(await book({ key: 'test:someone-else' })).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('forgets a run a day after its last failure: the next failure starts it over at one', async () => {
    // Three failures in: the fourth must wait four minutes.
    await book();
    t.clock.advance(MINUTE);
    await book();
    t.clock.advance(2 * MINUTE);
    await book();
    expect(await book()).toEqual({ allowed: false, retryAfterSeconds: 240 });

    t.clock.advance(rule.forgetAfterMs);
    expect(await book()).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Counted as the first failure of a new run, so only the first step's minute, not the cap.
    expect(await book()).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('a day less a millisecond is still the same run', async () => {
    await book();
    t.clock.advance(MINUTE);
    await book();
    t.clock.advance(rule.forgetAfterMs - 1);
    expect(await book()).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await book()).toEqual({ allowed: false, retryAfterSeconds: 240 });
  });

  it('starts over after a success: the free failures are free again', async () => {
    await book();
    expect((await book()).allowed).toBe(false);
    await clearFailureBackoff(t.deps, rule.key);
    expect((await book()).allowed).toBe(true);
    expect((await book()).allowed).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  const delays = { freeFailures: 3, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE };

  it('asks no wait within the free failures, then doubles from the base up to the cap', () => {
    const waits = [0, 1, 2, 3, 4, 5, 9, 10, 1_000].map((failures) => backoffDelayMs(delays, failures) / MINUTE);
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 60, 60, 60]);
  });
});
