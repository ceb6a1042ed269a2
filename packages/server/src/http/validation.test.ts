import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../store/outbox.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

describe('a request whose expiration or session duration is out of range', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('returns 400 invalid_expiration naming the field and its bound for a login link, and sends nothing', async () => {
    const short = await t.sdk('/magic_links/email/login_or_create', {
      email: 'ada@example.com',
      login_expiration_minutes: 4,
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error_type: 'invalid_expiration',
      error_message: 'login_expiration_minutes must be at least 5 minutes.',
    });
    const long = await t.sdk('/magic_links/email/login_or_create', {
      email: 'ada@example.com',
      signup_expiration_minutes: 10_081,
    });
    expect(long.body.error_message).toBe('signup_expiration_minutes must be at most 10080 minutes.');
    expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
  });

  it('returns 400 invalid_expiration for a passcode longer than 10 minutes or not whole', async () => {
    const long = await t.sdk('/otps/email/login_or_create', { email: 'ada@example.com', expiration_minutes: 11 });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error_type: 'invalid_expiration',
      error_message: 'expiration_minutes must be at most 10 minutes.',
    });
    const fraction = await t.sdk('/otps/email/login_or_create', { email: 'ada@example.com', expiration_minutes: 2.5 });
    expect(fraction.body).toMatchObject({
      error_type: 'invalid_expiration',
      error_message: 'expiration_minutes must be a whole number of minutes.',
    });
    expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
  });

  it('returns 400 invalid_expiration for a password reset link shorter than 5 minutes', async () => {
    const res = await t.sdk('/passwords/email/reset/start', {
      email: 'ada@example.com',
      reset_password_expiration_minutes: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_expiration');
  });

  it('returns 400 invalid_session_duration below 5 minutes, above a year, or not whole', async () => {
    for (const minutes of [4, 527_041, 30.5]) {
      const res = await t.sdk('/sessions/authenticate', { session_duration_minutes: minutes });
      expect(res.status, String(minutes)).toBe(400);
      expect(res.body).toMatchObject({
        error_type: 'invalid_session_duration',
        error_message: 'session_duration_minutes must be a whole number from 5 to 527040 (one year).',
      });
    }
  });
});
