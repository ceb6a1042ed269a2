import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account the test provider can sign in, by id. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for server tests, with its built-in
 * development login pages, PKCE required, consent implied, and accounts the test defines.
 * Records every authorization request it receives.
 */
export async function startTestOidcProvider(clients: TestClient[]) {
  const accounts = new Map<string, TestAccount>();
  const authorizationRequests: URL[] = [];
  let provider: Provider | null = null;
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/auth')) authorizationRequests.push(new URL(req.url, issuer));
    provider?.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: [c.redirect_uri],
      token_endpoint_auth_method: c.token_endpoint_auth_method ?? 'client_secret_basic',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'extra.scope'],
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string } } }) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId || !provider) return undefined;
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile extra.scope');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'picture']);
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    accounts,
    authorizationRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startTestOidcProvider>>;

/**
 * Plays the browser at the provider: follows redirects with a cookie jar, signs in as `accountId`
 * on the development login page (or cancels there), and stops at the first redirect to `stopAt`.
 * @returns that redirect's URL (the Foyer callback with code and state, or with an error).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  options: { accountId: string; stopAt: string; cancel?: boolean },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(options.stopAt)) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const uid = url.pathname.match(/\/interaction\/([^/]+)/)?.[1];
    if (!uid) throw new Error(`unexpected page at ${url}: ${response.status} ${html.slice(0, 200)}`);
    if (options.cancel) {
      url = new URL(`/interaction/${uid}/abort`, url);
      init = { method: 'GET' };
    } else {
      url = new URL(`/interaction/${uid}`, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: options.accountId, password: 'any' }).toString(),
      };
    }
  }
  throw new Error('too many redirects at the provider');
}
