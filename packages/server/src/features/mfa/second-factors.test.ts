import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertProject } from '../../store/projects.ts';
import { newestMessageTo, sendCode } from '../../testing/otp.ts';
import { authenticationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import {
  createTestContext,
  type JsonBody,
  TEST_ORIGIN,
  type TestContext,
  testProjectConfig,
} from '../../testing/test-context.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ clock: 'stopped' });
});
afterEach(() => t.close());

const factorsOf = (body: JsonBody) =>
  (body.session.authentication_factors as { type: string; delivery_method: string }[]).map(
    (f) => `${f.type}/${f.delivery_method}`,
  );

describe('second factors on a session (issue 23)', () => {
  it('a factor proven while signed in joins that session, and its JWT says so; a browser holding another user’s session switches accounts', async () => {
    const { signedIn: ada, authenticator } = await userWithPasskey(t);
    const passkey = async () => authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });

    const stepUp = await t.sdk(
      '/webauthn/authenticate',
      { public_key_credential: await passkey() },
      { sessionToken: ada.session_token },
    );
    expect(stepUp.status).toBe(200);
    expect(stepUp.body.session.session_id).toBe(ada.session.session_id);
    expect(stepUp.body.session_token).toBe(ada.session_token);
    expect(factorsOf(stepUp.body)).toEqual(['magic_link/email', 'webauthn/webauthn_registration']);
    const claims = decodeJwt(stepUp.body.session_jwt);
    expect(claims.aal).toBe(2);
    expect(claims.amr).toEqual(['email', 'hwk', 'user', 'mfa']);
    expect(decodeJwt(ada.session_jwt)).toMatchObject({ aal: 1, amr: ['email'] });

    // The host's backend adds a passcode to the session its JWT names (Stytch's backend shape).
    const email = ada.user.emails[0]?.email ?? '';
    const sent = await t.backend('/otps/email/login_or_create', { email });
    const { code } = await newestMessageTo(t, email);
    const added = await t.backend('/otps/authenticate', {
      method_id: sent.body.email_id,
      code,
      session_jwt: stepUp.body.session_jwt,
    });
    expect(added.status).toBe(200);
    expect(added.body.session.session_id).toBe(ada.session.session_id);
    expect(factorsOf(added.body)).toEqual(['magic_link/email', 'webauthn/webauthn_registration', 'otp/email']);

    // A browser still holding Bob's session where Ada signs in switches accounts: Ada gets a
    // session of her own and Bob's is left as it was.
    const bob = await signInNewUser(t.deps, t.project);
    const switched = await t.sdk(
      '/webauthn/authenticate',
      { public_key_credential: await passkey() },
      { sessionToken: bob.session_token },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.user_id).toBe(ada.user_id);
    expect(switched.body.session.session_id).not.toBe(bob.session.session_id);
    const bobStill = await t.backend('/sessions/authenticate', { session_token: bob.session_token });
    expect([bobStill.status, factorsOf(bobStill.body)]).toEqual([200, factorsOf(bob)]);
  });

  it('a project requiring MFA answers an intermediate token that opens nothing until a different second factor finishes it', async () => {
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, mfa_policy: 'required_for_all' });
    const { signedIn: ada, authenticator } = await userWithPasskey(t);
    const email = ada.user.emails[0]?.email ?? '';

    const first = await sendCode(t, 'email', email);
    const pending = await t.sdk('/otps/authenticate', { method_id: first.methodId, token: first.code });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      user_id: ada.user_id,
      session: null,
      session_token: '',
      session_jwt: '',
      mfa_required: {
        authentication_factors: [{ type: 'otp', delivery_method: 'email' }],
        secondary_factors: ['webauthn'],
        totp_enrolment_required: false,
      },
    });
    const intermediate: string = pending.body.intermediate_session_token;
    expect(intermediate).toMatch(/^intermediate-session-token-/);

    // After a reload the browser holds only the token: the widget reads the waiting sign-in again
    // (not spent by the read, never cached), and a token nobody issued is refused as unknown.
    const readAgain = () => t.sdk('/mfa/pending', { intermediate_session_token: intermediate });
    const resumed = await readAgain();
    expect([resumed.status, resumed.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(resumed.body).toMatchObject({ user_id: ada.user_id, mfa_required: pending.body.mfa_required });
    expect(resumed.body.user.emails).toEqual(pending.body.user.emails);
    const forged = await t.sdk('/mfa/pending', { intermediate_session_token: `${intermediate}x` });
    expect([forged.status, forged.body.error_type]).toEqual([404, 'intermediate_session_not_found']);
    const empty = await t.sdk('/mfa/pending', {});
    expect([empty.status, empty.body.error_type]).toEqual([400, 'bad_request']);

    // Nothing a session opens, in the SDK or the backend API.
    const refusals = await Promise.all([
      t.sdk('/users/me', undefined, { sessionToken: intermediate }),
      t.sdk('/sessions/authenticate', {}, { sessionToken: intermediate }),
      t.sdk('/webauthn/register/start', { is_passkey: true }, { sessionToken: intermediate }),
      t.backend('/sessions/authenticate', { session_token: intermediate }),
    ]);
    for (const res of refusals) {
      expect([res.status, res.body.error_type]).toEqual([403, 'mfa_required']);
      expect(res.body.error_message).toMatch(/second factor/);
    }

    // The same inbox again is not a second factor, and the token survives the refusal.
    const again = await sendCode(t, 'email', email);
    const sameInbox = await t.sdk('/otps/authenticate', {
      method_id: again.methodId,
      token: again.code,
      intermediate_session_token: intermediate,
    });
    expect([sameInbox.status, sameInbox.body.error_type]).toEqual([400, 'mfa_factor_not_allowed']);

    const finish = async () =>
      t.sdk('/webauthn/authenticate', {
        public_key_credential: authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }),
        intermediate_session_token: intermediate,
      });
    const done = await finish();
    expect(done.status).toBe(200);
    expect(done.body.session_token).toMatch(/^session-token-/);
    expect(factorsOf(done.body)).toEqual(['otp/email', 'webauthn/webauthn_registration']);
    expect(decodeJwt(done.body.session_jwt)).toMatchObject({ aal: 2 });
    const me = await t.sdk('/users/me', undefined, { sessionToken: done.body.session_token });
    expect(me.status).toBe(200);

    const spent = await finish();
    expect([spent.status, spent.body.error_type]).toEqual([404, 'intermediate_session_not_found']);
    // Finished is finished: a reload now starts over rather than showing MFA again.
    expect((await readAgain()).body.error_type).toBe('intermediate_session_not_found');
  });
});
