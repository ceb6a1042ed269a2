import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { authenticationOptions, registrationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { CHALLENGE_LIFETIME_MINUTES } from './challenges.ts';

/** Edges of the passkey ceremonies an attacker or a second browser tab would reach. */
describe('passkeys: ceremony edges', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  const finish = (credential: unknown) => t.sdk('/webauthn/authenticate', { public_key_credential: credential });

  describe('challenge lifetime', () => {
    it('accepts an assertion in the challenge’s last millisecond and returns 400 webauthn_challenge_not_found at its end', async () => {
      const { authenticator } = await userWithPasskey(t);
      const early = await authenticationOptions(t);
      const late = await authenticationOptions(t);
      t.clock.advance(minutes(CHALLENGE_LIFETIME_MINUTES) - 1);
      expect((await finish(authenticator.get(early, { origin: TEST_ORIGIN }))).status).toBe(200);
      t.clock.advance(1);
      const res = await finish(authenticator.get(late, { origin: TEST_ORIGIN }));
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('webauthn_challenge_not_found');
    });

    it('lets a sign-in started in one tab finish after other tabs started theirs', async () => {
      const { authenticator } = await userWithPasskey(t);
      const first = await authenticationOptions(t);
      t.clock.advance(minutes(1));
      await authenticationOptions(t);
      await authenticationOptions(t);
      expect((await finish(authenticator.get(first, { origin: TEST_ORIGIN }))).status).toBe(200);
    });
  });

  describe('is_passkey: false (a second factor, user verification preferred)', () => {
    it('asks for preferred user verification and accepts an assertion without it', async () => {
      const { authenticator, signedIn } = await userWithPasskey(t);
      const start = await t.sdk('/webauthn/authenticate/start', { is_passkey: false });
      expect(start.status).toBe(200);
      const options = start.body.public_key_credential_request_options;
      expect(options.userVerification).toBe('preferred');
      const res = await finish(authenticator.get(options, { origin: TEST_ORIGIN, userVerified: false }));
      expect(res.status).toBe(200);
      expect(res.body.user_id).toBe(signedIn.user_id);
    });

    it('still requires user verification when is_passkey is left out (a passkey by default)', async () => {
      const { authenticator } = await userWithPasskey(t);
      const start = await t.sdk('/webauthn/authenticate/start', {});
      const options = start.body.public_key_credential_request_options;
      expect(options.userVerification).toBe('required');
      const res = await finish(authenticator.get(options, { origin: TEST_ORIGIN, userVerified: false }));
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });

    it('asks for a passkey (discoverable, user verified) when register/start leaves is_passkey out', async () => {
      const { signedIn } = await userWithPasskey(t);
      const res = await t.sdk('/webauthn/register/start', {}, { sessionToken: signedIn.session_token });
      expect(res.body.public_key_credential_creation_options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'required',
      });
    });

    it('registers a security key without user verification when is_passkey is false', async () => {
      const { signedIn } = await userWithPasskey(t);
      const start = await t.sdk(
        '/webauthn/register/start',
        { is_passkey: false },
        { sessionToken: signedIn.session_token },
      );
      const options = start.body.public_key_credential_creation_options;
      expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'preferred' });
      const key = new TestAuthenticator();
      const res = await t.sdk(
        '/webauthn/register',
        { public_key_credential: key.create(options, { origin: TEST_ORIGIN, userVerified: false }) },
        { sessionToken: signedIn.session_token },
      );
      expect(res.status).toBe(200);
    });
  });

  describe('malformed assertions', () => {
    const tampered = async (change: (assertion: Record<string, unknown>) => Record<string, unknown>) => {
      const { authenticator } = await userWithPasskey(t);
      return finish(change(authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN })));
    };
    const clientData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const withResponse = (assertion: Record<string, unknown>, response: Record<string, unknown>) => ({
      ...assertion,
      response: { ...(assertion.response as object), ...response },
    });

    it.each([
      ['a challenge that is a number', { type: 'webauthn.get', challenge: 42, origin: TEST_ORIGIN }],
      ['an empty challenge', { type: 'webauthn.get', challenge: '', origin: TEST_ORIGIN }],
      ['no challenge', { type: 'webauthn.get', origin: TEST_ORIGIN }],
    ])('returns 400 invalid_webauthn_response for client data with %s', async (_, data) => {
      const res = await tampered((a) => withResponse(a, { clientDataJSON: clientData(data) }));
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });

    it('returns 400 invalid_webauthn_response for client data that is not JSON', async () => {
      const res = await tampered((a) =>
        withResponse(a, { clientDataJSON: Buffer.from('{not json').toString('base64url') }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });

    it('returns 400 invalid_webauthn_response for a credential without a response (not a 500)', async () => {
      const res = await tampered(({ response: _, ...rest }) => rest);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });

    it.each([
      ['a string', 'eyJpZCI6ImFiYyJ9'],
      ['a list', []],
      ['an object of another shape', { credential: 'abc' }],
    ])('returns 400 invalid_webauthn_response for a credential that is %s (not bad_request)', async (_, credential) => {
      const res = await finish(credential);
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });

    it.each([
      ['an empty credential id', ''],
      ['a credential id over 1024 characters', 'A'.repeat(1025)],
      ['a credential id that is a number', 1234],
    ])('returns 400 invalid_webauthn_response for %s', async (_, id) => {
      const res = await tampered((a) => ({ ...a, id, rawId: id }));
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_webauthn_response');
    });
  });

  it('names a user’s second passkey “Passkey 2”', async () => {
    const { signedIn } = await userWithPasskey(t);
    const options = await registrationOptions(t, signedIn.session_token);
    const res = await t.sdk(
      '/webauthn/register',
      { public_key_credential: new TestAuthenticator().create(options, { origin: TEST_ORIGIN }) },
      { sessionToken: signedIn.session_token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.webauthn_registrations.map((r: { name: string }) => r.name).sort()).toEqual([
      'Passkey 1',
      'Passkey 2',
    ]);
  });
});
