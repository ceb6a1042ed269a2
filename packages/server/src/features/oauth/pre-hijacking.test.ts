import { describe, expect, it } from 'vitest';
import {
  magicLinkSignIn,
  passkeySignIn,
  passwordLogIn,
  passwordSignUp,
  plantPasskey,
  useSession,
} from '../../testing/first-proof.ts';
import { oauthContext, roundTrip } from '../../testing/oauth.ts';
import type { TestOidcProvider } from '../../testing/oidc-provider.ts';
import type { TestContext } from '../../testing/test-context.ts';

const VICTIM = 'ada@example.com';

describe('account pre-hijacking through OAuth', () => {
  let t: TestContext;
  let provider: TestOidcProvider;
  oauthContext((context) => {
    ({ t, provider } = context);
    // The owner's account at the provider, which vouches for the email.
    provider.accounts.set('ada', { sub: 'ada', email: VICTIM, email_verified: true, name: 'Ada Lovelace' });
    // The attacker's account at a provider that does not verify emails, naming the owner's address.
    provider.accounts.set('mallory', { sub: 'mallory', email: VICTIM, email_verified: false, name: 'Mallory' });
  });

  /** Signs in at the provider as `account` and exchanges the token; answers the sign-in. */
  async function oauthSignIn(providerType: 'oidc' | 'google', account: string) {
    const landing = await roundTrip(t, providerType, account);
    const res = await t.sdk('/oauth/authenticate', { token: landing.searchParams.get('token') ?? '' });
    if (res.status !== 200) throw new Error(`oauth/authenticate answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('ends the attacker’s password account state when a provider-verified email links to it', async () => {
    const attacker = await passwordSignUp(t, VICTIM);
    const passkey = await plantPasskey(t, attacker.user_id);

    const owner = await oauthSignIn('google', 'ada');
    expect(owner.user_id).toBe(attacker.user_id);
    expect(owner.user).toMatchObject({
      emails: [{ email: VICTIM, verified: true }],
      password: null,
      webauthn_registrations: [],
    });
    // Cleared first, then linked: the provider that proved the email stays.
    expect(owner.user.providers).toEqual([
      expect.objectContaining({ provider_type: 'google', provider_subject: 'ada' }),
    ]);

    expect((await useSession(t, attacker.session_token)).body.error_type).toBe('session_not_found');
    expect((await passwordLogIn(t, VICTIM)).status).toBe(401);
    expect((await passkeySignIn(t, passkey)).body.error_type).toBe('webauthn_registration_not_found');
    expect((await useSession(t, owner.session_token)).status).toBe(200);
  });

  describe('an attacker’s provider account whose email the provider did not verify', () => {
    it('no longer signs in as the owner once the owner proves the email by magic link', async () => {
      const attacker = await oauthSignIn('oidc', 'mallory');
      expect(attacker.user.emails).toEqual([{ email_id: expect.any(String), email: VICTIM, verified: false }]);

      const owner = await magicLinkSignIn(t, VICTIM);
      expect(owner.user_id).toBe(attacker.user_id);
      expect(owner.user.providers).toEqual([]);
      expect((await useSession(t, attacker.session_token)).body.error_type).toBe('session_not_found');

      const again = await oauthSignIn('oidc', 'mallory');
      expect(again.user_id).not.toBe(owner.user_id);
      expect(again.user.emails).toEqual([]);
    });

    it('is replaced by the owner’s provider-verified link', async () => {
      const attacker = await oauthSignIn('oidc', 'mallory');
      const owner = await oauthSignIn('google', 'ada');
      expect(owner.user_id).toBe(attacker.user_id);
      expect(owner.user.providers).toEqual([
        expect.objectContaining({ provider_type: 'google', provider_subject: 'ada' }),
      ]);
      expect((await useSession(t, attacker.session_token)).body.error_type).toBe('session_not_found');
      expect((await oauthSignIn('oidc', 'mallory')).user_id).not.toBe(owner.user_id);
    });
  });

  it('leaves an owner who already proved the email signed in when a provider links later', async () => {
    const first = await magicLinkSignIn(t, VICTIM);
    const owner = await oauthSignIn('google', 'ada');
    expect(owner.user_id).toBe(first.user_id);
    expect((await useSession(t, first.session_token)).status).toBe(200);
  });
});
