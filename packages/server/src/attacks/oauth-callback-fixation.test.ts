import { describe, expect, it } from 'vitest';
import { pkceChallengeOf } from '../security/pkce.ts';
import { CALLBACK, cookiesFrom, oauthContext, startSignIn } from '../testing/oauth.ts';
import { signInAtProvider } from '../testing/oidc-provider.ts';
import type { TestContext } from '../testing/test-context.ts';

/**
 * OAuth login CSRF (RFC 9700 §4.7). The attacker starts a sign-in in their own browser,
 * signs in at the provider with their own account, and stops before their browser follows the
 * redirect back: the callback URL (code and state) or, one step later, the host page's URL with
 * Foyer's token goes to the victim. Before the fix either signed the victim's browser in as the
 * attacker. The real OpenID provider runs on 127.0.0.1; `t.sdk` is the victim's browser.
 */
const ATTACKER_VERIFIER = 'mallory-keeps-this-verifier-in-her-own-browser-0002';

describe('attack: handing a victim the attacker’s OAuth callback', () => {
  let t: TestContext;
  oauthContext((context) => {
    t = context.t;
    const { provider } = context;
    provider.accounts.set('mallory', { sub: 'mallory', email: 'mallory@example.com', email_verified: true });
  });

  /** The attacker's half: start (their cookie, their challenge), sign in at the provider, stop at the callback. */
  async function attackerCallback() {
    const start = await startSignIn(t, 'oidc', { code_challenge: pkceChallengeOf(ATTACKER_VERIFIER) });
    expect(start.status).toBe(302);
    const callback = await signInAtProvider(start.headers.get('location') ?? '', {
      accountId: 'mallory',
      stopAt: CALLBACK,
    });
    return { callback, attackerCookies: cookiesFrom(start) };
  }
  const open = (url: URL, cookie?: string) =>
    t.app.request(url.pathname + url.search, cookie ? { headers: { cookie } } : {});

  it('sets a __Host- state cookie on the start: Secure, HttpOnly, Path=/, no Domain', async () => {
    const start = await startSignIn(t, 'oidc');
    const [cookie] = start.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-foyer_oauth_state_[\w-]+=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('refuses the callback in the victim’s browser, with no cookie or with its own sign-in’s cookie', async () => {
    const { callback, attackerCookies } = await attackerCallback();
    const noCookie = await open(callback);
    expect(noCookie.status).toBe(400);
    expect(await noCookie.json()).toMatchObject({ error_type: 'oauth_state_mismatch' });
    expect(noCookie.headers.get('location')).toBeNull();

    // The victim had started a sign-in of their own: their cookie names another state.
    const victimStart = await startSignIn(t, 'oidc');
    const ownCookie = await open(callback, cookiesFrom(victimStart));
    expect(ownCookie.status).toBe(400);

    // The attacker's state was not used up by the refusals: their own browser still finishes.
    const attacker = await open(callback, attackerCookies);
    expect(attacker.status).toBe(302);
    expect(new URL(attacker.headers.get('location') ?? '').searchParams.get('token')).toMatch(/^oauth-token-/);
  });

  it('refuses the attacker’s finished sign-in (the host page’s URL with the token) in the victim’s browser', async () => {
    const { callback, attackerCookies } = await attackerCallback();
    const landing = new URL((await open(callback, attackerCookies)).headers.get('location') ?? '');
    const token = landing.searchParams.get('token');

    const victim = await t.sdk('/oauth/authenticate', { token });
    expect(victim.status).toBe(401);
    expect(victim.body.error_type).toBe('pkce_mismatch');
    const bare = await t.sdk('/oauth/authenticate', { token }, { pkce: false });
    expect(bare.body.error_type).toBe('pkce_expected_code_verifier');

    const attacker = await t.sdk('/oauth/authenticate', { token, code_verifier: ATTACKER_VERIFIER });
    expect(attacker.status).toBe(200);
    expect(attacker.body.user.emails[0].email).toBe('mallory@example.com');
  });
});
