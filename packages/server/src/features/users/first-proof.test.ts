import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOutboxMessages } from '../../store/outbox.ts';
import { upsertProject } from '../../store/projects.ts';
import {
  magicLinkSignIn,
  passkeySignIn,
  passwordLogIn,
  passwordSignUp,
  plantPasskey,
  useSession,
} from '../../testing/first-proof.ts';
import { sendCode } from '../../testing/otp.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { registrationOptions } from '../../testing/passkeys.ts';
import {
  createTestContext,
  type JsonBody,
  TEST_ORIGIN,
  type TestContext,
  testProjectConfig,
} from '../../testing/test-context.ts';

const VICTIM = 'ada@example.com';
const OWNER_PASSWORD = 'copper-lantern-meadow-83';

describe('account pre-hijacking: the first proof of an email ends what came before it', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  /** The owner's proofs of the mailbox, each through the API as the widget makes them. */
  const proofs = {
    'a magic link': (email: string) => magicLinkSignIn(t, email),
    'an email passcode': async (email: string) => {
      const { methodId, code } = await sendCode(t, 'email', email);
      return (await t.sdk('/otps/authenticate', { method_id: methodId, token: code })).body;
    },
  };

  /** The owner of `email` resets the password from the emailed link; answers the sign-in. */
  async function resetFromEmail(email: string, password: string) {
    const earlier = new Set((await listOutboxMessages(t.deps.db)).map((m) => m.messageId));
    await t.sdk('/passwords/email/reset/start', { email });
    // The reset email goes out after the answer (no timing leak): wait for it to reach the outbox
    // (not an earlier login link to the same address).
    const message = await vi.waitFor(async () => {
      const found = (await listOutboxMessages(t.deps.db)).find((m) => m.to === email && !earlier.has(m.messageId));
      if (!found) throw new Error(`no reset email to ${email} yet`);
      return found;
    });
    const token = new URL(message.links[0] ?? 'http://x').searchParams.get('token');
    return t.sdk('/passwords/email/reset', { token, password });
  }

  describe.each(Object.entries(proofs))('when the owner proves the email with %s', (_, prove) => {
    it('signs the attacker’s password session out and removes the attacker’s password', async () => {
      const attacker = await passwordSignUp(t, VICTIM);
      const owner = await prove(VICTIM);
      expect(owner.user_id).toBe(attacker.user_id);
      expect(owner.user.password).toBeNull();

      const stale = await useSession(t, attacker.session_token);
      expect(stale.status).toBe(404);
      expect(stale.body.error_type).toBe('session_not_found');
      const login = await passwordLogIn(t, VICTIM);
      expect(login.status).toBe(401);
      expect(login.body.error_type).toBe('unauthorized_credentials');
      expect((await useSession(t, owner.session_token)).status).toBe(200);
    });

    it('removes a passkey set up before the proof, so it no longer signs in as the owner', async () => {
      const attacker = await passwordSignUp(t, VICTIM);
      const authenticator = await plantPasskey(t, attacker.user_id);
      expect((await passkeySignIn(t, authenticator)).body.user_id).toBe(attacker.user_id);

      const owner = await prove(VICTIM);
      expect(owner.user.webauthn_registrations).toEqual([]);
      const res = await passkeySignIn(t, authenticator);
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('webauthn_registration_not_found');
    });
  });

  it('sends the owner who then tries a password through the reset flow (duplicate_email), not into the account', async () => {
    await passwordSignUp(t, VICTIM);
    await magicLinkSignIn(t, VICTIM);
    expect((await t.sdk('/users/search', { email: VICTIM })).body.user_type).toBe('passwordless');
    const signUp = await t.sdk('/passwords', { email: VICTIM, password: OWNER_PASSWORD });
    expect(signUp.body).toMatchObject({ status_code: 409, error_type: 'duplicate_email' });
  });

  describe('when the owner proves the email with a password reset link', () => {
    it('ends the attacker’s sessions and passkeys, and keeps the password the reset set', async () => {
      const attacker = await passwordSignUp(t, VICTIM);
      const authenticator = await plantPasskey(t, attacker.user_id);

      const reset = await resetFromEmail(VICTIM, OWNER_PASSWORD);
      expect(reset.status).toBe(200);
      expect(reset.body.user).toMatchObject({
        emails: [{ email: VICTIM, verified: true }],
        webauthn_registrations: [],
        password: { requires_reset: false },
      });
      expect((await useSession(t, attacker.session_token)).body.error_type).toBe('session_not_found');
      expect((await passkeySignIn(t, authenticator)).body.error_type).toBe('webauthn_registration_not_found');
      expect((await passwordLogIn(t, VICTIM)).body.error_type).toBe('unauthorized_credentials');
      expect((await passwordLogIn(t, VICTIM, OWNER_PASSWORD)).status).toBe(200);
    });
  });

  // As Stytch's "email verification after password creation": the proof carried by the session that
  // proved the password keeps that password and that session; everything else still ends.
  describe('when the owner proves the email in the session that signed up with the password', () => {
    const factorTypes = (body: JsonBody): string[] =>
      body.session.authentication_factors.map((factor: { type: string }) => factor.type);

    it('keeps that session and the password, in the browser and from the host’s backend, and ends the rest', async () => {
      const signUp = await t.sdk('/passwords', { email: VICTIM, password: OWNER_PASSWORD });
      const elsewhere = await passwordLogIn(t, VICTIM, OWNER_PASSWORD);
      const authenticator = await plantPasskey(t, signUp.body.user_id);

      const { methodId, code } = await sendCode(t, 'email', VICTIM);
      const proven = await t.sdk(
        '/otps/authenticate',
        { method_id: methodId, token: code },
        { sessionToken: signUp.body.session_token },
      );
      expect(proven.status).toBe(200);
      expect(proven.body.session.session_id).toBe(signUp.body.session.session_id);
      expect(factorTypes(proven.body)).toEqual(['password', 'otp']);
      expect(proven.body.user).toMatchObject({ emails: [{ verified: true }], webauthn_registrations: [] });
      expect((await useSession(t, signUp.body.session_token)).status).toBe(200);
      expect((await useSession(t, elsewhere.body.session_token)).body.error_type).toBe('session_not_found');
      expect((await passkeySignIn(t, authenticator)).body.error_type).toBe('webauthn_registration_not_found');
      // The password is the owner's now: it signs in, and a later proof leaves it alone.
      expect((await passwordLogIn(t, VICTIM, OWNER_PASSWORD)).status).toBe(200);
      await magicLinkSignIn(t, VICTIM);
      expect((await passwordLogIn(t, VICTIM, OWNER_PASSWORD)).status).toBe(200);

      // The host's backend verifying the email of its signed-in user (session_token in the body).
      const grace = await t.sdk('/passwords', { email: 'grace@example.com', password: OWNER_PASSWORD });
      const sent = await sendCode(t, 'email', 'grace@example.com');
      const byBackend = await t.backend('/otps/authenticate', {
        method_id: sent.methodId,
        code: sent.code,
        session_token: grace.body.session_token,
      });
      expect(byBackend.status).toBe(200);
      expect(byBackend.body.session.session_id).toBe(grace.body.session.session_id);
      expect((await passwordLogIn(t, 'grace@example.com', OWNER_PASSWORD)).status).toBe(200);
    });

    it('in a project requiring MFA, the sign-up’s waiting sign-in finishes with the email passcode and keeps the password', async () => {
      await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, mfa_policy: 'required_for_all' });
      const signUp = await t.sdk('/passwords', { email: VICTIM, password: OWNER_PASSWORD });
      const other = await passwordLogIn(t, VICTIM, OWNER_PASSWORD);
      const { methodId, code } = await sendCode(t, 'email', VICTIM);
      const done = await t.sdk('/otps/authenticate', {
        method_id: methodId,
        token: code,
        intermediate_session_token: signUp.body.intermediate_session_token,
      });
      expect(done.status).toBe(200);
      expect(factorTypes(done.body)).toEqual(['password', 'otp']);
      expect(done.body.user.password).not.toBeNull();
      // Any other sign-in waiting for its second factor was spent by the proof.
      const again = await sendCode(t, 'email', VICTIM);
      const stale = await t.sdk('/otps/authenticate', {
        method_id: again.methodId,
        token: again.code,
        intermediate_session_token: other.body.intermediate_session_token,
      });
      expect(stale.body.error_type).toBe('intermediate_session_not_found');
    });
  });

  describe('an account already proven', () => {
    it('keeps its sessions and passkeys when the owner proves the email again', async () => {
      const first = await magicLinkSignIn(t, VICTIM);
      const authenticator = new TestAuthenticator();
      const options = await registrationOptions(t, first.session_token);
      const registered = await t.sdk(
        '/webauthn/register',
        { public_key_credential: authenticator.create(options, { origin: TEST_ORIGIN }) },
        { sessionToken: first.session_token },
      );
      expect(registered.status).toBe(200);

      const { methodId, code } = await sendCode(t, 'email', VICTIM);
      expect((await t.sdk('/otps/authenticate', { method_id: methodId, token: code })).status).toBe(200);
      await magicLinkSignIn(t, VICTIM);
      expect((await useSession(t, first.session_token)).status).toBe(200);
      expect((await passkeySignIn(t, authenticator)).body.user_id).toBe(first.user_id);
    });

    it('keeps a password set through a reset link when the email is proven again', async () => {
      await magicLinkSignIn(t, VICTIM);
      expect((await resetFromEmail(VICTIM, OWNER_PASSWORD)).status).toBe(200);
      await magicLinkSignIn(t, VICTIM);
      expect((await passwordLogIn(t, VICTIM, OWNER_PASSWORD)).status).toBe(200);
    });

    it('leaves a user’s first sign-up by magic link signed in (nothing to end)', async () => {
      const owner = await magicLinkSignIn(t, 'grace@example.com');
      expect(owner.user.emails).toEqual([expect.objectContaining({ verified: true })]);
      expect((await useSession(t, owner.session_token)).status).toBe(200);
    });
  });
});
