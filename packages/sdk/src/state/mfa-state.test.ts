/** A project that requires MFA: the SDK keeps the intermediate state as docs/behaviour.md#session says. */
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { describe, expect, it } from 'vitest';
import { cookie } from '../../test/browser.ts';
import { intermediateAnswer, OTP_CODE } from '../../test/fake-server.ts';
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
});
