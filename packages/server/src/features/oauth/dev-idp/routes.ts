import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { SIGN_IN_PAGE_CSP } from '../../../http/content-security-policy.ts';
import { isCatalogueProvider, PROVIDER_CATALOGUE } from '../providers/catalogue.ts';
import { DEV_IDP_PATH } from './constants.ts';
import { encodeAccountId } from './identity.ts';
import { renderDevSignInPage } from './page.ts';

type DevIdpEnv = { Bindings: Partial<HttpBindings> };

/**
 * Development mode's identity provider at /dev/idp: the sign-in page is Foyer's own, the protocol
 * endpoints are oidc-provider's, handed the Node request as it arrived. Needs the Node server
 * (@hono/node-server); app.ts mounts it in development mode only.
 */
export function devIdpRoutes(deps: AppDeps) {
  // oidc-provider is loaded on the first dev sign-in, never at start nor in production: it is a
  // development-only dependency, which a production install (npm install --omit=dev) leaves out.
  let provider: Promise<Provider> | null = null;
  const getProvider = () => {
    provider ??= import('./provider.ts').then(
      (module) => module.createDevIdentityProvider(deps),
      (error: unknown) => {
        provider = null; // installed later, it is found without a restart
        throw isOidcProviderMissing(error) ? new ApiError('oauth_provider_not_configured', MISSING_MESSAGE) : error;
      },
    );
    return provider;
  };
  const routes = new Hono<DevIdpEnv>();
  const node = (c: { env: Partial<HttpBindings> }) => {
    const { incoming, outgoing } = c.env;
    if (!incoming || !outgoing)
      throw new ApiError('not_found', 'The development identity provider needs the Node server.');
    atPublicUrl(incoming, deps.config.publicUrl);
    return { req: incoming, res: outgoing };
  };

  routes.get(`${DEV_IDP_PATH}/interaction/:uid`, async (c) => {
    const { req, res } = node(c);
    const details = await (await getProvider()).interactionDetails(req, res);
    const base = `${DEV_IDP_PATH}/interaction/${encodeURIComponent(details.uid)}`;
    const html = renderDevSignInPage({
      provider: providerName(details.params.foyer_provider),
      loginAction: `${base}/login`,
      abortAction: `${base}/abort`,
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', SIGN_IN_PAGE_CSP);
    return c.html(html);
  });

  routes.post(`${DEV_IDP_PATH}/interaction/:uid/login`, async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    if (!email.includes('@')) throw new ApiError('bad_request', 'Type an email address.');
    const { req, res } = node(c);
    await (await getProvider()).interactionFinished(
      req,
      res,
      { login: { accountId: encodeAccountId(email) } },
      {
        mergeWithLastSubmission: false,
      },
    );
    return RESPONSE_ALREADY_SENT;
  });

  routes.post(`${DEV_IDP_PATH}/interaction/:uid/abort`, async (c) => {
    const { req, res } = node(c);
    await (await getProvider()).interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the development sign-in.' },
      { mergeWithLastSubmission: false },
    );
    return RESPONSE_ALREADY_SENT;
  });

  // Everything else is the OpenID protocol: discovery, authorization, token, JWKS, userinfo.
  routes.all(`${DEV_IDP_PATH}/*`, async (c) => {
    const { req, res } = node(c);
    // What app.ts's securityHeaders sets on Hono's answers, for the answers oidc-provider writes itself.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // A body sent without Content-Length was read (and capped) by the body limit; oidc-provider
    // takes a request body already read from req.body.
    if (!req.readable && c.req.raw.body) {
      (req as typeof req & { body?: Buffer }).body = Buffer.from(await c.req.arrayBuffer());
    }
    // oidc-provider routes relative to its mount point, as Express's app.use(prefix) would give it,
    // and finds the mount point (for the URLs it writes) from originalUrl.
    const original = req.url ?? '/';
    (req as typeof req & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(DEV_IDP_PATH.length) || '/';
    (await getProvider()).callback()(req, res);
    return RESPONSE_ALREADY_SENT;
  });
  return routes;
}

/**
 * oidc-provider writes its endpoints' URLs from the request's scheme and host (Koa, trusting
 * X-Forwarded-*). Behind a TLS front that sends no X-Forwarded-Proto they came out http, and OAuth
 * start failed with 500 on the insecure discovery; a forged X-Forwarded-Host would move them. The
 * issuer is FOYER_PUBLIC_URL, so every URL the provider writes is built on it.
 */
function atPublicUrl(req: HttpBindings['incoming'], publicUrl: string): void {
  const url = new URL(publicUrl);
  req.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  req.headers['x-forwarded-host'] = url.host;
}

const MISSING_MESSAGE =
  'The development identity provider needs the oidc-provider package, which this install left out (it is a development dependency of @foyer/server). Run `npm install oidc-provider` to sign in with made-up identities, or configure a real OAuth provider.';

/** Whether an import failed because the oidc-provider package is not installed (loaders may wrap Node's error). */
function isOidcProviderMissing(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && current.message.includes("'oidc-provider'")) return true;
  }
  return false;
}

function providerName(value: unknown): string {
  return typeof value === 'string' && isCatalogueProvider(value)
    ? PROVIDER_CATALOGUE[value].displayName
    : 'an OpenID provider';
}
