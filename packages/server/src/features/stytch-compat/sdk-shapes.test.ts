import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solanaWallet } from '../../testing/crypto-wallets.ts';
import { type CreationOptions, TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { stytchSdkCall } from '../../testing/stytch-sdk-call.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { STYTCH_SESSION_CLAIM } from '../sessions/session-jwt.ts';

// Each answer as Stytch's browser SDK (node_modules/@stytch/vanilla-js) reads it; all failed before
// these shapes: userType missing, user_id only under data.user, PUT 405, options as objects, 404s.
describe("answers shaped as Stytch's browser SDK reads them", () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('users: search answers userType; user.get has user_id at the top; user.update changes name and metadata', async () => {
    const searched = await stytchSdkCall(t, '/users/search', { body: { email: 'new-person@example.com' } });
    expect(searched.body.data).toMatchObject({ userType: 'new', user_type: 'new' });

    const { session_token: session, user_id } = await signInNewUser(t.deps, t.project);
    const got = await stytchSdkCall(t, '/users/me', { session });
    expect(got.body.data).toMatchObject({ user_id, emails: [expect.objectContaining({ verified: true })] });
    expect(got.body.data.user).toBeUndefined();

    const updated = await stytchSdkCall(t, '/users/me', {
      method: 'PUT',
      session,
      body: { name: { first_name: 'Ada' }, untrusted_metadata: { theme: 'dark' }, trusted_metadata: { role: 'admin' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ user_id, __user: { user_id, name: { first_name: 'Ada' } } });
    expect(updated.body.data.__user.untrusted_metadata).toEqual({ theme: 'dark' });
    // The browser may not write trusted metadata: the key is dropped, not stored.
    expect((await t.backend(`/users/${user_id}`)).body.trusted_metadata).toEqual({});

    // Foyer's own SDK keeps its flat answer; a signed-out update is refused.
    expect((await t.sdk('/users/me', undefined, { sessionToken: session })).body.user.name.first_name).toBe('Ada');
    const signedOut = await stytchSdkCall(t, '/users/me', { method: 'PUT', body: { name: { first_name: 'Eve' } } });
    expect(signedOut.body.error_type).toBe('missing_session');
  });

  it('passkeys: options travel as JSON strings, the credential comes back as one, update answers the renamed passkey, and the primary and secondary starts exist', async () => {
    const { session_token: session, user_id } = await signInNewUser(t.deps, t.project);
    const authenticator = new TestAuthenticator();
    const start = await stytchSdkCall(t, '/webauthn/register/start', {
      session,
      body: { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'Chromium' },
    });
    const creation = start.body.data.public_key_credential_creation_options;
    expect(typeof creation).toBe('string');
    const credential = authenticator.create(JSON.parse(creation) as CreationOptions, { origin: TEST_ORIGIN });
    const registered = await stytchSdkCall(t, '/webauthn/register', {
      session,
      body: { public_key_credential: JSON.stringify(credential), session_duration_minutes: 60 },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data.user.webauthn_registrations).toHaveLength(1);
    // webauthn.register answers the new registration's id (WebAuthnRegisterResponse), for webauthn.update.
    const [made] = registered.body.data.user.webauthn_registrations;
    expect(registered.body.data.webauthn_registration_id).toBe(made.webauthn_registration_id);
    // webauthn.update answers the renamed registration (WebAuthnUpdateResponse), Stytch's fields included.
    const renamed = await stytchSdkCall(t, `/webauthn/update/${made.webauthn_registration_id}`, {
      method: 'PUT',
      session,
      body: { name: 'Work laptop' },
    });
    expect(renamed.body.data.webauthn_registration).toEqual({ ...made, name: 'Work laptop', authenticator_type: '' });

    for (const [path, signedIn] of [
      ['/webauthn/authenticate/start/primary', undefined],
      ['/webauthn/authenticate/start/secondary', session],
    ] as const) {
      const begun = await stytchSdkCall(t, path, { session: signedIn, body: { domain: 'localhost' } });
      const request = begun.body.data.public_key_credential_request_options;
      expect(typeof request, path).toBe('string');
      const assertion = authenticator.get(JSON.parse(request), { origin: TEST_ORIGIN });
      const done = await stytchSdkCall(t, '/webauthn/authenticate', {
        session: signedIn,
        body: { public_key_credential: JSON.stringify(assertion), session_duration_minutes: 60 },
      });
      expect(done.status, path).toBe(200);
      expect(done.body.data.user_id, path).toBe(user_id);
    }
    // A string that is not JSON is refused as a bad credential, not a crash.
    const garbled = await stytchSdkCall(t, '/webauthn/authenticate', { body: { public_key_credential: '{not json' } });
    expect([garbled.status, garbled.body.error_type]).toEqual([400, 'invalid_webauthn_response']);
  });

  it("crypto wallets: the primary and secondary starts answer the message to sign, which signs in to a session whose factor Stytch's SDK reads as crypto", async () => {
    const wallet = solanaWallet();
    const first = { crypto_wallet_type: 'solana', crypto_wallet_address: wallet.address };
    const begun = await stytchSdkCall(t, '/crypto_wallets/authenticate/start/primary', { body: first });
    const signedIn = await stytchSdkCall(t, '/crypto_wallets/authenticate', {
      body: { ...first, signature: wallet.sign(begun.body.data.challenge), session_duration_minutes: 60 },
    });
    expect(signedIn.status).toBe(200);
    // The session's factor as Stytch names it, in the answer and in the JWT's Stytch claim; Foyer's
    // own SDK and claim keep Foyer's contract (packages/protocol: crypto_wallet / crypto_wallet_solana).
    const { session, session_jwt, session_token, user } = signedIn.body.data;
    const walletFactor = { ...first, crypto_wallet_id: user.crypto_wallets[0].crypto_wallet_id };
    const stytchFactor = { type: 'crypto', delivery_method: 'crypto_wallet', crypto_wallet_factor: walletFactor };
    expect(session.authentication_factors).toEqual([expect.objectContaining(stytchFactor)]);
    const claims = decodeJwt(session_jwt) as Record<string, { authentication_factors: unknown }>;
    expect(claims[STYTCH_SESSION_CLAIM]?.authentication_factors).toEqual([expect.objectContaining(stytchFactor)]);
    const foyerFactor = { type: 'crypto_wallet', delivery_method: 'crypto_wallet_solana' };
    expect(claims.foyer_session?.authentication_factors).toEqual([expect.objectContaining(foyerFactor)]);
    const own = await t.sdk('/sessions/authenticate', {}, { sessionToken: session_token });
    expect(own.body.session.authentication_factors).toEqual([
      expect.objectContaining({ ...foyerFactor, crypto_wallet_factor: walletFactor }),
    ]);

    const again = await stytchSdkCall(t, '/crypto_wallets/authenticate/start/secondary', {
      session: session_token,
      body: first,
    });
    expect(again.body.data.challenge).toContain(wallet.address);
  });
});
