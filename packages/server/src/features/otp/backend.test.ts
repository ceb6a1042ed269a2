import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { findUserByEmail } from '../../store/users.ts';
import { newestMessageTo, sendCode, wrongCode } from '../../testing/otp.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('backend passcodes (POST /v1/otps/…)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const codeTo = async (to: string) => (await newestMessageTo(t, to)).code ?? '';

  describe('email/login_or_create', () => {
    it('creates an unknown user, emails a code and answers user_id, email_id and user_created', async () => {
      const res = await t.backend('/otps/email/login_or_create', { email: 'ada@example.com' });
      expect(res.status).toBe(200);
      const user = await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com');
      expect(res.body).toMatchObject({ user_id: user?.userId, email_id: user?.emailId, user_created: true });
      expect(await codeTo('ada@example.com')).toMatch(/^\d{6}$/);

      const again = await t.backend('/otps/email/login_or_create', { email: 'ada@example.com' });
      expect(again.body).toMatchObject({ user_id: user?.userId, user_created: false });
    });
  });

  describe('email/send', () => {
    it('emails a code to an existing user', async () => {
      const { methodId } = await sendCode(t, 'email', 'ada@example.com');
      const res = await t.backend('/otps/email/send', { email: 'ada@example.com' });
      expect(res.status).toBe(200);
      expect(res.body.email_id).toBe(methodId);
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(2);
    });

    it('returns 404 user_not_found for an address nobody has, and sends nothing', async () => {
      const res = await t.backend('/otps/email/send', { email: 'nobody@example.com' });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
      expect(res.body.error_message).toContain('/v1/otps/email/login_or_create');
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
    });

    it('refuses an expiry over 10 minutes with invalid_expiration', async () => {
      const res = await t.backend('/otps/email/send', { email: 'ada@example.com', expiration_minutes: 11 });
      expect(res.body.error_type).toBe('invalid_expiration');
      expect(res.body.error_message).toBe('expiration_minutes must be at most 10 minutes.');
    });

    it('returns 429 too_many_requests past the per-address send limit, like the SDK route', async () => {
      await sendCode(t, 'email', 'ada@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await t.backend('/otps/email/send', { email: 'ada@example.com' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });

  describe('sms/send', () => {
    it('texts a code to the existing user of a number and answers phone_id', async () => {
      const { methodId } = await sendCode(t, 'sms', '+15555550123');
      const res = await t.backend('/otps/sms/send', { phone_number: '+15555550123' });
      expect(res.status).toBe(200);
      expect(res.body.phone_id).toBe(methodId);
      const message = await newestMessageTo(t, '+15555550123');
      expect(message.channel).toBe('sms');
      // No browser origin on a backend call: the WebOTP line names the project's own host.
      expect(message.text).toBe(
        `${message.code} is your Test project code. It expires in 5 minutes.\n\n@host.example #${message.code}`,
      );
    });

    it('returns 404 user_not_found for an unknown number and 400 invalid_phone_number for a malformed one', async () => {
      const unknown = await t.backend('/otps/sms/send', { phone_number: '+15555550199' });
      expect(unknown.body.error_type).toBe('user_not_found');
      const malformed = await t.backend('/otps/sms/send', { phone_number: '555 0199' });
      expect(malformed.body.error_type).toBe('invalid_phone_number');
    });
  });

  describe('authenticate', () => {
    it('exchanges the code (Stytch names it `code`) for a session with method_id and reset_sessions', async () => {
      const sent = await t.backend('/otps/email/login_or_create', { email: 'ada@example.com' });
      const code = await codeTo('ada@example.com');
      const res = await t.backend('/otps/authenticate', { method_id: sent.body.email_id, code });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user_id: sent.body.user_id,
        method_id: sent.body.email_id,
        reset_sessions: false,
        user: { emails: [{ email: 'ada@example.com', verified: true }] },
        session: { authentication_factors: [{ type: 'otp', delivery_method: 'email' }] },
      });
    });

    it('returns 401 otp_code_not_found for a wrong code, and the code still works after', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      const wrong = await t.backend('/otps/authenticate', { method_id: methodId, code: wrongCode(code) });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error_type).toBe('otp_code_not_found');
      expect((await t.backend('/otps/authenticate', { method_id: methodId, code })).status).toBe(200);
    });

    it('returns otp_attempts_exceeded after five wrong codes, even for the right one', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      for (let i = 0; i < 5; i++) await t.backend('/otps/authenticate', { method_id: methodId, code: wrongCode(code) });
      const res = await t.backend('/otps/authenticate', { method_id: methodId, code });
      expect(res.body.error_type).toBe('otp_attempts_exceeded');
    });

    it('returns otp_code_expired once the code is past its expiry', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      t.clock.advance(minutes(5) + 1);
      const res = await t.backend('/otps/authenticate', { method_id: methodId, code });
      expect(res.body.error_type).toBe('otp_code_expired');
    });

    it('returns 400 bad_request for a code that is not 6 digits, or the SDK field name token', async () => {
      const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
      const short = await t.backend('/otps/authenticate', { method_id: methodId, code: '123' });
      expect(short.body.error_message).toContain('code: The passcode is 6 digits');
      const sdkShape = await t.backend('/otps/authenticate', { method_id: methodId, token: code });
      expect(sdkShape.status).toBe(400);
      expect(sdkShape.body.error_type).toBe('bad_request');
    });
  });
});
