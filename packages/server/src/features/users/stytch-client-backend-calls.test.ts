import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../store/outbox.ts';
import { upsertProject } from '../../store/projects.ts';
import { cookiesFrom, GENERIC_CLIENT, oauthProjectConfig, startSignIn } from '../../testing/oauth.ts';
import { signInAtProvider, startTestOidcProvider } from '../../testing/oidc-provider.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { useStytchNodeClient } from '../../testing/stytch-harness.ts';
import { TEST_ORIGIN } from '../../testing/test-context.ts';

const STRONG = 'a-long-and-unusual-horse-battery-staple';
const STRONGER = 'quietly-orbiting-teapot-under-the-fjord';

/**
 * Stytch's own `stytch` Node client (B2C, from npm) on the backend calls that end in a session or
 * change what signs a user in: reset by session, created magic links, the WebAuthn ceremony.
 */
describe("Stytch's Node client: backend sign-in calls", () => {
  const stytch = useStytchNodeClient();
  const { ok, call } = stytch;

  /** A session started by the client's own magic-link calls (the email proven just now). */
  async function signInByMagicLink(email: string) {
    await ok('magicLinks.email.loginOrCreate', { email });
    const link = (await listOutboxMessages(stytch.t.deps.db)).find((m) => m.to === email)?.links[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no link with a token was sent to ${email}`);
    return ok('magicLinks.authenticate', { token, session_duration_minutes: 60 });
  }

  /** The browser's OAuth round trip as `accountId`, from a start with `query`; answers the redirect it ends on. */
  async function providerRoundTrip(callback: string, accountId: string, query: Record<string, string> = {}) {
    const { t } = stytch;
    const start = await startSignIn(t, 'oidc', query);
    if (start.status !== 302) return { start };
    const back = await signInAtProvider(start.headers.get('location') ?? '', { accountId, stopAt: callback });
    const redirect = await t.app.request(back.pathname + back.search, { headers: { cookie: cookiesFrom(start) } });
    return { start, to: new URL(redirect.headers.get('location') ?? '') };
  }

  it('passwords.sessions.reset: a fresh session sets the password, ends the other sessions, and a stale one is refused', async () => {
    const email = 'session-reset@example.com';
    const kept = await signInByMagicLink(email);
    const other = await signInByMagicLink(email);

    const breached = await call('passwords.sessions.reset', {
      password: 'password',
      session_token: kept.session_token,
    });
    expect(breached.error).toMatchObject({ status_code: 400, error_type: 'breached_password' });

    const reset = await ok('passwords.sessions.reset', {
      password: STRONG,
      session_jwt: kept.session_jwt,
      session_duration_minutes: 120,
    });
    expect(reset).toMatchObject({
      status_code: 200,
      user_id: kept.user_id,
      user: { password: { password_id: expect.any(String) } },
      session: { session_id: kept.session.session_id },
      session_jwt: expect.any(String),
    });
    expect(Date.parse(reset.session.expires_at)).toBeGreaterThan(Date.parse(kept.session.expires_at));
    const ended = await call('sessions.authenticate', { session_token: other.session_token });
    expect(ended.error).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    expect((await ok('sessions.authenticate', { session_token: kept.session_token })).session.session_id).toBe(
      kept.session.session_id,
    );

    // Five minutes after its last proof, a session may no longer change the password.
    const byPassword = await ok('passwords.authenticate', { email, password: STRONG, session_duration_minutes: 60 });
    stytch.t.clock.advance(5 * 60_000 + 1_000);
    const stale = await call('passwords.sessions.reset', {
      password: STRONGER,
      session_token: byPassword.session_token,
    });
    expect(stale.error).toMatchObject({
      status_code: 400,
      error_type: 'session_too_old_to_reset_password',
      error_message: 'For your security, log in again before you set a new password.',
    });
    const unchanged = await call('passwords.authenticate', { email, password: STRONGER });
    expect(unchanged.error).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });

    // The ownership policy: a password sign-up on an address nobody proved gets no new password this way.
    const claim = await ok('passwords.create', { email: 'claimed@example.com', password: STRONG });
    const claimed = await call('passwords.sessions.reset', { password: STRONGER, session_token: claim.session_token });
    expect(claimed.error).toMatchObject({ status_code: 403, error_type: 'unverified_account' });
  });

  it('magicLinks.create: an embeddable token signs its user in once, proves no address, and expires', async () => {
    const created = await ok('users.create', { email: 'embedded@example.com' });
    const { user_id, token } = await ok('magicLinks.create', { user_id: created.user_id, expiration_minutes: 5 });
    expect(user_id).toBe(created.user_id);
    expect(await listOutboxMessages(stytch.t.deps.db)).not.toContainEqual(
      expect.objectContaining({ to: 'embedded@example.com' }),
    );
    const signedIn = await ok('magicLinks.authenticate', { token, session_duration_minutes: 30 });
    expect(signedIn).toMatchObject({
      user_id,
      session: { user_id, authentication_factors: [{ type: 'magic_link', delivery_method: 'embedded' }] },
      user: { emails: [{ email: 'embedded@example.com', verified: false }] },
    });
    const again = await call('magicLinks.authenticate', { token });
    expect(again.error).toMatchObject({ status_code: 401, error_type: 'magic_link_already_used' });
    // A session from an embeddable link has proven no address: it may not set a password by itself.
    const reset = await call('passwords.sessions.reset', { password: STRONG, session_token: signedIn.session_token });
    expect(reset.error).toMatchObject({ status_code: 400, error_type: 'session_too_old_to_reset_password' });

    const later = await ok('magicLinks.create', { user_id });
    const short = await ok('magicLinks.create', { user_id, expiration_minutes: 5 });
    stytch.t.clock.advance(5 * 60_000);
    const expired = await call('magicLinks.authenticate', { token: short.token });
    expect(expired.error).toMatchObject({ status_code: 401, error_type: 'magic_link_expired' });
    expect((await ok('magicLinks.authenticate', { token: later.token })).user_id).toBe(user_id);
    const nobody = await call('magicLinks.create', { user_id: 'user-test-00000000-0000-4000-8000-00000000dead' });
    expect(nobody.error).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
  });

  it('webauthn: registerStart and register a real attestation, then authenticateStart and authenticate an assertion', async () => {
    const domain = new URL(TEST_ORIGIN).hostname;
    const authenticator = new TestAuthenticator();
    const { user_id } = await ok('users.create', { email: 'passkey-backend@example.com' });
    const started = await ok('webauthn.registerStart', { user_id, domain, return_passkey_credential_options: true });
    const creation = JSON.parse(started.public_key_credential_creation_options);
    expect(creation).toMatchObject({ rp: { id: domain }, authenticatorSelection: { residentKey: 'required' } });
    const attestation = JSON.stringify(authenticator.create(creation, { origin: TEST_ORIGIN }));
    const registered = await ok('webauthn.register', {
      user_id,
      public_key_credential: attestation,
      session_duration_minutes: 60,
    });
    expect(registered).toMatchObject({
      user_id,
      webauthn_registration_id: expect.any(String),
      user: { webauthn_registrations: [{ webauthn_registration_id: registered.webauthn_registration_id, domain }] },
      session: { authentication_factors: [{ type: 'webauthn', delivery_method: 'webauthn_registration' }] },
    });
    const again = await call('webauthn.register', { user_id, public_key_credential: attestation });
    expect(again.error).toMatchObject({ status_code: 400, error_type: 'webauthn_challenge_not_found' });

    const request = async (args: object) =>
      JSON.parse((await ok('webauthn.authenticateStart', { domain, ...args })).public_key_credential_request_options);
    const options = await request({ user_id });
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: expect.any(String) })]);
    const assertion = JSON.stringify(authenticator.get(options, { origin: TEST_ORIGIN }));
    const signedIn = await ok('webauthn.authenticate', {
      public_key_credential: assertion,
      session_duration_minutes: 30,
    });
    expect(signedIn).toMatchObject({
      user_id,
      webauthn_registration_id: registered.webauthn_registration_id,
      session_token: expect.any(String),
    });
    expect((await ok('sessions.authenticate', { session_token: signedIn.session_token })).session.user_id).toBe(
      user_id,
    );
    const replay = await call('webauthn.authenticate', { public_key_credential: assertion });
    expect(replay.error).toMatchObject({ status_code: 400, error_type: 'webauthn_challenge_not_found' });

    // A start naming another user is answered by that user's passkeys only.
    const other = await ok('users.create', { email: 'someone-else@example.com' });
    const forOther = await request({ user_id: other.user_id });
    const wrongUser = await call('webauthn.authenticate', {
      public_key_credential: JSON.stringify(authenticator.get(forOther, { origin: TEST_ORIGIN })),
    });
    expect(wrongUser.error).toMatchObject({ status_code: 400, error_type: 'invalid_webauthn_response' });
    const elsewhere = await call('webauthn.registerStart', { user_id, domain: 'evil.example' });
    expect(elsewhere.error).toMatchObject({ status_code: 400, error_type: 'bad_request' });
  });

  it('oauth.attach: the next start with its token links the provider account to the user named, once, and never moves one', async () => {
    const { t } = stytch;
    const callback = `${t.deps.config.publicUrl}/v1/public/oauth/callback`;
    const provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: callback }]);
    try {
      // The provider's email is someone else's and unverified: a plain sign-in would make a new user.
      provider.accounts.set('lin', { sub: 'lin', email: 'lin@elsewhere.example', email_verified: false });
      await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
      const roundTrip = (query: Record<string, string>) => providerRoundTrip(callback, 'lin', query);

      const { user_id } = await ok('users.create', { email: 'attach-me@example.com' });
      const { oauth_attach_token } = await ok('oauth.attach', { provider: 'oidc', user_id });
      const { to } = await roundTrip({ oauth_attach_token });
      const body = {
        token: to?.searchParams.get('token'),
        code_verifier: t.browserVerifier,
        session_duration_minutes: 60,
      };
      const signedIn = await ok('oauth.authenticate', body);
      expect(signedIn).toMatchObject({
        user_id,
        provider_type: 'oidc',
        user: {
          emails: [{ email: 'attach-me@example.com' }],
          providers: [{ provider_type: 'oidc', provider_subject: 'lin' }],
        },
      });

      const spent = await roundTrip({ oauth_attach_token });
      expect(spent.start.status).toBe(404);
      expect(await spent.start.json()).toMatchObject({ error_type: 'oauth_token_not_found' });

      // The account signs in to its user now; an attach for another user does not move it.
      const other = await ok('users.create', { email: 'other-attach@example.com' });
      const second = await ok('oauth.attach', { provider: 'oidc', user_id: other.user_id });
      const refused = await roundTrip({ oauth_attach_token: second.oauth_attach_token });
      expect(refused.to?.searchParams.get('error_type')).toBe('duplicate_oauth_registration');
      expect((await ok('users.get', { user_id: other.user_id })).providers).toEqual([]);

      const unknown = await call('oauth.attach', { provider: 'nowhere', user_id });
      expect(unknown.error).toMatchObject({ status_code: 400, error_type: 'oauth_provider_not_configured' });
    } finally {
      await provider.close();
    }
  });

  it('sessions.migrate: a token of another OpenID issuer, checked at its UserInfo endpoint, signs in the user of its email', async () => {
    const { t } = stytch;
    const callback = `${t.deps.config.publicUrl}/v1/public/oauth/callback`;
    const provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: callback }]);
    try {
      const migration = { session_migration: { userinfo_url: `${provider.issuer}/me` } };
      await upsertProject(t.deps.db, t.clock, { ...oauthProjectConfig(provider), ...migration });
      provider.accounts.set('mia', { sub: 'mia', email: 'mia@legacy.example', email_verified: true });
      // A token the other issuer made: its access token, from a real round trip through its pages.
      const { to } = await providerRoundTrip(callback, 'mia');
      const token = to?.searchParams.get('token');
      const signedIn = await ok('oauth.authenticate', { token, code_verifier: t.browserVerifier });
      const legacyToken = signedIn.provider_values.access_token;

      const migrated = await ok('sessions.migrate', { session_token: legacyToken, session_duration_minutes: 60 });
      expect(migrated).toMatchObject({
        user_id: signedIn.user_id,
        user: { emails: [{ email: 'mia@legacy.example' }] },
        session: { authentication_factors: [{ type: 'oauth', delivery_method: 'oauth_session_migration' }] },
      });
      expect((await ok('sessions.authenticate', { session_token: migrated.session_token })).user.user_id).toBe(
        signedIn.user_id,
      );
      const forged = await call('sessions.migrate', { session_token: 'not-a-token-of-that-issuer' });
      expect(forged.error).toMatchObject({ status_code: 404, error_type: 'session_not_found' });

      // A UserInfo URL that redirects is refused: the bearer token goes only where the operator said.
      const redirecting = createServer((_, res) => res.writeHead(302, { location: `${provider.issuer}/me` }).end());
      await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
      const { port } = redirecting.address() as AddressInfo;
      await upsertProject(t.deps.db, t.clock, {
        ...oauthProjectConfig(provider),
        session_migration: { userinfo_url: `http://127.0.0.1:${port}/me` },
      });
      const redirected = await call('sessions.migrate', { session_token: legacyToken });
      redirecting.close();
      expect(redirected.error).toMatchObject({ status_code: 400, error_type: 'bad_request' });
      expect(redirected.error?.error_message).toContain('redirect');

      await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
      const unset = await call('sessions.migrate', { session_token: legacyToken });
      expect(unset.error).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    } finally {
      await provider.close();
    }
  });
});
