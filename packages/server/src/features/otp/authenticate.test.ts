import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, sendCode, wrongCode } from '../../testing/otp.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { authenticateSession } from '../sessions/service.ts';
import { MAX_ATTEMPTS_PER_CODE } from './codes.ts';

describe('POST /otps/authenticate', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const authenticate = (token: string, methodId: string, extra: Record<string, unknown> = {}) =>
    t.sdk(PATHS.authenticate, { token, method_id: methodId, ...extra });

  describe('a right code', () => {
    // What the user shows afterwards, given the method id the send answered.
    const emailVerified = (to: string) => (id: string) => ({ emails: [{ email_id: id, email: to, verified: true }] });
    const phoneVerified = (to: string) => (id: string) => ({
      phone_numbers: [{ phone_id: id, phone_number: to, verified: true }],
    });
    it.each([
      ['email', 'ada@example.com', emailVerified('ada@example.com')],
      ['sms', '+15555550123', phoneVerified('+15555550123')],
      ['whatsapp', '+15555550199', phoneVerified('+15555550199')],
    ] as const)(
      'by %s starts a session with an otp factor and verifies the destination',
      async (channel, to, verified) => {
        const { methodId, code } = await sendCode(t, channel, to);
        const res = await authenticate(code, methodId, { session_duration_minutes: 60 });
        expect(res.status).toBe(200);
        expect(res.body.session.authentication_factors).toEqual([
          expect.objectContaining({ type: 'otp', delivery_method: channel }),
        ]);
        const { started_at, expires_at } = res.body.session;
        expect(Date.parse(expires_at) - Date.parse(started_at)).toBe(60 * 60_000);
        expect(res.body.user).toMatchObject(verified(methodId));
        const live = await authenticateSession(t.deps, { project: t.project, sessionToken: res.body.session_token });
        expect(live.user.user_id).toBe(res.body.user_id);
      },
    );

    it('signs a returning user in to the same account', async () => {
      const first = await sendCode(t, 'sms', '+15555550123');
      const a = await authenticate(first.code, first.methodId);
      const second = await sendCode(t, 'sms', '+15555550123');
      const b = await authenticate(second.code, second.methodId);
      expect(b.body.user_id).toBe(a.body.user_id);
    });
  });

  describe('single use', () => {
    it('refuses a code the second time with otp_code_not_found', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      expect((await authenticate(code, methodId)).status).toBe(200);
      const again = await authenticate(code, methodId);
      expect(again.status).toBe(401);
      expect(again.body.error_type).toBe('otp_code_not_found');
    });

    it('lets exactly one of several concurrent uses start a session', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      const results = await Promise.all([1, 2, 3].map(() => authenticate(code, methodId)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
      expect(await t.deps.db.selectFrom('sessions').select('session_id').execute()).toHaveLength(1);
    });
  });

  describe('expiry (injected clock)', () => {
    it('accepts the code a second before it expires', async () => {
      const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
      t.clock.advance(5 * 60_000 - 1_000);
      expect((await authenticate(code, methodId)).status).toBe(200);
    });

    it('answers otp_code_expired once the code is 5 minutes old (or its expiration_minutes)', async () => {
      const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
      t.clock.advance(5 * 60_000);
      const res = await authenticate(code, methodId);
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('otp_code_expired');

      const short = await sendCode(t, 'email', 'ada@example.com', { expiration_minutes: 1 });
      t.clock.advance(60_000);
      expect((await authenticate(short.code, short.methodId)).body.error_type).toBe('otp_code_expired');
    });
  });

  describe('wrong codes', () => {
    it("answer otp_code_not_found with 'Invalid passcode, please try again.' and leave the right code working", async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      const res = await authenticate(wrongCode(code), methodId);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        error_type: 'otp_code_not_found',
        error_message: 'Invalid passcode, please try again.',
      });
      expect((await authenticate(code, methodId)).status).toBe(200);
    });

    it('kill the code after 5 wrong attempts: even the right code then answers otp_attempts_exceeded', async () => {
      const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i += 1) {
        expect((await authenticate(wrongCode(code), methodId)).body.error_type).toBe('otp_code_not_found');
      }
      const dead = await authenticate(code, methodId);
      expect(dead.status).toBe(401);
      expect(dead.body.error_type).toBe('otp_attempts_exceeded');
    });

    it('never check more than 5 guesses of one code, even when they arrive at once', async () => {
      const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
      const guesses = await Promise.all(Array.from({ length: 12 }, () => authenticate(wrongCode(code), methodId)));
      const types = guesses.map((g) => g.body.error_type);
      expect(types.filter((type) => type === 'otp_code_not_found')).toHaveLength(5);
      expect(types.filter((type) => type === 'otp_attempts_exceeded')).toHaveLength(7);
    });

    it('accept the right code on the fifth attempt after four wrong ones', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE - 1; i += 1) await authenticate(wrongCode(code), methodId);
      expect((await authenticate(code, methodId)).status).toBe(200);
    });

    it('answer otp_code_not_found for an unknown method id', async () => {
      const res = await authenticate('123456', 'email-test-00000000-0000-4000-8000-000000000000');
      expect(res.body.error_type).toBe('otp_code_not_found');
    });

    it('refuse a code that is not 6 digits as a bad request', async () => {
      const { methodId } = await sendCode(t, 'email', 'ada@example.com');
      for (const token of ['12345', '1234567', 'abcdef']) {
        expect((await authenticate(token, methodId)).body.error_type, token).toBe('bad_request');
      }
    });
  });

  describe('resend', () => {
    it('replaces the code: the previous one stops working, the new one works, attempts start again', async () => {
      // Two different codes for sure (the CSPRNG repeats one in a million times).
      const codes = ['314159', '271828'];
      await t.close();
      t = await createTestContext({ deps: { generatePasscode: () => codes.shift() ?? '000000' } });
      const first = await sendCode(t, 'email', 'ada@example.com');
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i += 1) await authenticate(wrongCode(first.code), first.methodId);
      const second = await sendCode(t, 'email', 'ada@example.com');
      expect(second.methodId).toBe(first.methodId);
      expect([first.code, second.code]).toEqual(['314159', '271828']);
      expect((await authenticate(first.code, first.methodId)).body.error_type).toBe('otp_code_not_found');
      expect((await authenticate(second.code, second.methodId)).status).toBe(200);
    });

    it('gives a resent code a fresh lifetime', async () => {
      await sendCode(t, 'sms', '+15555550123');
      t.clock.advance(4 * 60_000);
      const second = await sendCode(t, 'sms', '+15555550123');
      t.clock.advance(4 * 60_000);
      expect((await authenticate(second.code, second.methodId)).status).toBe(200);
    });
  });

  describe('failed attempts per user over time', () => {
    it('slow the account down past the limit, across resent codes, instead of pausing it for the window; a success resets', async () => {
      const t2 = await createTestContext({ config: { otpFailureLimit: { limit: 7, windowMs: 60 * 60_000 } } });
      try {
        const fail = async (n: number) => {
          const { methodId, code } = await sendCode(t2, 'email', 'ada@example.com');
          for (let i = 0; i < n; i += 1) {
            const res = await t2.sdk(PATHS.authenticate, { token: wrongCode(code), method_id: methodId });
            expect(res.body.error_type).toBe('otp_code_not_found');
          }
          return { methodId, code };
        };
        await fail(5);
        const { methodId, code } = await fail(2);
        const slowed = await t2.sdk(PATHS.authenticate, { token: code, method_id: methodId });
        expect(slowed.status).toBe(429);
        expect(slowed.body.error_type).toBe('too_many_requests');
        const retryAfter = Number(slowed.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);

        // A minute later, well inside the hour the old lock lasted, the right code works.
        t2.clock.advance(60_000);
        expect((await t2.sdk(PATHS.authenticate, { token: code, method_id: methodId })).status).toBe(200);
        const rows = await t2.deps.db.selectFrom('failure_backoffs').select('key').execute();
        expect(rows).toEqual([]);
      } finally {
        await t2.close();
      }
    });
  });
});
