import { PkceCodeChallenge } from '@foyer/protocol';
import { OAUTH_CALLBACK_PATH } from '@foyer/protocol/paths';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { assertProductEnabled } from '../../security/enabled-products.ts';
import { findProjectByPublicToken } from '../../store/projects.ts';
import { finishOAuth } from './callback.ts';
import { startOAuth } from './start.ts';
import { clearStateCookie, readStateCookie, setStateCookie } from './state-cookie.ts';

/**
 * Caps on what a start call may carry. The scopes are stored with the state row, so without a cap
 * each start could park kilobytes; the provider's parameters only travel in the redirect URL,
 * which browsers and providers cut at a few kilobytes. Google's longest scope URLs are ~70
 * characters, so 20 scopes in 1,024 characters and 10 parameters leave room for any real sign-in.
 */
export const OAUTH_START_CAPS = {
  customScopesChars: 1024,
  customScopes: 20,
  providerParamsChars: 2048,
  providerParams: 10,
} as const;

/** The start URL's query, as the SDK's oauth.startUrl writes it. */
const StartQuery = z.object({
  public_token: z.string().min(1).max(256),
  login_redirect_url: z.string().max(2048).optional(),
  signup_redirect_url: z.string().max(2048).optional(),
  custom_scopes: z.string().max(OAUTH_START_CAPS.customScopesChars, 'at most 1024 characters').optional(),
  provider_params: z.string().max(OAUTH_START_CAPS.providerParamsChars, 'at most 2048 characters').optional(),
  /** The browser's PKCE challenge (Stytch's parameter); oauth.authenticate then needs its verifier. */
  code_challenge: PkceCodeChallenge.optional(),
  /** Stytch's parameter: a token from the backend's oauth.attach, linking the account to its user. */
  oauth_attach_token: z.string().max(256).optional(),
});

const ProviderParams = z.record(z.string().max(128), z.string().max(1024));

/**
 * Browser navigations of OAuth, under /v1/public (no project secret: the public token names the
 * project): start, which redirects to the provider, and the callback the provider redirects back
 * to. app.ts mounts these before the backend API, whose middleware demands the secret.
 */
export function oauthPublicRoutes(deps: AppDeps) {
  const startLimit = (deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS).oauthStarts;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const routes = new Hono<AppEnv>();
  const publicPrefix = '/v1/public';

  routes.get(`${publicPrefix}/oauth/:provider/start`, async (c) => {
    // Each start stores a state row and needs no session: limited per client so a script cannot fill the table.
    await enforceClientLimit(deps, {
      scope: 'oauth-starts',
      clientAddress: clientAddress(c, trustedProxies),
      rule: startLimit,
      message: 'too_many_requests.signInStarts',
    });
    const parsed = StartQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError('bad_request', `The start URL is not valid: ${describeIssues(parsed.error)}.`);
    const query = parsed.data;
    const project = await findProjectByPublicToken(deps.db, deps.clock, query.public_token);
    if (!project) throw new ApiError('invalid_public_token');
    // Turned off in the console: answered in JSON like the start's other refusals, never sent to the provider.
    assertProductEnabled(project, 'oauth');
    const { location, state } = await startOAuth(deps, {
      project,
      provider: c.req.param('provider').toLowerCase(),
      loginRedirectUrl: query.login_redirect_url,
      signupRedirectUrl: query.signup_redirect_url,
      customScopes: parseCustomScopes(query.custom_scopes),
      providerParams: parseProviderParams(query.provider_params),
      codeChallenge: query.code_challenge ?? null,
      attachToken: query.oauth_attach_token || undefined,
    });
    setStateCookie(c, deps, state);
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 302);
  });

  routes.get(OAUTH_CALLBACK_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const params = new URL(c.req.url).searchParams;
    return c.redirect(await finishBoundOAuth(c, params), 302);
  });
  // Apple (response_mode=form_post) posts the callback as a form; answer with 303 so the browser GETs.
  routes.post(OAUTH_CALLBACK_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError('bad_request', 'The callback body is not a valid form (application/x-www-form-urlencoded).');
    });
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') params.set(name, value);
    c.header('Cache-Control', 'no-store');
    return c.redirect(await finishBoundOAuth(c, params), 303);
  });
  return routes;

  /** The callback, checked against the browser's state cookie, which it then clears. */
  async function finishBoundOAuth(c: Context<AppEnv>, params: URLSearchParams): Promise<string> {
    const state = params.get('state');
    const bound = readStateCookie(c, deps, state);
    try {
      return await finishOAuth(deps, params, bound, requestLocale(c));
    } finally {
      clearStateCookie(c, deps, state);
    }
  }
}

function parseCustomScopes(raw: string | undefined): string[] {
  const scopes = raw?.split(/\s+/).filter(Boolean) ?? [];
  if (scopes.length > OAUTH_START_CAPS.customScopes) {
    throw new ApiError('bad_request', `custom_scopes may name at most ${OAUTH_START_CAPS.customScopes} scopes.`);
  }
  return scopes;
}

function parseProviderParams(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError('bad_request', 'provider_params must be a JSON object of strings.');
  }
  const parsed = ProviderParams.safeParse(json);
  if (!parsed.success) throw new ApiError('bad_request', 'provider_params must be a JSON object of strings.');
  if (Object.keys(parsed.data).length > OAUTH_START_CAPS.providerParams) {
    throw new ApiError(
      'bad_request',
      `provider_params may hold at most ${OAUTH_START_CAPS.providerParams} parameters.`,
    );
  }
  return parsed.data;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ');
}
