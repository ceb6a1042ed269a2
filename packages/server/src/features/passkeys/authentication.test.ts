import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { authenticationOptions, registrationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { CHALLENGE_LIFETIME_MINUTES } from './challenges.ts';

describe('passkeys: authentication', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const finish = (credential: unknown, extra: Record<string, unknown> = {}) =>
    t.sdk('/webauthn/authenticate', { public_key_credential: credential, ...extra });

  it('start asks for any discoverable credential of the RP ID, with user verification', async () => {
    const res = await t.sdk('/webauthn/authenticate/start', { is_passkey: true, conditional_mediation: true });
    expect(res.status).toBe(200);
    const options = res.body.public_key_credential_request_options;
    expect(options).toMatchObject({
      rpId: 'host.example',
      userVerification: 'required',
      timeout: minutes(CHALLENGE_LIFETIME_MINUTES),
    });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('signs the passkey’s user in with a new session and records the use', async () => {
    const { signedIn, authenticator, registration } = await userWithPasskey(t);
    const assertion = authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
    const res = await finish(assertion, { session_duration_minutes: 45 });
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(signedIn.user_id);
    expect(res.body.session_token).not.toBe(signedIn.session_token);
    expect(res.body.session.authentication_factors).toMatchObject([
      { type: 'webauthn', delivery_method: 'webauthn_registration' },
    ]);
    const lasts = Date.parse(res.body.session.expires_at) - t.clock.now();
    expect(lasts).toBeGreaterThan(minutes(45) - 1000);
    expect(lasts).toBeLessThanOrEqual(minutes(45));
    const me = await t.sdk('/users/me', undefined, { sessionToken: res.body.session_token });
    expect(me.body.user.webauthn_registrations).toMatchObject([
      { webauthn_registration_id: registration.webauthn_registration_id, last_used_at: expect.any(String) },
    ]);
  });

  describe('challenges', () => {
    it('uses a challenge once, even when two finishes race', async () => {
      const { authenticator } = await userWithPasskey(t);
      const assertion = authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
      const results = await Promise.all([finish(assertion), finish(assertion)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await finish(assertion)).body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('refuses a challenge older than five minutes', async () => {
      const { authenticator } = await userWithPasskey(t);
      const options = await authenticationOptions(t);
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES) + 1);
      const res = await finish(authenticator.get(options, { origin: TEST_ORIGIN }));
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('refuses a challenge handed out for a registration', async () => {
      const { signedIn, authenticator } = await userWithPasskey(t);
      const options = await registrationOptions(t, signedIn.session_token);
      const res = await finish(authenticator.get(options, { origin: TEST_ORIGIN }));
      expect(res.body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('refuses a challenge the server never handed out', async () => {
      const { authenticator } = await userWithPasskey(t);
      const res = await finish(
        authenticator.get({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U' }, { origin: TEST_ORIGIN }),
      );
      expect(res.body.error_type).toBe('webauthn_challenge_not_found');
    });
  });

  describe('signature counter', () => {
    it('refuses a counter that went backwards or stayed put (a cloned authenticator)', async () => {
      const { authenticator } = await userWithPasskey(t);
      const ok = await finish(authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN, signCount: 5 }));
      expect(ok.status).toBe(200);
      for (const signCount of [4, 5]) {
        const options = await authenticationOptions(t);
        const res = await finish(authenticator.get(options, { origin: TEST_ORIGIN, signCount }));
        expect(res.status, `counter ${signCount} after 5`).toBe(400);
        expect(res.body.error_type).toBe('invalid_webauthn_response');
      }
      const next = await finish(
        authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN, signCount: 6 }),
      );
      expect(next.status).toBe(200);
    });

    it('accepts an authenticator that keeps no counter (always 0)', async () => {
      const { authenticator } = await userWithPasskey(t);
      for (let i = 0; i < 2; i += 1) {
        const res = await finish(
          authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN, signCount: 0 }),
        );
        expect(res.status).toBe(200);
      }
    });
  });

  it.each([
    ['an origin the project does not expect', { origin: 'https://evil.example' }],
    ['another RP ID', { origin: TEST_ORIGIN, rpId: 'evil.example' }],
    ['no user verification', { origin: TEST_ORIGIN, userVerified: false }],
  ])('refuses an assertion made with %s', async (_, knobs) => {
    const { authenticator } = await userWithPasskey(t);
    const res = await finish(authenticator.get(await authenticationOptions(t), knobs));
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_webauthn_response');
  });

  it('refuses a signature made by another key for the same credential id', async () => {
    const { authenticator, credentialId } = await userWithPasskey(t);
    const impostor = new TestAuthenticator();
    impostor.create(
      { challenge: 'x', rp: { id: 'host.example', name: '' }, user: { id: '', name: '' } },
      {
        origin: TEST_ORIGIN,
        credentialId,
      },
    );
    const stolen = impostor.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
    const res = await finish({ ...stolen, response: { ...(stolen.response as object), userHandle: undefined } });
    expect(res.body.error_type).toBe('invalid_webauthn_response');
    // The real authenticator still works.
    expect((await finish(authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }))).status).toBe(200);
  });

  it('answers webauthn_registration_not_found for a credential the project does not know', async () => {
    const stranger = new TestAuthenticator();
    stranger.create(
      { challenge: 'x', rp: { id: 'host.example', name: '' }, user: { id: 'dXNlcg', name: '' } },
      {
        origin: TEST_ORIGIN,
      },
    );
    const res = await finish(stranger.get(await authenticationOptions(t), { origin: TEST_ORIGIN }));
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('webauthn_registration_not_found');
    expect(res.body.error_message).toBe(
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    );
  });
});
