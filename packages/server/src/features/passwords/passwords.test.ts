import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUserByEmail, markEmailVerified } from '../../store/users.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

const STRONG = 'violet-harbour-tangent-47';

describe('passwords: sign-up and log-in', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  describe('users search', () => {
    it('tells new, password and passwordless users apart', async () => {
      expect((await t.sdk('/users/search', { email: 'nobody@example.com' })).body.user_type).toBe('new');
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      expect((await t.sdk('/users/search', { email: 'ADA@example.com ' })).body.user_type).toBe('password');
      await t.sdk('/magic_links/email/login_or_create', { email: 'grace@example.com' });
      expect((await t.sdk('/users/search', { email: 'grace@example.com' })).body.user_type).toBe('passwordless');
    });

    it('answers invalid_email for an address that is not one', async () => {
      const res = await t.sdk('/users/search', { email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_email');
    });
  });

  describe('create', () => {
    it('creates the user, stores the password and starts a password session', async () => {
      const res = await t.sdk('/passwords', {
        email: 'ada@example.com',
        password: STRONG,
        session_duration_minutes: 60,
      });
      expect(res.status).toBe(200);
      expect(res.body.session_token).toMatch(/^session-token-/);
      expect(res.body.session.authentication_factors[0]).toMatchObject({
        type: 'password',
        delivery_method: 'knowledge',
      });
      expect(res.body.user.password).toMatchObject({ requires_reset: false });
      expect(res.body.user.emails[0]).toMatchObject({ email: 'ada@example.com', verified: false });
    });

    it('refuses a weak password with weak_password and the strength check', async () => {
      const res = await t.sdk('/passwords', { email: 'ada@example.com', password: 'adalovelace' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('weak_password');
      expect(res.body.strength_check).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn' });
      expect((await t.sdk('/users/search', { email: 'ada@example.com' })).body.user_type).toBe('new');
    });

    it('refuses a breached password with breached_password', async () => {
      const res = await t.sdk('/passwords', { email: 'ada@example.com', password: 'trustno1' });
      expect(res.body.error_type).toBe('breached_password');
      expect(res.body.strength_check.breached_password).toBe(true);
    });

    it('answers duplicate_email when the user already has a password', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const res = await t.sdk('/passwords', { email: 'ada@example.com', password: `${STRONG}-2` });
      expect(res.status).toBe(409);
      expect(res.body.error_type).toBe('duplicate_email');
    });
  });
});
