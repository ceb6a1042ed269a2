import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();

describe('passwords', () => {
  it('create signs up and stores the session', async () => {
    const client = h.open();
    const answer = await client.passwords.create({
      email: 'grace@example.com',
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    expect(h.server.calls('POST /passwords')[0]?.body).toEqual({
      email: 'grace@example.com',
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    expect(client.getState().session_token).toBe(answer.session_token);
  });

  it('authenticate with a wrong password throws and stores nothing', async () => {
    const client = h.open();
    await expect(
      client.passwords.authenticate({ email: 'ada@example.com', password: 'wrong', session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ name: 'FoyerApiError', error_type: 'unauthorized_credentials' });
    expect(client.getState().session_token).toBeNull();
  });

  it('strengthCheck answers the strength result', async () => {
    const result = await h.open().passwords.strengthCheck({ email: 'ada@example.com', password: 'password' });
    expect(result).toMatchObject({ valid_password: false, score: 1, strength_policy: 'zxcvbn' });
    expect(h.server.calls('POST /passwords/strength_check')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'password',
    });
  });

  it('resetByEmailStart sends the email and reset options', async () => {
    const body = {
      email: 'ada@example.com',
      login_redirect_url: 'https://app.example.com/authenticate',
      login_expiration_minutes: 45,
      reset_password_redirect_url: 'https://app.example.com/reset',
      reset_password_expiration_minutes: 30,
    };
    await h.open().passwords.resetByEmailStart(body);
    expect(h.server.calls('POST /passwords/email/reset/start')[0]?.body).toEqual({
      ...body,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('resetByEmail sets the password with the link token and stores the session', async () => {
    const client = h.open();
    await client.passwords.resetByEmail({
      token: 'reset-token-0001',
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    expect(h.server.calls('POST /passwords/email/reset')[0]?.body).toEqual({
      token: 'reset-token-0001',
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    expect(client.session.getSync()).not.toBeNull();
  });
});
