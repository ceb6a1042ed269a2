import { SESSION_REFRESH_INTERVAL_MS } from '@foyer/protocol/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshLoop, refreshBackoffDelay } from './refresh.ts';
import { globalTimers } from './timers.ts';

const INTERVAL = SESSION_REFRESH_INTERVAL_MS;

class Unrecoverable extends Error {}

/** A refresh whose outcomes are scripted: 'ok', 'fail' or 'fatal', one per call, then 'ok'. */
function scripted(outcomes: Array<'ok' | 'fail' | 'fatal'> = []) {
  const calls: number[] = [];
  const refresh = vi.fn(async () => {
    calls.push(Date.now());
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'fail') throw new Error('offline');
    if (outcome === 'fatal') throw new Unrecoverable('session_not_found');
  });
  const loop = createRefreshLoop({
    intervalMs: INTERVAL,
    timers: globalTimers,
    refresh,
    isUnrecoverable: (error) => error instanceof Unrecoverable,
  });
  return { loop, refresh, calls };
}

const T0 = Date.parse('2026-02-10T09:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshBackoffDelay', () => {
  it('starts at 2 s, doubles, and is capped at the refresh interval', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => refreshBackoffDelay(n, INTERVAL))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 180_000, 180_000, 180_000,
    ]);
  });
});

describe('createRefreshLoop', () => {
  it('refreshes at once when started immediately, then every 180000 ms', async () => {
    const { loop, calls } = scripted();
    loop.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([T0]);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(calls).toEqual([T0, T0 + INTERVAL, T0 + 2 * INTERVAL]);
  });

  it('waits one interval before the first refresh when not immediate', async () => {
    const { loop, calls } = scripted();
    loop.start({ immediate: false });
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([T0 + INTERVAL]);
  });

  it('backs off 2 s, 4 s, 8 s after failures, then returns to the interval after a success', async () => {
    const { loop, calls } = scripted(['fail', 'fail', 'fail', 'ok', 'fail']);
    loop.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + INTERVAL + 2_000);
    expect(calls.map((t) => t - T0)).toEqual([0, 2_000, 6_000, 14_000, 14_000 + INTERVAL, 16_000 + INTERVAL]);
  });

  it('never waits longer than the interval between attempts', async () => {
    const { loop, calls } = scripted(Array.from({ length: 12 }, () => 'fail' as const));
    loop.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(2_000 * (2 ** 7 - 1) + 3 * INTERVAL);
    const gaps = calls.slice(1).map((t, i) => t - (calls[i] ?? 0));
    expect(gaps).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, INTERVAL, INTERVAL, INTERVAL]);
  });

  it('stops for good on an unrecoverable error', async () => {
    const { loop, calls } = scripted(['ok', 'fatal']);
    loop.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(calls).toHaveLength(2);
    expect(loop.running).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(calls).toHaveLength(2);
  });

  it('does nothing more once stopped, even with a refresh in flight', async () => {
    let finish: () => void = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = createRefreshLoop({
      intervalMs: INTERVAL,
      timers: globalTimers,
      refresh,
      isUnrecoverable: () => false,
    });
    loop.start({ immediate: true });
    loop.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores start while running and can start again after stop', async () => {
    const { loop, calls } = scripted();
    loop.start({ immediate: true });
    loop.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    loop.stop();
    loop.start({ immediate: false });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(calls).toHaveLength(2);
  });

  it('uses the timers it is given', () => {
    const setTimeout = vi.fn(() => 42);
    const clearTimeout = vi.fn();
    const loop = createRefreshLoop({
      intervalMs: INTERVAL,
      timers: { setTimeout, clearTimeout },
      refresh: async () => {},
      isUnrecoverable: () => false,
    });
    loop.start({ immediate: false });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), INTERVAL);
    loop.stop();
    expect(clearTimeout).toHaveBeenCalledWith(42);
  });
});
