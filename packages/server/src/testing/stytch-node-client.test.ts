import { createHash } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../store/outbox.ts';
import { upsertProject } from '../store/projects.ts';
import { solanaWallet } from './crypto-wallets.ts';
import { cookiesFrom, GENERIC_CLIENT, oauthProjectConfig, startSignIn } from './oauth.ts';
import { signInAtProvider, startTestOidcProvider } from './oidc-provider.ts';
import { userWithPasskey } from './passkeys.ts';
import { useStytchNodeClient } from './stytch-harness.ts';
import { testProjectConfig } from './test-context.ts';

/**
 * Stytch's own `stytch` Node client (from npm, B2C) against Foyer behind TLS, as a team moving from
 * Stytch would point it: `custom_base_url` = Foyer's https URL, the project id and secret.
 */
describe("Stytch's Node client against Foyer over https", () => {
  const stytch = useStytchNodeClient();
  const { ok } = stytch;

  async function newestMessageTo(to: string) {
    const message = (await listOutboxMessages(stytch.t.deps.db)).find((m) => m.to === to);
    if (!message) throw new Error(`nothing was sent to ${to}`);
    return message;
  }

  async function tokenSentTo(email: string) {
    const link = (await newestMessageTo(email)).links[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no link with a token was sent to ${email}`);
    return token;
  }

  /** A user signed in through the client's own magic-link calls. */
  async function signInByMagicLink(email: string) {
    await ok('magicLinks.email.loginOrCreate', { email });
    return ok('magicLinks.authenticate', { token: await tokenSentTo(email), session_duration_minutes: 60 });
  }

  describe('magic links', () => {
    it('loginOrCreate creates the user, and authenticate turns the emailed token into a session', async () => {
      const created = await ok('magicLinks.email.loginOrCreate', { email: 'ada@example.com' });
      expect(created).toMatchObject({ status_code: 200, user_created: true });
      const signedIn = await ok('magicLinks.authenticate', { token: await tokenSentTo('ada@example.com') });
      expect(signedIn).toMatchObject({
        user_id: created.user_id,
        method_id: created.email_id,
        reset_sessions: false,
        user: { emails: [{ email: 'ada@example.com', verified: true }] },
        session: { user_id: created.user_id },
      });
    });

    it('send emails an existing user, and its error for an unknown address arrives as a StytchError', async () => {
      const created = await ok('magicLinks.email.loginOrCreate', { email: 'send@example.com' });
      const sent = await ok('magicLinks.email.send', { email: 'send@example.com' });
      expect(sent).toMatchObject({ user_id: created.user_id, email_id: created.email_id });
      expect((await newestMessageTo('send@example.com')).subject).toBe('Your login link for Test project');

      const unknown = await stytch.call('magicLinks.email.send', { email: 'nobody@example.com' });
      expect(unknown.error).toMatchObject({ name: 'StytchError', status_code: 404, error_type: 'user_not_found' });
    });

    it('invite creates a pending user whose link signs them in and activates them; revokeInvite ends an invite', async () => {
      const invited = await ok('magicLinks.email.invite', { email: 'invitee@example.com' });
      const signedIn = await ok('magicLinks.authenticate', { token: await tokenSentTo('invitee@example.com') });
      expect(signedIn.user).toMatchObject({ user_id: invited.user_id, status: 'active' });
      const signedUp = await stytch.call('magicLinks.email.revokeInvite', { email: 'invitee@example.com' });
      expect(signedUp.error).toMatchObject({ status_code: 404, error_type: 'user_not_found' });

      await ok('magicLinks.email.invite', { email: 'revoked@example.com' });
      const token = await tokenSentTo('revoked@example.com');
      expect(await ok('magicLinks.email.revokeInvite', { email: 'revoked@example.com' })).toMatchObject({
        status_code: 200,
      });
      const opened = await stytch.call('magicLinks.authenticate', { token });
      expect(opened.error).toMatchObject({ status_code: 401, error_type: 'magic_link_expired' });
    });
  });

  describe('one-time passcodes', () => {
    it('email loginOrCreate and send, then authenticate with the emailed code', async () => {
      const created = await ok('otps.email.loginOrCreate', { email: 'otp@example.com' });
      expect(created.user_created).toBe(true);
      const sent = await ok('otps.email.send', { email: 'otp@example.com' });
      expect(sent.email_id).toBe(created.email_id);
      const code = (await newestMessageTo('otp@example.com')).code;
      const signedIn = await ok('otps.authenticate', { method_id: sent.email_id, code });
      expect(signedIn).toMatchObject({ user_id: created.user_id, method_id: created.email_id });
      expect(signedIn.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'otp', delivery_method: 'email' }),
      ]);
    });

    it('sms send texts the user of a number, and a wrong code is a 401 otp_code_not_found', async () => {
      const widget = await stytch.t.sdk('/otps/sms/login_or_create', { phone_number: '+15555550123' });
      const sent = await ok('otps.sms.send', { phone_number: '+15555550123' });
      expect(sent.phone_id).toBe(widget.body.method_id);
      const code = String((await newestMessageTo('+15555550123')).code);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await stytch.call('otps.authenticate', { method_id: sent.phone_id, code: wrong });
      expect(refused.error).toMatchObject({ status_code: 401, error_type: 'otp_code_not_found' });
      expect(await ok('otps.authenticate', { method_id: sent.phone_id, code })).toMatchObject({
        user_id: sent.user_id,
      });
    });

    it('sms and whatsapp loginOrCreate create the user once; whatsapp send texts a known number only', async () => {
      const bySms = await ok('otps.sms.loginOrCreate', { phone_number: '+15555550140' });
      expect(bySms.user_created).toBe(true);
      const again = await ok('otps.sms.loginOrCreate', { phone_number: '+15555550140' });
      expect(again).toMatchObject({ user_created: false, user_id: bySms.user_id, phone_id: bySms.phone_id });
      const smsCode = String((await newestMessageTo('+15555550140')).code);
      expect(await ok('otps.authenticate', { method_id: bySms.phone_id, code: smsCode })).toMatchObject({
        user_id: bySms.user_id,
      });

      const unknown = await stytch.call('otps.whatsapp.send', { phone_number: '+15555550141' });
      expect(unknown.error).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
      const byWhatsapp = await ok('otps.whatsapp.loginOrCreate', { phone_number: '+15555550141' });
      expect(byWhatsapp.user_created).toBe(true);
      const sent = await ok('otps.whatsapp.send', { phone_number: '+15555550141' });
      expect(sent).toEqual(expect.objectContaining({ user_id: byWhatsapp.user_id, phone_id: byWhatsapp.phone_id }));
      expect(sent.user_created).toBeUndefined();
      const message = await newestMessageTo('+15555550141');
      expect(message.channel).toBe('whatsapp');
      const signedIn = await ok('otps.authenticate', { method_id: sent.phone_id, code: String(message.code) });
      expect(signedIn.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'otp', delivery_method: 'whatsapp' }),
      ]);
    });
  });

  describe('passwords', () => {
    it('strengthCheck, create, authenticate, migrate: a weak password is refused, the right one signs in, a wrong one is 401', async () => {
      const password = 'violet-kettle-harbour-1917';
      const weak = await ok('passwords.strengthCheck', { email: 'pw@example.com', password: 'password1' });
      expect(weak).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'zxcvbn' });
      expect(await ok('passwords.strengthCheck', { password })).toMatchObject({ valid_password: true, score: 4 });
      const refused = await stytch.call('passwords.create', { email: 'pw@example.com', password: 'password1' });
      expect(refused.error).toMatchObject({ status_code: 400, error_type: 'breached_password' });

      const created = await ok('passwords.create', { email: 'pw@example.com', password, session_duration_minutes: 60 });
      expect(created).toMatchObject({
        user: { user_id: created.user_id, emails: [{ email_id: created.email_id, email: 'pw@example.com' }] },
        session: { user_id: created.user_id, authentication_factors: [expect.objectContaining({ type: 'password' })] },
      });
      const again = await stytch.call('passwords.create', { email: 'pw@example.com', password });
      expect(again.error).toMatchObject({ status_code: 409, error_type: 'duplicate_email' });

      const wrong = await stytch.call('passwords.authenticate', { email: 'pw@example.com', password: `${password}x` });
      expect(wrong.error).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
      const signedIn = await ok('passwords.authenticate', { email: 'pw@example.com', password });
      expect(signedIn.user_id).toBe(created.user_id);
      expect(signedIn.session.session_id).not.toBe(created.session.session_id);
      const checked = await ok('sessions.authenticate', { session_token: signedIn.session_token });
      expect(checked.user.user_id).toBe(created.user_id);

      // migrate: a user moved in with their old system's hash signs in with their old password.
      const hash = createHash('md5').update(password).digest('hex');
      const moved = await ok('passwords.migrate', { email: 'moved@example.com', hash, hash_type: 'md_5' });
      expect(moved).toMatchObject({ user_created: true, user: { emails: [{ email: 'moved@example.com' }] } });
      expect(await ok('passwords.authenticate', { email: 'moved@example.com', password })).toMatchObject({
        user_id: moved.user_id,
      });
    });

    it("email.resetStart / email.reset and existingPassword.reset change the password, ending the user's other sessions", async () => {
      const unknown = await stytch.call('passwords.email.resetStart', { email: 'nobody@example.com' });
      expect(unknown.error).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
      const created = await ok('passwords.create', {
        email: 'reset@example.com',
        password: 'amber-lantern-quiet-7755',
      });
      const started = await ok('passwords.email.resetStart', { email: 'reset@example.com' });
      expect(started).toMatchObject({ user_id: created.user_id, email_id: created.email_id });

      const token = await tokenSentTo('reset@example.com');
      const password = 'cobalt-meadow-sparrow-2048';
      const weak = await stytch.call('passwords.email.reset', { token, password: 'password1' });
      expect(weak.error).toMatchObject({ status_code: 400, error_type: 'breached_password' });
      const reset = await ok('passwords.email.reset', { token, password, session_duration_minutes: 30 });
      expect(reset).toMatchObject({ user_id: created.user_id, session: { user_id: created.user_id } });
      const spent = await stytch.call('passwords.email.reset', { token, password });
      expect(spent.error).toMatchObject({ status_code: 404, error_type: 'password_reset_token_not_found' });

      const old = await stytch.call('sessions.authenticate', { session_token: created.session_token });
      expect(old.error).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
      expect(await ok('passwords.authenticate', { email: 'reset@example.com', password })).toMatchObject({
        user_id: created.user_id,
      });

      // existingPassword.reset: the current password changes it; a wrong one or a weak new one changes nothing.
      const next = 'saffron-glacier-tunnel-6120';
      const body = { email: 'reset@example.com', existing_password: password, new_password: next };
      const wrong = await stytch.call('passwords.existingPassword.reset', { ...body, existing_password: next });
      expect(wrong.error).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
      const refused = await stytch.call('passwords.existingPassword.reset', { ...body, new_password: 'password1' });
      expect(refused.error).toMatchObject({ status_code: 400, error_type: 'breached_password' });
      const changed = await ok('passwords.existingPassword.reset', body);
      expect(changed).toMatchObject({ user_id: created.user_id, session: { user_id: created.user_id } });
      const before = await stytch.call('sessions.authenticate', { session_token: reset.session_token });
      expect(before.error).toMatchObject({ error_type: 'session_not_found' });
      const oldPassword = await stytch.call('passwords.authenticate', { email: 'reset@example.com', password });
      expect(oldPassword.error).toMatchObject({ error_type: 'unauthorized_credentials' });
    });
  });

  describe('passkeys', () => {
    it("listCredentials answers a user's passkeys for a domain, and update renames one", async () => {
      const { signedIn, registration, credentialId } = await userWithPasskey(stytch.t);
      const domain = (await ok('users.get', { user_id: signedIn.user_id })).webauthn_registrations[0].domain;
      const listed = await ok('webauthn.listCredentials', { user_id: signedIn.user_id, domain });
      expect(listed.credentials).toEqual([
        {
          credential_id: credentialId,
          webauthn_registration_id: registration.webauthn_registration_id,
          type: 'public-key',
          public_key: expect.stringMatching(/^[\w-]{40,}$/),
        },
      ]);
      const elsewhere = await ok('webauthn.listCredentials', { user_id: signedIn.user_id, domain: 'other.example' });
      expect(elsewhere.credentials).toEqual([]);

      const renamed = await ok('webauthn.update', {
        webauthn_registration_id: registration.webauthn_registration_id,
        name: 'Work laptop',
      });
      // Every field of stytch 14.2.0's WebAuthnRegistration (types/lib/b2c/users.d.ts), in users.get too.
      const answered = {
        webauthn_registration_id: registration.webauthn_registration_id,
        domain,
        user_agent: expect.any(String),
        verified: true,
        authenticator_type: '',
        name: 'Work laptop',
      };
      expect(renamed.webauthn_registration).toMatchObject(answered);
      const user = await ok('users.get', { user_id: signedIn.user_id });
      expect(user.webauthn_registrations).toEqual([expect.objectContaining(answered)]);
      const unknown = await stytch.call('webauthn.update', { webauthn_registration_id: 'nope', name: 'x' });
      expect(unknown.error).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
    });
  });

  describe('crypto wallets', () => {
    it('authenticateStart answers the message to sign, and authenticate turns its signature into a session once', async () => {
      const wallet = solanaWallet();
      const target = { crypto_wallet_type: 'solana', crypto_wallet_address: wallet.address };
      const started = await ok('cryptoWallets.authenticateStart', target);
      expect(started.challenge).toContain(wallet.address);
      const forged = await stytch.call('cryptoWallets.authenticate', {
        ...target,
        signature: solanaWallet().sign(started.challenge),
      });
      expect(forged.error).toMatchObject({ error_type: 'invalid_crypto_wallet_signature' });

      const again = await ok('cryptoWallets.authenticateStart', target);
      const signature = wallet.sign(again.challenge);
      const signedIn = await ok('cryptoWallets.authenticate', { ...target, signature });
      const [stored] = signedIn.user.crypto_wallets;
      expect(stored).toMatchObject({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana' });
      // Stytch's name for a wallet's factor, in the answer and in the JWT's Stytch claim (read offline).
      const factor = {
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        crypto_wallet_factor: { ...target, crypto_wallet_id: stored.crypto_wallet_id },
      };
      expect(signedIn.session.authentication_factors).toEqual([expect.objectContaining(factor)]);
      const local = await ok('sessions.authenticateJwtLocal', { session_jwt: signedIn.session_jwt });
      expect(local.authentication_factors).toEqual([expect.objectContaining(factor)]);
      // Foyer's own contract (packages/protocol, @foyer/node) keeps its name for callers other than Stytch's.
      const own = await stytch.t.backend('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(own.body.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'crypto_wallet', delivery_method: 'crypto_wallet_solana' }),
      ]);
      const replayed = await stytch.call('cryptoWallets.authenticate', { ...target, signature });
      expect(replayed.error).toMatchObject({ error_type: 'crypto_wallet_challenge_already_used' });
    });
  });

  describe('oauth', () => {
    it('authenticate exchanges the token of a real provider round trip for a session, once', async () => {
      const { t } = stytch;
      const callback = `${t.deps.config.publicUrl}/v1/public/oauth/callback`;
      const provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: callback }]);
      try {
        provider.accounts.set('grace', { sub: 'grace', email: 'grace@example.com', email_verified: true });
        await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
        const start = await startSignIn(t, 'oidc');
        const back = await signInAtProvider(start.headers.get('location') ?? '', {
          accountId: 'grace',
          stopAt: callback,
        });
        const redirect = await t.app.request(back.pathname + back.search, { headers: { cookie: cookiesFrom(start) } });
        const token = new URL(redirect.headers.get('location') ?? '').searchParams.get('token');

        const body = { token, code_verifier: t.browserVerifier, session_duration_minutes: 60 };
        const signedIn = await ok('oauth.authenticate', body);
        expect(signedIn).toMatchObject({
          provider_type: 'oidc',
          reset_sessions: false,
          user: { emails: [{ email: 'grace@example.com', verified: true }] },
          session: { authentication_factors: [expect.objectContaining({ type: 'oauth' })] },
        });
        expect(signedIn.provider_values.access_token).toEqual(expect.any(String));
        const replayed = await stytch.call('oauth.authenticate', body);
        expect(replayed.error).toMatchObject({ error_type: 'oauth_token_already_used' });
      } finally {
        await provider.close();
      }
    });
  });

  describe('sessions', () => {
    it('authenticate by token and by JWT answers the session and its user; get lists it; getJWKS has its key', async () => {
      const signedIn = await signInByMagicLink('session@example.com');
      const byToken = await ok('sessions.authenticate', { session_token: signedIn.session_token });
      expect(byToken).toMatchObject({
        session: { session_id: signedIn.session.session_id },
        user: { user_id: signedIn.user_id },
      });
      const byJwt = await ok('sessions.authenticateJwt', { session_jwt: signedIn.session_jwt });
      expect(byJwt.session.session_id).toBe(signedIn.session.session_id);
      const listed = await ok('sessions.get', { user_id: signedIn.user_id });
      expect(listed.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([signedIn.session.session_id]);
      const { keys } = await ok('sessions.getJWKS', { project_id: testProjectConfig.project_id });
      expect(keys.map((key: { kid: string }) => key.kid)).toContain(decodeProtectedHeader(signedIn.session_jwt).kid);
    });

    it('authenticateJwtLocal verifies the JWT offline against /v1/sessions/jwks/{project_id}', async () => {
      const signedIn = await signInByMagicLink('local@example.com');
      const local = await ok('sessions.authenticateJwtLocal', { session_jwt: signedIn.session_jwt });
      expect(local).toMatchObject({
        session_id: signedIn.session.session_id,
        user_id: signedIn.user_id,
        authentication_factors: [expect.objectContaining({ type: 'magic_link' })],
      });
      // Offline means offline: a revoked session's JWT still verifies locally until it expires.
      await ok('sessions.revoke', { session_id: signedIn.session.session_id });
      const afterRevoke = await ok('sessions.authenticateJwtLocal', { session_jwt: signedIn.session_jwt });
      expect(afterRevoke.session_id).toBe(signedIn.session.session_id);

      const forged = `${signedIn.session_jwt.slice(0, -4)}AAAA`;
      const refused = await stytch.call('sessions.authenticateJwtLocal', { session_jwt: forged });
      expect(refused.error).toMatchObject({ code: 'jwt_invalid' });
    });

    it('revoke ends the session: authenticate then answers 404 session_not_found', async () => {
      const signedIn = await signInByMagicLink('revoke@example.com');
      await ok('sessions.revoke', { session_id: signedIn.session.session_id });
      const after = await stytch.call('sessions.authenticate', { session_token: signedIn.session_token });
      expect(after.error).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    });
  });

  describe('users', () => {
    it('get answers the user with their emails', async () => {
      const signedIn = await signInByMagicLink('get@example.com');
      const user = await ok('users.get', { user_id: signedIn.user_id });
      expect(user).toMatchObject({ user_id: signedIn.user_id, emails: [{ email: 'get@example.com' }] });
    });

    it('search finds a user by email address', async () => {
      const signedIn = await signInByMagicLink('search@example.com');
      const found = await ok('users.search', {
        limit: 10,
        query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['search@example.com'] }] },
      });
      expect(found.results.map((u: { user_id: string }) => u.user_id)).toEqual([signedIn.user_id]);
    });

    it('delete removes the user: get then answers 404 user_not_found', async () => {
      const signedIn = await signInByMagicLink('delete@example.com');
      await ok('users.delete', { user_id: signedIn.user_id });
      const after = await stytch.call('users.get', { user_id: signedIn.user_id });
      expect(after.error).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
    });
  });
});
