import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { listEvents } from '../../store/events.ts';
import { createFrozenContext, expectClientLimit } from '../../testing/client-limits.ts';
import { sdkFrom } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';
import { PRUNE_INTERVAL_MS, pruneOldEvents } from './retention.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('events: per-client limit and retention', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  const batch = (count: number, name = 'render_login_screen') => ({
    events: Array.from({ length: count }, (_, i) => ({
      name,
      details: { screen: i },
      timestamp: new Date(clock.now()).toISOString(),
      instance_id: 'instance-1',
    })),
  });
  const post = (address: string, body: unknown) => sdkFrom(t.app, '/events', body, { address });
  const stored = async () => (await listEvents(t.deps.db, t.project.projectId, 1_000)).length;

  it('refuses events past the per-client limit with 429 and a truthful Retry-After; another address still logs', async () => {
    const rule = { limit: 3, windowMs: HOUR };
    ({ t, clock } = await createFrozenContext({ events: rule }));
    await expectClientLimit(clock, { rule, call: (address) => post(address, batch(1)) });
  });

  it('counts every event of a batch, and stores nothing from a refused batch', async () => {
    ({ t, clock } = await createFrozenContext({ events: { limit: 10, windowMs: HOUR } }));
    expect((await post('203.0.113.5', batch(4))).status).toBe(200);
    expect((await post('203.0.113.5', batch(4))).status).toBe(200);
    const refused = await post('203.0.113.5', batch(4));
    expect(refused.status).toBe(429);
    expect(refused.body.error_message).toBe('Too many events from your network. Wait a while before sending more.');
    expect(await stored()).toBe(8);
    expect((await post('203.0.113.5', batch(2))).status).toBe(200);
    expect(await stored()).toBe(10);
  });

  it('lets a widget log a busy hour of screens from one address under the default limit', async () => {
    ({ t, clock } = await createFrozenContext({}));
    for (let screen = 0; screen < 60; screen += 1) {
      clock.advance(30_000);
      expect((await post('203.0.113.6', batch(1 + (screen % 5)))).status).toBe(200);
    }
    expect(await stored()).toBe(180);
  });

  it('deletes events older than the retention period when new ones arrive, and keeps younger ones', async () => {
    ({ t, clock } = await createFrozenContext({}, { eventsRetentionDays: 30 }));
    await post('203.0.113.7', batch(3, 'old'));
    clock.advance(2 * DAY);
    await post('203.0.113.7', batch(2, 'younger'));
    clock.advance(28 * DAY + 1);
    await post('203.0.113.7', batch(1, 'new'));
    const names = (await listEvents(t.deps.db, t.project.projectId)).map((event) => event.name);
    expect(names.sort()).toEqual(['new', 'younger', 'younger']);
  });

  it('prunes at most once a minute per instance, and at most a batch of rows per prune', async () => {
    ({ t, clock } = await createFrozenContext({}, { eventsRetentionDays: 1 }));
    const address = '203.0.113.8';
    await post(address, batch(5, 'old')); // the first write prunes; nothing is old yet
    clock.advance(DAY - 10_000);
    await post(address, batch(1, 'a')); // prunes: 'old' is 10 s short of a day, kept
    expect(await stored()).toBe(6);
    clock.advance(30_000);
    await post(address, batch(1, 'b')); // 'old' is now past a day, but the last prune was 30 s ago
    expect(await stored()).toBe(7);
    clock.advance(PRUNE_INTERVAL_MS - 30_000);
    await post(address, batch(1, 'c')); // a minute since the last prune: 'old' goes
    expect(await stored()).toBe(3);

    await post(address, batch(5, 'd'));
    clock.advance(DAY + 1);
    expect(await pruneOldEvents(t.deps.db, { now: clock.now(), retentionDays: 1, batch: 4 })).toBe(4);
    expect(await stored()).toBe(4);
  });
});
