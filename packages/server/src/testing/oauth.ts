import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ProjectConfig } from '../config/project-settings.ts';
import { pkceChallengeOf } from '../security/pkce.ts';
import { upsertProject } from '../store/projects.ts';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { createTestContext, type TestContext, testProjectConfig } from './test-context.ts';

export const CALLBACK = 'https://auth.host.example/v1/public/oauth/callback';
export const GENERIC_CLIENT = { client_id: 'foyer-generic', client_secret: 'generic-secret-value' };
export const GOOGLE_CLIENT = { client_id: 'foyer-google', client_secret: 'google-secret-value' };

/** The test project with the generic provider and Google (by endpoint overrides) at `provider`. */
export function oauthProjectConfig(provider: TestOidcProvider): ProjectConfig {
  const { issuer } = provider;
  return {
    ...testProjectConfig,
    oauth: {
      use_development_provider: true,
      providers: {
        oidc: { issuer, ...GENERIC_CLIENT, token_endpoint_auth_method: 'client_secret_basic' },
        google: {
          ...GOOGLE_CLIENT,
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/me`,
          jwks_uri: `${issuer}/jwks`,
        },
      },
      one_tap: {
        google_client_id: GOOGLE_CLIENT.client_id,
        jwks_url: `${issuer}/jwks`,
        issuer,
        script_url: 'https://accounts.google.com/gsi/client',
      },
    },
  };
}

/** A test context whose project signs in through a real OpenID provider on 127.0.0.1. */
export async function createOAuthTestContext() {
  const provider = await startTestOidcProvider([
    { ...GENERIC_CLIENT, redirect_uri: CALLBACK },
    { ...GOOGLE_CLIENT, redirect_uri: CALLBACK, token_endpoint_auth_method: 'client_secret_post' },
  ]);
  const t = await createTestContext();
  await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
  return { t, provider, close: async () => Promise.all([t.close(), provider.close()]) };
}

export type OAuthTestContext = Awaited<ReturnType<typeof createOAuthTestContext>>;

/**
 * For a describe block of OAuth tests: before each test a fresh createOAuthTestContext, handed to
 * `use` (to keep its parts and add provider accounts), closed after the test.
 *
 * @example
 * let t: TestContext;
 * oauthContext((context) => { t = context.t; });
 */
export function oauthContext(use: (context: OAuthTestContext) => void): void {
  let close: (() => Promise<unknown>) | undefined;
  beforeEach(async () => {
    const context = await createOAuthTestContext();
    close = context.close;
    use(context);
  });
  afterEach(() => close?.());
}

export const ONE_TAP_CLIENT_ID = 'one-tap-client.apps.example';
export const ONE_TAP_ISSUER = 'https://issuer.test';

/** A stand-in for Google's key set: a real RS256 key served as a JWKS on 127.0.0.1. */
async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  return { url, privateKey, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * For a file of Google One Tap tests: Google's keys served for the whole file, the project's oauth
 * settings that trust them, and credentials signed as Google signs them.
 */
export function oneTapContext() {
  let keys: Awaited<ReturnType<typeof startGoogleKeys>> | undefined;
  beforeAll(async () => {
    keys = await startGoogleKeys();
  });
  afterAll(() => keys?.close());
  const current = () => {
    if (!keys) throw new Error('oneTapContext(): its keys exist inside tests only');
    return keys;
  };
  return {
    /** The project's oauth settings: One Tap on with this client id, these keys, `scriptUrl`. */
    oauth: (scriptUrl = 'https://host.example/gsi.js'): ProjectConfig['oauth'] => ({
      use_development_provider: true,
      providers: {},
      one_tap: {
        google_client_id: ONE_TAP_CLIENT_ID,
        jwks_url: current().url,
        issuer: ONE_TAP_ISSUER,
        script_url: scriptUrl,
      },
    }),
    /** Signs as Google does (its key, header and issuer); the caller sets the claims, audience, subject and times. */
    sign: (jwt: SignJWT) =>
      jwt.setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer(ONE_TAP_ISSUER).sign(current().privateKey),
  };
}

/**
 * GET the start URL as the SDK's page would: with the code_challenge of the context's browser
 * verifier (unless `query` sets one, or sets it to '' for none); answers the response.
 */
export function startSignIn(t: TestContext, provider: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({
    public_token: testProjectConfig.public_token,
    code_challenge: pkceChallengeOf(t.browserVerifier),
    ...query,
  });
  if (params.get('code_challenge') === '') params.delete('code_challenge');
  return t.app.request(`/v1/public/oauth/${provider}/start?${params}`);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * The whole browser round trip: start, sign in at the provider as `accountId`, back to Foyer's
 * callback; answers where the callback redirects (the host's redirect URL).
 */
export async function roundTrip(
  t: TestContext,
  provider: string,
  accountId: string,
  options: { query?: Record<string, string>; cancel?: boolean } = {},
): Promise<URL> {
  const start = await startSignIn(t, provider, options.query);
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const callback = await signInAtProvider(start.headers.get('location') ?? '', {
    accountId,
    stopAt: CALLBACK,
    cancel: options.cancel ?? false,
  });
  // The same browser comes back: it carries the state cookie the start set.
  const response = await t.app.request(callback.pathname + callback.search, {
    headers: { cookie: cookiesFrom(start) },
  });
  if (response.status !== 302) throw new Error(`callback answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}
