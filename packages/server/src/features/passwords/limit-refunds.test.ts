import { afterEach, describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../../security/rate-limit.ts';
import { createFrozenContext } from '../../testing/client-limits.ts';
import { sdkFrom } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';
import { failedLoginKey } from './authenticate.ts';

const STRONG = 'violet-harbour-tangent-47';
const HOUR_MS = 3_600_000;

describe('passwords: a login refused by the account’s limit costs the client nothing', () => {
  let t: TestContext;
  afterEach(() => t.close());

  it('keeps the client’s failed-login allowance for other accounts while one account is locked', async () => {
    ({ t } = await createFrozenContext({ failedLogins: { limit: 2, windowMs: HOUR_MS } }));
    const client = '203.0.113.20';
    const login = (email: string, password: string) =>
      sdkFrom(t.app, '/passwords/authenticate', { email, password }, { address: client });
    expect(
      (await sdkFrom(t.app, '/passwords', { email: 'ada@example.com', password: STRONG }, { address: '192.0.2.1' }))
        .status,
    ).toBe(200);
    // Ada's account has had its 100 failed logins of the hour.
    await consumeRateLimit(t.deps, {
      key: failedLoginKey(t.project.projectId, 'ada@example.com'),
      limit: 100,
      windowMs: HOUR_MS,
      cost: 100,
    });

    for (let i = 0; i < 3; i += 1) {
      const refused = await login('ada@example.com', STRONG);
      expect(refused.status).toBe(429);
      expect(refused.body.error_message).toBe('Too many failed logins for this account. Try again later.');
    }
    // The client's two failed logins are still its own to spend.
    for (let i = 0; i < 2; i += 1) {
      expect((await login('bob@example.com', 'not-his-password')).body.error_type).toBe('unauthorized_credentials');
    }
    const third = await login('bob@example.com', 'not-his-password');
    expect(third.status).toBe(429);
    expect(third.body.error_message).toBe('Too many failed logins from your network. Try again later.');
  });
});
