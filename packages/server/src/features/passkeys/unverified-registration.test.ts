import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticateWallet, challengeFor, solanaWallet } from '../../testing/crypto-wallets.ts';
import { magicLinkSignIn, passkeySignIn, passwordSignUp } from '../../testing/first-proof.ts';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { registrationOptions } from '../../testing/passkeys.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { storeChallenge } from './challenges.ts';

const UNVERIFIED_MESSAGE =
  'Verify your email address or phone number first (sign in with a login link or passcode), then try again.';

describe('passkeys: registration needs a proven account', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('returns 403 unverified_account to register/start from a password sign-up whose email nobody proved', async () => {
    const attacker = await passwordSignUp(t, 'ada@example.com');
    const res = await t.sdk('/webauthn/register/start', { is_passkey: true }, { sessionToken: attacker.session_token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_type: 'unverified_account', error_message: UNVERIFIED_MESSAGE });
  });

  it('returns 403 unverified_account to register, and stores nothing, even with a challenge of the session', async () => {
    const attacker = await passwordSignUp(t, 'ada@example.com');
    // A challenge bound to the session, as a start call made before the refusal existed left one.
    const options = {
      challenge: 'pre-existing-challenge-of-the-attackers-session',
      rp: { id: 'host.example', name: 'Test project' },
      user: { id: Buffer.from(attacker.user_id).toString('base64url'), name: 'ada@example.com' },
    };
    await storeChallenge(t.deps, {
      project: t.project,
      kind: 'registration',
      challenge: options.challenge,
      requireUserVerification: true,
      sessionId: attacker.session.session_id,
      userId: attacker.user_id,
    });
    const authenticator = new TestAuthenticator();
    const credential = authenticator.create(options, { origin: TEST_ORIGIN });
    const res = await t.sdk(
      '/webauthn/register',
      { public_key_credential: credential },
      { sessionToken: attacker.session_token },
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unverified_account');
    // The owner later proves the email; no passkey of the attacker's exists to sign in with.
    const owner = await magicLinkSignIn(t, 'ada@example.com');
    expect(owner.user.webauthn_registrations).toEqual([]);
    expect((await passkeySignIn(t, authenticator)).body.error_type).toBe('webauthn_registration_not_found');
  });

  it('registers a passkey for a user who proved the email', async () => {
    const owner = await magicLinkSignIn(t, 'ada@example.com');
    const options = await registrationOptions(t, owner.session_token);
    const credential = new TestAuthenticator().create(options, { origin: TEST_ORIGIN });
    const res = await t.sdk(
      '/webauthn/register',
      { public_key_credential: credential },
      { sessionToken: owner.session_token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.webauthn_registrations).toHaveLength(1);
  });

  it('registers a passkey for a wallet-only user (the wallet is the identity; no email to prove)', async () => {
    const wallet = solanaWallet();
    const message = await challengeFor(t, 'solana', wallet.address);
    const signedIn = await authenticateWallet(t, {
      type: 'solana',
      address: wallet.address,
      signature: wallet.sign(message),
    });
    expect(signedIn.body.user.emails).toEqual([]);
    const options = await registrationOptions(t, signedIn.body.session_token);
    const credential = new TestAuthenticator().create(options, { origin: TEST_ORIGIN });
    const res = await t.sdk(
      '/webauthn/register',
      { public_key_credential: credential },
      { sessionToken: signedIn.body.session_token },
    );
    expect(res.status).toBe(200);
  });
});
