import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();

describe('otps', () => {
  it('email.loginOrCreate sends the email, expiry and templates and answers the method id', async () => {
    const answer = await h.open().otps.email.loginOrCreate('ada@example.com', {
      expiration_minutes: 5,
      login_template_id: 'login-template',
      signup_template_id: 'signup-template',
    });
    expect(answer.method_id).toBe('email-test-0001');
    expect(h.server.calls('POST /otps/email/login_or_create')[0]?.body).toEqual({
      email: 'ada@example.com',
      expiration_minutes: 5,
      login_template_id: 'login-template',
      signup_template_id: 'signup-template',
    });
  });

  it.each([
    ['sms', 'POST /otps/sms/login_or_create'],
    ['whatsapp', 'POST /otps/whatsapp/login_or_create'],
  ] as const)('%s.loginOrCreate sends the phone number in E.164', async (channel, route) => {
    const answer = await h.open().otps[channel].loginOrCreate('+15551234567', { expiration_minutes: 5 });
    expect(answer.method_id).toBe('phone-test-0001');
    expect(h.server.calls(route)[0]?.body).toEqual({ phone_number: '+15551234567', expiration_minutes: 5 });
  });

  it('authenticate sends the code as token with the method id and duration, and stores the session', async () => {
    const client = h.open();
    const answer = await client.otps.authenticate('123456', 'phone-test-0001', { session_duration_minutes: 45 });
    expect(h.server.calls('POST /otps/authenticate')[0]?.body).toEqual({
      token: '123456',
      method_id: 'phone-test-0001',
      session_duration_minutes: 45,
    });
    expect(client.session.getSync()).toEqual(answer.session);
  });

  it('surfaces the server’s rejection of a malformed phone number', async () => {
    await expect(h.open().otps.sms.loginOrCreate('555-1234')).rejects.toMatchObject({
      name: 'FoyerApiError',
      error_type: 'bad_request',
    });
  });
});
