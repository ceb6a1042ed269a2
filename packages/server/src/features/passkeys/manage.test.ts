import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';

describe('passkeys: renaming and deleting', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const registrationsOf = async (sessionToken: string) =>
    (await t.sdk('/users/me', undefined, { sessionToken })).body.user.webauthn_registrations as Array<{
      webauthn_registration_id: string;
      name: string;
    }>;
  const rename = (id: string, name: unknown, sessionToken?: string) =>
    t.sdk(`/webauthn/update/${id}`, { name }, { method: 'PUT', ...(sessionToken ? { sessionToken } : {}) });
  const remove = (id: string, sessionToken?: string) =>
    t.sdk(`/users/webauthn_registrations/${id}`, undefined, {
      method: 'DELETE',
      ...(sessionToken ? { sessionToken } : {}),
    });

  describe('webauthn.update', () => {
    it('renames the user’s passkey', async () => {
      const { signedIn, registration } = await userWithPasskey(t);
      const res = await rename(registration.webauthn_registration_id, '  Work laptop ', signedIn.session_token);
      expect(res.status).toBe(200);
      expect(await registrationsOf(signedIn.session_token)).toMatchObject([{ name: 'Work laptop' }]);
    });

    it('refuses an empty or overlong name', async () => {
      const { signedIn, registration } = await userWithPasskey(t);
      for (const name of ['  ', 'x'.repeat(65)]) {
        const res = await rename(registration.webauthn_registration_id, name, signedIn.session_token);
        expect(res.body.error_type).toBe('bad_request');
      }
    });

    it('does not rename another user’s passkey, and does not reveal it exists', async () => {
      const owner = await userWithPasskey(t);
      const intruder = await signInNewUser(t.deps, t.project);
      const res = await rename(owner.registration.webauthn_registration_id, 'Mine now', intruder.session_token);
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('webauthn_registration_not_found');
      expect(await registrationsOf(owner.signedIn.session_token)).toMatchObject([{ name: 'Passkey 1' }]);
    });

    it('needs a signed-in session', async () => {
      const { registration } = await userWithPasskey(t);
      expect((await rename(registration.webauthn_registration_id, 'x')).body.error_type).toBe('missing_session');
    });
  });

  describe('user.deleteWebauthnRegistration', () => {
    it('deletes the user’s passkey; signing in with it then answers webauthn_registration_not_found', async () => {
      const { signedIn, registration, authenticator } = await userWithPasskey(t);
      const res = await remove(registration.webauthn_registration_id, signedIn.session_token);
      expect(res.status).toBe(200);
      expect(await registrationsOf(signedIn.session_token)).toEqual([]);
      const signIn = await t.sdk('/webauthn/authenticate', {
        public_key_credential: authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }),
      });
      expect(signIn.body.error_type).toBe('webauthn_registration_not_found');
      expect((await remove(registration.webauthn_registration_id, signedIn.session_token)).status).toBe(404);
    });

    it('does not delete another user’s passkey', async () => {
      const owner = await userWithPasskey(t);
      const intruder = await signInNewUser(t.deps, t.project);
      const res = await remove(owner.registration.webauthn_registration_id, intruder.session_token);
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('webauthn_registration_not_found');
      expect(await registrationsOf(owner.signedIn.session_token)).toHaveLength(1);
      const signIn = await t.sdk('/webauthn/authenticate', {
        public_key_credential: owner.authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }),
      });
      expect(signIn.status).toBe(200);
    });

    it('needs a signed-in session', async () => {
      const { registration } = await userWithPasskey(t);
      expect((await remove(registration.webauthn_registration_id)).body.error_type).toBe('missing_session');
    });
  });
});
