/**
 * The e2e suite's identity provider, run as a Playwright webServer on 127.0.0.1: a real OpenID
 * provider (oidc-provider, PKCE required, its development login and consent pages) for the OAuth
 * specs, and for the One Tap specs a stand-in for Google's client script with a local JWKS.
 */
// First, so it is in place before oidc-provider's import prints its runtime warning.
import './expected-warnings.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { APP_ORIGIN, GENERIC_CLIENT, GOOGLE_CLIENT, OIDC_ISSUER, OIDC_PORT, ONE_TAP_ISSUER } from './oauth-ports.ts';

const callback = `${APP_ORIGIN}/v1/public/oauth/callback`;
const lastAuthorization = new Map<string, Record<string, string>>();

const provider = new Provider(OIDC_ISSUER, {
  clients: [
    { ...GENERIC_CLIENT, redirect_uris: [callback], token_endpoint_auth_method: 'client_secret_basic' },
    { ...GOOGLE_CLIENT, redirect_uris: [callback], token_endpoint_auth_method: 'client_secret_post' },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile', 'e2e.extra'],
  pkce: { required: () => true },
  // The login typed on the development page is the account: an email, verified.
  findAccount: (_ctx: unknown, id: string) => ({
    accountId: id,
    claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
  }),
});

const keys = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'one-tap-e2e', alg: 'RS256', use: 'sig' }] };
const standInScript = readFileSync(new URL('./one-tap-stand-in.js', import.meta.url), 'utf8');

/** Signs a credential as Google would hand it to the page (test controls: aud, expiry, nonce). */
function credential(query: URLSearchParams): Promise<string> {
  const expiresIn = Number(query.get('expires_in') ?? 3600);
  const now = Math.floor(Date.now() / 1000);
  const nonce = query.get('nonce');
  return new SignJWT({
    email: query.get('email'),
    email_verified: true,
    name: query.get('name') ?? 'One Tap User',
    ...(nonce ? { nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'one-tap-e2e' })
    .setIssuer(ONE_TAP_ISSUER)
    .setAudience(query.get('aud') ?? '')
    .setSubject(`one-tap-${query.get('email')}`)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(keys.privateKey);
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', OIDC_ISSUER);
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Kept by client, and by client and login_hint: a test that sends one reads its own request even
  // while another test (the same journey on the Preact demo) starts one for the same client.
  const authorizationKey = () =>
    [url.searchParams.get('client_id') ?? '', url.searchParams.get('login_hint')].filter(Boolean).join(' ');
  if (url.pathname === '/auth') {
    lastAuthorization.set(url.searchParams.get('client_id') ?? '', Object.fromEntries(url.searchParams));
    lastAuthorization.set(authorizationKey(), Object.fromEntries(url.searchParams));
  }
  if (url.pathname === '/test/last-authorization') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(lastAuthorization.get(authorizationKey()) ?? null));
    return;
  }
  if (url.pathname === '/one-tap/client.js') {
    res.setHeader('content-type', 'text/javascript');
    res.end(standInScript);
    return;
  }
  if (url.pathname === '/one-tap/jwks') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(jwks));
    return;
  }
  if (url.pathname === '/one-tap/credential') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ credential: await credential(url.searchParams) }));
    return;
  }
  provider.callback()(req, res);
}).listen(OIDC_PORT, '127.0.0.1', () => console.log(`e2e identity provider at ${OIDC_ISSUER}`));
