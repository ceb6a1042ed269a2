import { hash, parseOptions } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../errors/api-error.ts';
import { consumeRateLimit } from '../../security/rate-limit.ts';
import { findPasswordByUser, updatePasswordHash } from '../../store/passwords.ts';
import { findUserByEmail } from '../../store/users.ts';
import { markEmailVerified } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePassword, failedLoginKey } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { ARGON2ID, passwordSettingsFromEnv } from './settings.ts';

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

  describe('authenticate', () => {
    it('logs in with the right password', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const res = await t.sdk('/passwords/authenticate', { email: 'Ada@Example.com', password: STRONG });
      expect(res.status).toBe(200);
      expect(res.body.session.authentication_factors[0].type).toBe('password');
    });

    it('answers a wrong password and an unknown email alike', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const wrong = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: 'not-it-at-all-9' });
      const unknown = await t.sdk('/passwords/authenticate', { email: 'nobody@example.com', password: STRONG });
      await t.sdk('/magic_links/email/login_or_create', { email: 'grace@example.com' });
      const passwordless = await t.sdk('/passwords/authenticate', { email: 'grace@example.com', password: STRONG });
      for (const res of [wrong, unknown, passwordless]) {
        expect(res.status).toBe(401);
        const { request_id: _, ...rest } = res.body;
        expect(rest).toEqual({
          status_code: 401,
          error_type: 'unauthorized_credentials',
          error_message: 'The email or password is not correct.',
        });
      }
    });

    it("runs one argon2id verification at today's cost whether or not the account exists", async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const context = createPasswordContext(t.deps, passwordSettingsFromEnv({}));
      const calls: string[] = [];
      const { verify, verifyDummy } = context.hasher;
      context.hasher.verify = (hash, password) => {
        calls.push(`verify ${hash.split('$')[3]}`);
        return verify(hash, password);
      };
      context.hasher.verifyDummy = (password) => {
        calls.push('verify m=19456,t=2,p=1');
        return verifyDummy(password);
      };
      for (const email of ['ada@example.com', 'nobody@example.com']) {
        const request = { email, password: 'not-it-at-all-9' };
        await expect(
          authenticatePassword(context, { project: t.project, client: UNKNOWN_SIGN_IN_CLIENT, request }),
        ).rejects.toMatchObject({
          type: 'unauthorized_credentials',
        });
      }
      expect(calls).toEqual(['verify m=19456,t=2,p=1', 'verify m=19456,t=2,p=1']);
    });

    it('rehashes a hash made at an older, lower cost at the next login', async () => {
      const created = await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const weak = await hash(STRONG, { algorithm: ARGON2ID, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      const stored = await findPasswordByUser(t.deps.db, created.body.user_id);
      await updatePasswordHash(t.deps.db, stored?.passwordId ?? '', weak, t.clock.now());

      expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
      const rehashed = (await findPasswordByUser(t.deps.db, created.body.user_id))?.hash ?? '';
      expect(parseOptions(rehashed)).toMatchObject({
        algorithm: ARGON2ID,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
      expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
    });
  });

  describe('reset_password', () => {
    it('answers reset_password when the stored password has since been found breached', async () => {
      const created = await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      // As if the password was accepted before it appeared in a breach list.
      const record = await findPasswordByUser(t.deps.db, created.body.user_id);
      await updatePasswordHash(t.deps.db, record?.passwordId ?? '', await hash('baseball1'), t.clock.now());

      const res = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: 'baseball1' });
      expect(res.body.error_type).toBe('reset_password');
      expect(res.body.reset_reason).toBe('breached');
      expect(res.body.error_message).toContain('data breach');
      const user = await t.backend(`/users/${created.body.user_id}`);
      expect(user.body.user.password.requires_reset).toBe(true);
      // A wrong password still answers unauthorized_credentials: only the holder learns of the reset.
      const wrong = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: 'baseball2' });
      expect(wrong.body.error_type).toBe('unauthorized_credentials');
      // Once marked, the next right password is told the same reason (from the stored mark).
      const again = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: 'baseball1' });
      expect(again.body).toMatchObject({ error_type: 'reset_password', reset_reason: 'breached' });
    });

    it('answers reset_password to a log-in whose password nobody verified once the email is verified another way', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const record = await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com');
      if (!record) throw new Error('no user');
      await markEmailVerified(t.deps.db, t.clock, record);

      const res = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
      expect(res.body).toMatchObject({
        error_type: 'reset_password',
        error_message: 'Check your email to set a new password.',
        reset_reason: 'dedupe',
      });
      const again = await t.sdk('/passwords', { email: 'ada@example.com', password: `${STRONG}-x` });
      expect(again.body).toMatchObject({ status_code: 409, error_type: 'duplicate_email' });
    });

    it('answers duplicate_email to a sign-up on an account verified by another method', async () => {
      await t.sdk('/otps/email/login_or_create', { email: 'grace@example.com' });
      const record = await findUserByEmail(t.deps.db, t.project.projectId, 'grace@example.com');
      if (!record) throw new Error('no user');
      await markEmailVerified(t.deps.db, t.clock, record);

      const res = await t.sdk('/passwords', { email: 'grace@example.com', password: STRONG });
      expect(res.status).toBe(409);
      expect(res.body.error_type).toBe('duplicate_email');
      expect((await t.sdk('/users/search', { email: 'grace@example.com' })).body.user_type).toBe('passwordless');
    });

    // Regression: this set the password on that user and answered its session.
    it('answers duplicate_email, and sets no password, for an existing user whose email nobody verified', async () => {
      await t.sdk('/otps/email/login_or_create', { email: 'grace@example.com' });
      const res = await t.sdk('/passwords', { email: 'grace@example.com', password: STRONG });
      expect(res.status).toBe(409);
      expect(res.body).not.toHaveProperty('session_token');
      expect((await t.sdk('/users/search', { email: 'grace@example.com' })).body.user_type).toBe('passwordless');
    });
  });

  describe('failed-login limit', () => {
    it('refuses an account past its failed logins with 429 and a truthful Retry-After', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const context = createPasswordContext(t.deps, { ...passwordSettingsFromEnv({}), failedLoginLimit: 5 });
      const attempt = (password: string) =>
        authenticatePassword(context, {
          project: t.project,
          client: UNKNOWN_SIGN_IN_CLIENT,
          request: { email: 'ada@example.com', password },
        });
      for (let i = 0; i < 5; i++) await expect(attempt('wrong-password-1')).rejects.toMatchObject({ status: 401 });

      const refused = await attempt(STRONG).catch((error: ApiError) => error);
      expect(refused).toMatchObject({ type: 'too_many_requests', status: 429 });
      const retryAfter = Number((refused as ApiError).options.headers?.['Retry-After']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(7200);

      t.clock.advance(retryAfter * 1000 - 2000);
      await expect(attempt(STRONG)).rejects.toMatchObject({ type: 'too_many_requests' });
      t.clock.advance(2000);
      await expect(attempt(STRONG)).resolves.toMatchObject({ user: { emails: [{ email: 'ada@example.com' }] } });
    });

    it('limits unknown addresses the same way, so the limit reveals nothing', async () => {
      const context = createPasswordContext(t.deps, { ...passwordSettingsFromEnv({}), failedLoginLimit: 2 });
      const attempt = () =>
        authenticatePassword(context, {
          project: t.project,
          client: UNKNOWN_SIGN_IN_CLIENT,
          request: { email: 'nobody@example.com', password: 'x' },
        });
      await expect(attempt()).rejects.toMatchObject({ status: 401 });
      await expect(attempt()).rejects.toMatchObject({ status: 401 });
      await expect(attempt()).rejects.toMatchObject({ status: 429 });
    });

    it('defaults to 100 failed logins an hour, answered over HTTP with a Retry-After header', async () => {
      const settings = passwordSettingsFromEnv({});
      expect(settings).toMatchObject({ failedLoginLimit: 100, failedLoginWindowMs: 3_600_000 });
      await consumeRateLimit(t.deps, {
        key: failedLoginKey(t.project.projectId, 'ada@example.com'),
        limit: 100,
        windowMs: 3_600_000,
      });
      for (let i = 0; i < 99; i++) {
        await consumeRateLimit(t.deps, {
          key: failedLoginKey(t.project.projectId, 'ada@example.com'),
          limit: 100,
          windowMs: 3_600_000,
        });
      }
      const res = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
      expect(res.status).toBe(429);
      expect(res.body.error_type).toBe('too_many_requests');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
