import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { consumeRateLimit } from '../../security/rate-limit.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { recordingMailer } from '../../testing/test-mailers.ts';
import { failedLoginKey } from './authenticate.ts';

const STRONG = 'violet-harbour-tangent-47';
const NEWER = 'copper-lantern-meadow-83';

describe('password reset: the token’s expiry boundary and what a reset ends', () => {
  let t: TestContext;
  let mail: ReturnType<typeof recordingMailer>;
  beforeEach(async () => {
    mail = recordingMailer();
    t = await createTestContext({ deps: { mailer: mail }, clock: 'stopped' });
  });
  afterEach(() => t.close());

  async function startReset(email = 'ada@example.com') {
    const res = await t.sdk('/passwords/email/reset/start', { email, reset_password_expiration_minutes: 10 });
    expect(res.status).toBe(200);
    return new URL(mail.sent.at(-1)?.links[0] ?? '').searchParams.get('token') ?? '';
  }

  it('sets the password in the token’s last millisecond', async () => {
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    const token = await startReset();
    t.clock.advance(minutes(10) - 1);
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
  });

  it('returns 401 password_reset_token_expired at the moment the token expires', async () => {
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    const token = await startReset();
    t.clock.advance(minutes(10));
    const res = await t.sdk('/passwords/email/reset', { token, password: NEWER });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('password_reset_token_expired');
  });

  it('ends the account’s other reset links, and the old password no longer logs in', async () => {
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    const older = await startReset();
    const used = await startReset();
    expect((await t.sdk('/passwords/email/reset', { token: used, password: NEWER })).status).toBe(200);

    const stale = await t.sdk('/passwords/email/reset', { token: older, password: `${NEWER}-again` });
    expect(stale.status).toBe(404);
    expect(stale.body.error_type).toBe('password_reset_token_not_found');
    const oldPassword = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    expect(oldPassword.body.error_type).toBe('unauthorized_credentials');
    const newPassword = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: NEWER });
    expect(newPassword.status).toBe(200);
  });

  it('forgets the account’s failed logins once the password is reset', async () => {
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    // The account's 100 failed logins of the hour, spent.
    const key = failedLoginKey(t.project.projectId, 'ada@example.com');
    await consumeRateLimit(t.deps, { key, limit: 100, windowMs: 3_600_000, cost: 100 });
    const refused = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    expect(refused.status).toBe(429);

    const token = await startReset();
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    const login = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: NEWER });
    expect(login.status).toBe(200);
  });
});
