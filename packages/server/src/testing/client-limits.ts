import { expect } from 'vitest';
import type { AdjustableClock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import { type ClientLimits, DEFAULT_CLIENT_LIMITS, type RateWindow } from '../config/limit-settings.ts';
import { createTestContext, type JsonBody } from './test-context.ts';

/** One call of the limited endpoint from a client address; `n` makes each call's body distinct. */
export type LimitedCall = (address: string, n: number) => Promise<{ status: number; headers: Headers; body: JsonBody }>;

/** Midnight UTC: the start of every minute, hour and day window, so the arithmetic below is exact. */
export const FROZEN_START = Date.UTC(2030, 0, 1);

/**
 * A test context whose clock stands still unless moved (the usual one follows the wall clock, and
 * on a busy machine a second can pass between two calls: Retry-After checks need exact time).
 */
export async function createFrozenContext(clientLimits: Partial<ClientLimits>, extra: Partial<ServerConfig> = {}) {
  const t = await createTestContext({
    config: { clientLimits: { ...DEFAULT_CLIENT_LIMITS, ...clientLimits }, ...extra },
    clock: { stoppedAt: FROZEN_START },
  });
  return { t, clock: t.clock };
}

/**
 * Proves a per-client limit the way an attacker and a bystander would notice it: `rule.limit`
 * calls from one address pass, the next answers 429 too_many_requests with a Retry-After, a call
 * from another address passes meanwhile, and the Retry-After is truthful: a second before it the
 * address is still refused, at it the next call passes.
 */
export async function expectClientLimit(
  clock: AdjustableClock,
  options: { call: LimitedCall; rule: RateWindow; passes?: (status: number) => boolean },
): Promise<{ refused: JsonBody }> {
  const { call, rule } = options;
  const passes = options.passes ?? ((status) => status === 200);
  let n = 0;
  for (let i = 0; i < rule.limit; i += 1) {
    const res = await call('203.0.113.7', n++);
    expect(passes(res.status), `call ${i + 1} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
  }
  const refused = await call('203.0.113.7', n++);
  expect(refused.status).toBe(429);
  expect(refused.body.error_type).toBe('too_many_requests');
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);

  const bystander = await call('198.51.100.20', n++);
  expect(passes(bystander.status), `another address answered ${bystander.status}`).toBe(true);

  clock.advance((retryAfter - 1) * 1000);
  expect((await call('203.0.113.7', n++)).status).toBe(429);
  clock.advance(1000);
  const after = await call('203.0.113.7', n++);
  expect(passes(after.status), `after Retry-After: ${after.status} ${JSON.stringify(after.body)}`).toBe(true);
  return { refused: refused.body };
}
