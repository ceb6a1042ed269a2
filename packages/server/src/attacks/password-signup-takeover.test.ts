import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTACKER_PASSWORD, passwordLogIn } from '../testing/first-proof.ts';
import { oauthContext, roundTrip } from '../testing/oauth.ts';
import type { TestOidcProvider } from '../testing/oidc-provider.ts';
import { sendCode } from '../testing/otp.ts';
import { createTestContext, type JsonBody, type TestContext } from '../testing/test-context.ts';

/**
 * Found by an outside review: `POST /sdk/v1/passwords` with the address of an existing user whose
 * email nobody had verified set the password on that user and answered a session for them. The
 * attacker knows only the victim's address; every test plays their requests and checks what they
 * must not get: a session, the user's id, metadata or factors, or a passkey into the account.
 */

const VICTIM = 'ada@example.com';
const PHONE = '+15555550123';
const SECRET_METADATA = { plan: 'enterprise', billing_account: 'acct_8841' };

/** The attacker's password sign-up on the victim's address: it must be refused, revealing nothing. */
async function expectSignUpRefused(t: TestContext, victimUserId: string) {
  const res = await t.sdk('/passwords', { email: VICTIM, password: ATTACKER_PASSWORD, session_duration_minutes: 60 });
  expect(res.status).toBe(409);
  const { request_id: _, ...body } = res.body;
  expect(body).toEqual({
    status_code: 409,
    error_type: 'duplicate_email',
    error_message: 'An account with this email already exists. Log in instead.',
  });
  expect(JSON.stringify(res.body)).not.toContain(victimUserId);
  // The password was not set either: it does not log in.
  expect((await passwordLogIn(t, VICTIM)).status).toBe(401);
}

/** The victim's user as the host's backend sees it. */
async function victimUser(t: TestContext, userId: string): Promise<JsonBody> {
  const res = await t.backend(`/users/${userId}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('attack: password sign-up takes over an existing account', () => {
  describe('without a provider', () => {
    let t: TestContext;
    beforeEach(async () => {
      t = await createTestContext();
    });
    afterEach(() => t.close());

    it('gets no session of an owner who signs in by SMS (created by the host with email and phone)', async () => {
      const created = await t.backend('/users', {
        email: VICTIM,
        phone_number: PHONE,
        trusted_metadata: SECRET_METADATA,
      });
      expect(created.status).toBe(200);
      const { methodId, code } = await sendCode(t, 'sms', PHONE);
      const owner = await t.sdk('/otps/authenticate', { method_id: methodId, token: code });
      expect(owner.body.user_id).toBe(created.body.user_id);

      await expectSignUpRefused(t, created.body.user_id);
      expect(JSON.stringify(await t.sdk('/passwords', { email: VICTIM, password: ATTACKER_PASSWORD }))).not.toContain(
        'acct_8841',
      );
      const user = await victimUser(t, created.body.user_id);
      expect(user.password).toBeNull();
      expect(user.webauthn_registrations).toEqual([]);
      // The owner's session is untouched.
      expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: owner.body.session_token })).status).toBe(200);
    });

    it('gets no passkey into that account, so none survives the owner later proving the email', async () => {
      const created = await t.backend('/users', { email: VICTIM, phone_number: PHONE });
      const { methodId, code } = await sendCode(t, 'sms', PHONE);
      await t.sdk('/otps/authenticate', { method_id: methodId, token: code });

      // Before the fix the sign-up answered a session, with which the attacker registered a passkey.
      const signUp = await t.sdk('/passwords', { email: VICTIM, password: ATTACKER_PASSWORD });
      expect(signUp.body.session_token).toBeUndefined();
      const start = await t.sdk('/webauthn/register/start', { user_id: created.body.user_id, domain: 'host.example' });
      expect(start.status).toBe(401);

      // The owner proves the email (a later proof: the phone was proven first, so nothing is wiped).
      const emailCode = await sendCode(t, 'email', VICTIM);
      const proven = await t.sdk('/otps/authenticate', { method_id: emailCode.methodId, token: emailCode.code });
      expect(proven.body.user_id).toBe(created.body.user_id);
      const user = await victimUser(t, created.body.user_id);
      expect(user.webauthn_registrations).toEqual([]);
      expect(user.password).toBeNull();
    });

    it('does not take an invitation the host’s backend sent and nobody accepted yet', async () => {
      const invited = await t.backend('/magic_links/email/invite', { email: VICTIM });
      expect(invited.status).toBe(200);
      await expectSignUpRefused(t, invited.body.user_id);
      const user = await victimUser(t, invited.body.user_id);
      expect(user).toMatchObject({ status: 'pending', password: null, emails: [{ email: VICTIM, verified: false }] });
    });

    it('does not take a user the host’s backend created with metadata, nor see the metadata', async () => {
      const created = await t.backend('/users', { email: VICTIM, trusted_metadata: SECRET_METADATA });
      const res = await t.sdk('/passwords', { email: VICTIM, password: ATTACKER_PASSWORD });
      expect(res.body.error_type).toBe('duplicate_email');
      expect(JSON.stringify(res.body)).not.toContain('acct_8841');
      expect((await victimUser(t, created.body.user_id)).password).toBeNull();
    });
  });

  describe('an owner who signs in through a provider that does not vouch for the email', () => {
    let t: TestContext;
    let provider: TestOidcProvider;
    oauthContext((context) => {
      ({ t, provider } = context);
      // Like Microsoft, Coinbase or Figma: the email comes without email_verified.
      provider.accounts.set('ada', { sub: 'ada', email: VICTIM, email_verified: false, name: 'Ada Lovelace' });
    });

    it('gets neither the session, nor the user id, nor the trusted metadata the host set', async () => {
      const landing = await roundTrip(t, 'oidc', 'ada');
      const owner = await t.sdk('/oauth/authenticate', { token: landing.searchParams.get('token') ?? '' });
      expect(owner.status).toBe(200);
      const userId: string = owner.body.user_id;
      expect(
        (await t.backend(`/users/${userId}`, { trusted_metadata: SECRET_METADATA }, { method: 'PUT' })).status,
      ).toBe(200);

      await expectSignUpRefused(t, userId);
      const user = await victimUser(t, userId);
      expect(user.password).toBeNull();
      expect(user.providers).toEqual([expect.objectContaining({ provider_subject: 'ada' })]);
      expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: owner.body.session_token })).status).toBe(200);
    });
  });

  it('still lets a new address sign up (only addresses someone holds are refused)', async () => {
    const t = await createTestContext();
    try {
      const res = await t.sdk('/passwords', { email: 'someone-new@example.com', password: ATTACKER_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user.emails).toEqual([
        expect.objectContaining({ email: 'someone-new@example.com', verified: false }),
      ]);
      expect((await t.sdk('/users/search', { email: 'someone-new@example.com' })).body.user_type).toBe('password');
    } finally {
      await t.close();
    }
  });
});
