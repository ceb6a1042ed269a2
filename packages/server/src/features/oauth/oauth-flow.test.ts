import { ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { createUserWithEmail } from '../../store/users.ts';
import { CALLBACK, cookiesFrom, oauthContext, roundTrip, startSignIn } from '../../testing/oauth.ts';
import { signInAtProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { markEmailVerified } from '../../testing/sign-in.ts';
import type { TestContext } from '../../testing/test-context.ts';
import { OAUTH_TOKEN_LIFETIME_MINUTES } from './constants.ts';

describe('OAuth sign-in against a real OpenID provider', () => {
  let t: TestContext;
  let provider: TestOidcProvider;
  oauthContext((context) => {
    ({ t, provider } = context);
    provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' });
  });

  const exchange = (token: string) => t.sdk('/oauth/authenticate', { token, session_duration_minutes: 60 });

  describe('start', () => {
    it('redirects to the provider with state, PKCE S256, nonce, the default scopes and the callback', async () => {
      const response = await startSignIn(t, 'oidc');
      expect(response.status).toBe(302);
      const url = new URL(response.headers.get('location') ?? '');
      expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'foyer-generic',
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
      expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    });

    it('adds custom scopes and passes provider params through to the authorization request', async () => {
      const response = await startSignIn(t, 'Google', {
        custom_scopes: 'extra.scope',
        provider_params: JSON.stringify({ login_hint: 'ada@example.com', prompt: 'login' }),
      });
      const url = new URL(response.headers.get('location') ?? '');
      expect(url.searchParams.get('scope')).toBe('openid email profile extra.scope');
      expect(url.searchParams.get('login_hint')).toBe('ada@example.com');
      expect(url.searchParams.get('prompt')).toBe('login');
      expect(url.searchParams.get('client_id')).toBe('foyer-google');
    });

    it('refuses provider params that would replace the protocol’s own checks', async () => {
      const response = await startSignIn(t, 'oidc', { provider_params: JSON.stringify({ state: 'mine' }) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error_type: string }).error_type).toBe('bad_request');
    });

    it('refuses a redirect URL that is not on the project’s allowlist', async () => {
      const response = await startSignIn(t, 'oidc', { login_redirect_url: 'https://evil.example/steal' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_type: 'redirect_url_not_allowed' });
    });

    it('refuses an unknown public token and an unconfigured provider', async () => {
      const unknown = await t.app.request('/v1/public/oauth/oidc/start?public_token=public-token-test-nope');
      expect(await unknown.json()).toMatchObject({ error_type: 'invalid_public_token' });
      // The test server runs in production mode: no development provider stands in for GitHub.
      const github = await startSignIn(t, 'github');
      expect(github.status).toBe(400);
      expect(await github.json()).toMatchObject({ error_type: 'oauth_provider_not_configured' });
    });
  });

  describe('callback and authenticate', () => {
    it('signs up a new user, then signs the same user in again', async () => {
      const first = await roundTrip(t, 'oidc', 'ada', {
        query: { signup_redirect_url: 'https://host.example/welcome' },
      });
      expect(first.origin + first.pathname).toBe('https://host.example/welcome');
      expect(first.searchParams.get('stytch_token_type')).toBe('oauth');
      const signup = await exchange(first.searchParams.get('token') ?? '');
      expect(signup.status).toBe(200);
      expect(signup.body.provider_type).toBe('oidc');
      expect(signup.body.provider_values.access_token).toEqual(expect.any(String));
      expect(signup.body.provider_values.id_token.split('.')).toHaveLength(3);
      expect(signup.body.user).toMatchObject({
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        emails: [{ email: 'ada@example.com', verified: true }],
        providers: [{ provider_type: 'oidc', provider_subject: 'ada' }],
      });
      expect(signup.body.session.authentication_factors[0]).toMatchObject({
        type: 'oauth',
        delivery_method: 'oauth_oidc',
      });

      const second = await roundTrip(t, 'oidc', 'ada');
      expect(second.origin + second.pathname).toBe('https://host.example/authenticate');
      const login = await exchange(second.searchParams.get('token') ?? '');
      expect(login.body.user_id).toBe(signup.body.user_id);
    });

    it('links a provider account to the user who owns its verified email', async () => {
      const owner = await createUserWithEmail(t.deps.db, t.clock, {
        project: t.project,
        email: 'ada@example.com',
        status: 'active',
      });
      await markEmailVerified(t.deps.db, t.clock, owner);
      const landing = await roundTrip(t, 'google', 'ada');
      expect(landing.pathname).toBe('/authenticate');
      const login = await exchange(landing.searchParams.get('token') ?? '');
      expect(login.body.user_id).toBe(owner.userId);
      expect(login.body.user.providers).toEqual([
        expect.objectContaining({ provider_type: 'google', provider_subject: 'ada' }),
      ]);
    });

    it('never links by an email the provider has not verified', async () => {
      const owner = await createUserWithEmail(t.deps.db, t.clock, {
        project: t.project,
        email: 'eve@example.com',
        status: 'active',
      });
      provider.accounts.set('eve', { sub: 'eve', email: 'eve@example.com', email_verified: false, name: 'Eve' });
      const landing = await roundTrip(t, 'oidc', 'eve');
      const signup = await exchange(landing.searchParams.get('token') ?? '');
      expect(signup.body.user_id).not.toBe(owner.userId);
      expect(signup.body.user.emails).toEqual([]);
    });

    it('brings a denied consent back to the login redirect URL as oauth_access_denied', async () => {
      const landing = await roundTrip(t, 'oidc', 'ada', { cancel: true });
      expect(landing.origin + landing.pathname).toBe('https://host.example/authenticate');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        stytch_token_type: 'oauth',
        error_type: 'oauth_access_denied',
        error_message: ERROR_CATALOGUE.oauth_access_denied.message,
      });
    });

    it('never hands the provider’s error_description to the host page, and logs it instead', async () => {
      const start = await startSignIn(t, 'oidc');
      const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const description = '<img src=x onerror=alert(1)> Call +1 555 0100 to restore your account';
      const callback = new URL(CALLBACK);
      callback.search = new URLSearchParams({
        state,
        error: 'server_error',
        error_description: description,
      }).toString();
      const response = await t.app.request(callback.pathname + callback.search, {
        headers: { cookie: cookiesFrom(start) },
      });
      // The callback URL must not follow the browser to the host page as a Referer, nor be cached.
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const landing = new URL(response.headers.get('location') ?? '');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        stytch_token_type: 'oauth',
        error_type: 'oauth_provider_error',
        error_message: ERROR_CATALOGUE.oauth_provider_error.message,
      });
      expect(t.logs.join('\n')).toContain('error="server_error" error_description="<img src=x onerror=alert(1)> Call');
    });

    it('refuses a tampered state, and a state used once already', async () => {
      const start = await startSignIn(t, 'oidc');
      const callback = await signInAtProvider(start.headers.get('location') ?? '', {
        accountId: 'ada',
        stopAt: CALLBACK,
      });
      const tampered = new URL(callback);
      tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      const sameBrowser = { headers: { cookie: cookiesFrom(start) } };
      const refused = await t.app.request(tampered.pathname + tampered.search, sameBrowser);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error_type: 'oauth_state_mismatch' });

      expect((await t.app.request(callback.pathname + callback.search, sameBrowser)).status).toBe(302);
      const replay = await t.app.request(callback.pathname + callback.search, sameBrowser);
      expect(await replay.json()).toMatchObject({ error_type: 'oauth_state_mismatch' });
    });

    it('refuses a token used once already, and one past its lifetime', async () => {
      const landing = await roundTrip(t, 'oidc', 'ada');
      const token = landing.searchParams.get('token') ?? '';
      expect((await exchange(token)).status).toBe(200);
      expect((await exchange(token)).body.error_type).toBe('oauth_token_already_used');

      const late = await roundTrip(t, 'oidc', 'ada');
      t.clock.advance(minutes(OAUTH_TOKEN_LIFETIME_MINUTES) + 1);
      expect((await exchange(late.searchParams.get('token') ?? '')).body.error_type).toBe('oauth_token_expired');
      expect((await exchange('oauth-token-unknown')).body.error_type).toBe('oauth_token_not_found');
    });
  });
});
