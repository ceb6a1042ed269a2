import { TotpsAuthenticateRequest, TotpsRecoverRequest } from '@foyer/protocol';
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.ts';
import { createDocumentCookieJar } from '../state/cookies.ts';

const h = useHarness();

/** The fake server's answer to a TOTP sign-in: its usual sign-in answer and which authenticator. */
const totpSignIn = (schema: typeof TotpsAuthenticateRequest | typeof TotpsRecoverRequest) => () => {
  const request = h.server.requests.at(-1);
  if (!schema.safeParse(request?.body).success) throw new Error('the body does not match the protocol');
  return { status: 200, body: { ...h.server.signIn(), totp_id: 'totp-test-0001' } };
};

describe('totps', () => {
  it('create sends the expiry and answers the enrolment; authenticate and recover send the code and store the session', async () => {
    const client = h.open();
    h.server.override('POST /totps', () => ({
      status: 200,
      body: {
        status_code: 200,
        request_id: 'request-1',
        totp_id: 'totp-test-0001',
        secret: 'JBSWY3DPEHPK3PXP',
        qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        recovery_codes: ['k7qm-x2bd-9tws'],
        user_id: 'user-test-0001',
        user: h.server.signIn().user,
      },
    }));
    const enrolment = await client.totps.create({ expiration_minutes: 60 });
    expect(enrolment.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(h.server.calls('POST /totps')[0]?.body).toEqual({ expiration_minutes: 60 });

    h.server.override('POST /totps/authenticate', totpSignIn(TotpsAuthenticateRequest));
    const answer = await client.totps.authenticate('123456', { session_duration_minutes: 30 });
    expect(h.server.calls('POST /totps/authenticate')[0]?.body).toEqual({
      totp_code: '123456',
      session_duration_minutes: 30,
    });
    expect(answer.totp_id).toBe('totp-test-0001');
    expect(client.session.getSync()).toEqual(answer.session);

    h.server.override('POST /totps/recover', totpSignIn(TotpsRecoverRequest));
    const recovered = await client.totps.recover('k7qm-x2bd-9tws', { session_duration_minutes: 30 });
    expect(h.server.calls('POST /totps/recover')[0]?.body).toEqual({
      recovery_code: 'k7qm-x2bd-9tws',
      session_duration_minutes: 30,
    });
    expect(client.session.getSync()).toEqual(recovered.session);
    // Signed in: the session token rides in the Authorization header, no intermediate token in the body.
    expect(h.server.calls('POST /totps/recover')[0]?.credentials?.password).toBe(answer.session_token);
  });

  it('recoveryCodes posts an empty body and answers the unused codes', async () => {
    const client = h.open();
    h.server.override('POST /totps/recovery_codes', () => ({
      status: 200,
      body: {
        status_code: 200,
        request_id: 'request-2',
        user_id: 'user-test-0001',
        totps: [{ totp_id: 'totp-test-0001', verified: true, recovery_codes: ['k7qm-x2bd-9tws'] }],
      },
    }));
    expect((await client.totps.recoveryCodes()).totps[0]?.recovery_codes).toEqual(['k7qm-x2bd-9tws']);
    expect(h.server.calls('POST /totps/recovery_codes')[0]?.body).toEqual({});
  });

  it('rotateRecoveryCodes posts an empty body; user.deleteTotp sends DELETE and keeps the stored user in step', async () => {
    const client = h.open();
    h.server.override('POST /totps/authenticate', totpSignIn(TotpsAuthenticateRequest));
    const signedIn = await client.totps.authenticate('123456', { session_duration_minutes: 30 });
    h.server.override('POST /totps/recovery_codes/rotate', () => ({
      status: 200,
      body: {
        status_code: 200,
        request_id: 'request-3',
        user_id: 'user-test-0001',
        totp_id: 'totp-test-0001',
        recovery_codes: ['ab2c-3def-4ghj'],
      },
    }));
    expect((await client.totps.rotateRecoveryCodes()).recovery_codes).toEqual(['ab2c-3def-4ghj']);
    const rotate = h.server.calls('POST /totps/recovery_codes/rotate')[0];
    expect([rotate?.body, rotate?.credentials?.password]).toEqual([{}, signedIn.session_token]);

    const withoutApp = { ...signedIn.user, totps: [] };
    h.server.override('DELETE /users/totps/totp-test-0001', () => ({
      status: 200,
      body: { status_code: 200, request_id: 'request-4', user_id: 'user-test-0001', user: withoutApp },
    }));
    await client.user.deleteTotp('totp-test-0001');
    expect(h.server.calls('DELETE /users/totps/totp-test-0001')).toHaveLength(1);
    expect(client.user.getSync()).toEqual(withoutApp);
  });

  it('between a first factor and MFA, sends the stored intermediate token and stores the full session after', async () => {
    // As the SDK itself stored it when the first factor answered mfa_required.
    createDocumentCookieJar().set(
      COOKIE_NAMES.intermediateSession,
      'intermediate-session-token-abc',
      new Date(Date.now() + 600_000),
    );
    const client = h.open();
    h.server.override('POST /totps/authenticate', totpSignIn(TotpsAuthenticateRequest));
    const answer = await client.totps.authenticate('123456', { session_duration_minutes: 30 });
    const sent = h.server.calls('POST /totps/authenticate')[0];
    expect(sent?.body).toEqual({
      totp_code: '123456',
      session_duration_minutes: 30,
      intermediate_session_token: 'intermediate-session-token-abc',
    });
    expect(sent?.credentials?.password).toBe(sent?.credentials?.user); // no session yet: the public token twice
    expect(client.getState()).toMatchObject({ session_token: answer.session_token, intermediate_session_token: null });
  });
});
