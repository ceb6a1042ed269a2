import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { createFrozenContext, expectClientLimit } from '../../testing/client-limits.ts';
import { sdkFrom } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';

const STRONG = 'violet-harbour-tangent-47';
const HOUR = 3_600_000;
const rule = { limit: 3, windowMs: HOUR };

describe('per-client limits on passwords and user search', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  const from = (address: string, path: string, body: unknown) => sdkFrom(t.app, path, body, { address });

  it('refuses a fourth sign-up from one address in an hour with 429 and a truthful Retry-After', async () => {
    ({ t, clock } = await createFrozenContext({ signUps: rule }));
    await expectClientLimit(clock, {
      rule,
      call: (address, n) => from(address, '/passwords', { email: `user${n}@example.com`, password: STRONG }),
    });
  });

  it('stops password spraying: failed logins across accounts from one address, known or not', async () => {
    ({ t, clock } = await createFrozenContext({ failedLogins: rule }));
    await from('192.0.2.1', '/passwords', { email: 'ada@example.com', password: STRONG });
    const { refused } = await expectClientLimit(clock, {
      rule,
      passes: (status) => status === 401,
      call: (address, n) =>
        from(address, '/passwords/authenticate', {
          email: n % 2 === 0 ? 'ada@example.com' : `nobody${n}@example.com`,
          password: 'Summer2024!',
        }),
    });
    expect(refused.error_message).toBe('Too many failed logins from your network. Try again later.');
  });

  it('does not count successful logins against the address', async () => {
    ({ t, clock } = await createFrozenContext({ failedLogins: rule }));
    await from('192.0.2.1', '/passwords', { email: 'ada@example.com', password: STRONG });
    for (let i = 0; i < rule.limit + 2; i += 1) {
      expect(
        (await from('203.0.113.9', '/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status,
      ).toBe(200);
    }
    for (let i = 0; i < rule.limit; i += 1) {
      expect(
        (await from('203.0.113.9', '/passwords/authenticate', { email: 'ada@example.com', password: 'nope-nope' }))
          .status,
      ).toBe(401);
    }
    expect(
      (await from('203.0.113.9', '/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status,
    ).toBe(429);
  });

  it('refuses a fourth user search from one address in an hour (no bulk enumeration)', async () => {
    ({ t, clock } = await createFrozenContext({ userSearches: rule }));
    await expectClientLimit(clock, {
      rule,
      call: (address, n) => from(address, '/users/search', { email: `someone${n}@example.com` }),
    });
  });

  it('refuses strength checks past the per-minute limit from one address', async () => {
    const perMinute = { limit: 4, windowMs: 60_000 };
    ({ t, clock } = await createFrozenContext({ strengthChecks: perMinute }));
    await expectClientLimit(clock, {
      rule: perMinute,
      call: (address, n) => from(address, '/passwords/strength_check', { password: `copper-lantern-${n}` }),
    });
  });

  it('refuses a fourth reset email from one address to different inboxes, alike for known and unknown ones', async () => {
    ({ t, clock } = await createFrozenContext({ resetEmails: rule }));
    await from('192.0.2.1', '/passwords', { email: 'ada@example.com', password: STRONG });
    await expectClientLimit(clock, {
      rule,
      call: (address, n) => from(address, '/passwords/email/reset/start', { email: `person${n}@example.com` }),
    });
    // The address is out of its allowance again: known and unknown inboxes get the same refusal.
    for (let i = 0; i < rule.limit - 1; i += 1) {
      await from('203.0.113.7', '/passwords/email/reset/start', { email: `later${i}@example.com` });
    }
    const known = await from('203.0.113.7', '/passwords/email/reset/start', { email: 'ada@example.com' });
    const unknown = await from('203.0.113.7', '/passwords/email/reset/start', { email: 'nobody@example.com' });
    expect(known.status).toBe(429);
    expect([unknown.status, unknown.body.error_message]).toEqual([known.status, known.body.error_message]);
  });

  it('lets a person through the whole password path from one address under the default limits', async () => {
    ({ t, clock } = await createFrozenContext({}));
    const me = '203.0.113.50';
    expect(DEFAULT_CLIENT_LIMITS.strengthChecks.limit).toBeGreaterThanOrEqual(100);
    expect((await from(me, '/users/search', { email: 'ada@example.com' })).body.user_type).toBe('new');
    // Typing a password: a check per 300 ms pause, say 40 of them within a minute.
    for (let i = 1; i <= 40; i += 1) {
      clock.advance(300);
      expect((await from(me, '/passwords/strength_check', { password: STRONG.slice(0, 5 + (i % 20)) })).status).toBe(
        200,
      );
    }
    expect((await from(me, '/passwords', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await from(me, '/passwords/authenticate', { email: 'ada@example.com', password: 'typo-typo' })).status,
      ).toBe(401);
    }
    expect((await from(me, '/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(
      200,
    );
    for (let i = 0; i < 3; i += 1) {
      expect((await from(me, '/passwords/email/reset/start', { email: 'ada@example.com' })).status).toBe(200);
    }
  });
});
