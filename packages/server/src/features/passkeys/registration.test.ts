import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { upsertProject } from '../../store/projects.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { registrationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { CHALLENGE_LIFETIME_MINUTES } from './challenges.ts';

describe('passkeys: registration', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const finish = (sessionToken: string, credential: unknown, extra: Record<string, unknown> = {}) =>
    t.sdk('/webauthn/register', { public_key_credential: credential, ...extra }, { sessionToken });

  describe('register/start', () => {
    it('needs a signed-in session', async () => {
      const res = await t.sdk('/webauthn/register/start', { is_passkey: true });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('missing_session');
    });

    it('asks a passkey to be discoverable and verify the user, for the project’s RP ID', async () => {
      const { session_token, user } = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      const options = (await t.sdk('/webauthn/register/start', { is_passkey: true }, { sessionToken: session_token }))
        .body.public_key_credential_creation_options;
      expect(options).toMatchObject({
        rp: { id: 'host.example', name: 'Test project' },
        user: { name: 'ada@host.example', id: Buffer.from(user.user_id).toString('base64url') },
        timeout: minutes(CHALLENGE_LIFETIME_MINUTES),
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      });
      expect(options.challenge).toMatch(/^[\w-]{32,}$/);
    });

    it('excludes the credentials the user already has, so the browser refuses them', async () => {
      const { signedIn, credentialId } = await userWithPasskey(t);
      const options = await registrationOptions(t, signedIn.session_token);
      expect(options).toMatchObject({ excludeCredentials: [{ id: credentialId, transports: ['internal'] }] });
    });

    it('takes the RP ID, name and origins from the project’s webauthn settings', async () => {
      const project = await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        webauthn: { rp_id: 'example', rp_name: 'Host', origins: [TEST_ORIGIN] },
      });
      const { session_token } = await signInNewUser(t.deps, project);
      expect(await registrationOptions(t, session_token)).toMatchObject({ rp: { id: 'example', name: 'Host' } });
    });
  });

  describe('register', () => {
    it('stores the passkey, lists it on the user and extends the session', async () => {
      const { session_token, session } = await signInNewUser(t.deps, t.project, { durationMinutes: 10 });
      const credential = new TestAuthenticator().create(await registrationOptions(t, session_token), {
        origin: TEST_ORIGIN,
      });
      const res = await finish(session_token, credential, { session_duration_minutes: 60 });
      expect(res.status).toBe(200);
      expect(res.body.session_token).toBe(session_token);
      expect(res.body.session.session_id).toBe(session.session_id);
      expect(Date.parse(res.body.session.expires_at) - t.clock.now()).toBeGreaterThan(minutes(59));
      expect(res.body.user.webauthn_registrations).toEqual([
        {
          webauthn_registration_id: expect.stringMatching(/^webauthn-registration-test-/),
          name: 'Passkey 1',
          domain: 'host.example',
          user_agent: '',
          verified: true,
          authenticator_type: '',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          last_used_at: null,
        },
      ]);
      expect(Math.abs(Date.parse(res.body.user.webauthn_registrations[0].created_at) - t.clock.now())).toBeLessThan(
        1000,
      );
      const me = await t.sdk('/users/me', undefined, { sessionToken: session_token });
      expect(me.body.user.webauthn_registrations).toEqual(res.body.user.webauthn_registrations);
    });

    it('needs a signed-in session', async () => {
      const { session_token } = await signInNewUser(t.deps, t.project);
      const credential = new TestAuthenticator().create(await registrationOptions(t, session_token), {
        origin: TEST_ORIGIN,
      });
      const res = await t.sdk('/webauthn/register', { public_key_credential: credential });
      expect(res.body.error_type).toBe('missing_session');
    });

    it('refuses a challenge another session asked for', async () => {
      const asker = await signInNewUser(t.deps, t.project);
      const other = await signInNewUser(t.deps, t.project);
      const credential = new TestAuthenticator().create(await registrationOptions(t, asker.session_token), {
        origin: TEST_ORIGIN,
      });
      const res = await finish(other.session_token, credential);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('uses a challenge once, even when two finishes race', async () => {
      const { session_token } = await signInNewUser(t.deps, t.project);
      const authenticator = new TestAuthenticator();
      const options = await registrationOptions(t, session_token);
      const first = authenticator.create(options, { origin: TEST_ORIGIN });
      const second = authenticator.create(options, { origin: TEST_ORIGIN });
      const results = await Promise.all([finish(session_token, first), finish(session_token, second)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.body.error_type).toBe('webauthn_challenge_not_found');
      const replay = await finish(session_token, first);
      expect(replay.body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('refuses a challenge older than five minutes', async () => {
      const { session_token } = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
      const credential = new TestAuthenticator().create(await registrationOptions(t, session_token), {
        origin: TEST_ORIGIN,
      });
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES) + 1);
      expect((await finish(session_token, credential)).body.error_type).toBe('webauthn_challenge_not_found');
    });

    it.each([
      ['an origin the project does not expect', { origin: 'https://evil.example' }],
      ['another RP ID', { origin: TEST_ORIGIN, rpId: 'evil.example' }],
      ['no user verification', { origin: TEST_ORIGIN, userVerified: false }],
    ])('refuses a credential made with %s', async (_, knobs) => {
      const { session_token } = await signInNewUser(t.deps, t.project);
      const credential = new TestAuthenticator().create(await registrationOptions(t, session_token), knobs);
      const res = await finish(session_token, credential);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
      const me = await t.sdk('/users/me', undefined, { sessionToken: session_token });
      expect(me.body.user.webauthn_registrations).toEqual([]);
    });

    it('refuses a credential already registered, with the type the widget shows as “already registered”', async () => {
      const { signedIn, credentialId } = await userWithPasskey(t);
      const again = new TestAuthenticator().create(await registrationOptions(t, signedIn.session_token), {
        origin: TEST_ORIGIN,
        credentialId,
      });
      const res = await finish(signedIn.session_token, again);
      expect(res.status).toBe(409);
      expect(res.body.error_type).toBe('duplicate_webauthn_registration');
    });

    it('answers invalid_webauthn_response for a credential without client data', async () => {
      const { session_token } = await signInNewUser(t.deps, t.project);
      const res = await finish(session_token, { id: 'abc', response: {} });
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });
  });
});
