/** A project that requires MFA: the SDK keeps the intermediate state as docs/behaviour.md#session says. */
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { describe, expect, it } from 'vitest';
import { cookie } from '../../test/browser.ts';
import { apiError, intermediateAnswer, OTP_CODE } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();
const INTERMEDIATE = 'intermediate-session-token-0001';

describe('an intermediate session (MFA still to do)', () => {
  it('keeps only the intermediate token and its cookie, sends it with the second factor, and then holds the session', async () => {
    const client = h.open();
    h.server.override('POST /otps/authenticate', () => intermediateAnswer(INTERMEDIATE));
    const first = await client.otps.authenticate(OTP_CODE, 'email-test-0001', { session_duration_minutes: 30 });
    expect(first.intermediate_session_token).toBe(INTERMEDIATE);
    expect(client.getState()).toEqual({
      user: null,
      session: null,
      session_token: null,
      session_jwt: null,
      intermediate_session_token: INTERMEDIATE,
    });
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBe(INTERMEDIATE);
    expect(cookie(COOKIE_NAMES.session)).toBeNull();
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBeNull();
    // A reload keeps waiting for the second factor.
    expect(h.open().getState().intermediate_session_token).toBe(INTERMEDIATE);

    const done = await client.otps.authenticate(OTP_CODE, 'phone-test-0001', { session_duration_minutes: 30 });
    expect(h.server.calls('POST /otps/authenticate')[1]?.body).toMatchObject({
      method_id: 'phone-test-0001',
      intermediate_session_token: INTERMEDIATE,
    });
    expect(client.getState()).toMatchObject({
      session_token: done.session_token,
      session: done.session,
      intermediate_session_token: null,
    });
    expect(cookie(COOKIE_NAMES.session)).toBe(done.session_token);
    expect(cookie(COOKIE_NAMES.sessionJwt)).toBe(done.session_jwt);
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();
  });

  it('tells the page who is signing in and how they may finish, and forgets a token the server no longer knows', async () => {
    const client = h.open();
    expect(client.getPendingMfa()).toBeNull();
    h.server.override('POST /otps/authenticate', () => intermediateAnswer(INTERMEDIATE));
    await client.otps.authenticate(OTP_CODE, 'email-test-0001', { session_duration_minutes: 30 });
    expect(client.getPendingMfa()).toMatchObject({
      user: { user_id: 'user-test-0001' },
      mfa_required: { secondary_factors: ['webauthn'], totp_enrolment_required: false },
    });
    // A reload keeps the token, not what the answer said: that is read again from the server, once.
    const reloaded = h.open();
    expect(reloaded.getPendingMfa()).toBeNull();
    h.server.override('POST /mfa/pending', () => intermediateAnswer(INTERMEDIATE));
    const resumed = { user: { user_id: 'user-test-0001' }, mfa_required: { secondary_factors: ['webauthn'] } };
    expect(await reloaded.resumePendingMfa()).toMatchObject(resumed);
    expect(await reloaded.resumePendingMfa()).toMatchObject(resumed);
    expect(h.server.calls('POST /mfa/pending').map((call) => call.body)).toEqual([
      { intermediate_session_token: INTERMEDIATE },
    ]);
    expect(reloaded.getPendingMfa()).toMatchObject(resumed);

    // Ten minutes later the token is dead: the next factor is refused, and the token goes, so the
    // sign-in after it is not refused for it too.
    h.server.override('POST /otps/authenticate', () => apiError('intermediate_session_not_found'));
    await expect(
      client.otps.authenticate(OTP_CODE, 'phone-test-0001', { session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ error_type: 'intermediate_session_not_found' });
    expect(client.getState().intermediate_session_token).toBeNull();
    expect(client.getPendingMfa()).toBeNull();
    expect(await client.resumePendingMfa()).toBeNull();
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();
    await client.otps.authenticate(OTP_CODE, 'email-test-0001', { session_duration_minutes: 30 });
    expect(h.server.calls('POST /otps/authenticate')[2]?.body).not.toHaveProperty('intermediate_session_token');
    expect(client.getState().session_token).not.toBeNull();
  });
});
