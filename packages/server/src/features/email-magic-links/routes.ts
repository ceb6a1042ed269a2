import {
  AuthenticateResponse,
  MagicLinksAuthenticateRequest,
  MagicLinksLoginOrCreateRequest,
  OkResponse,
} from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { clientAddress } from '../../security/client-address.ts';
import { requireCodeChallenge } from '../../security/pkce.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { authenticateMagicLink, loginOrCreate } from './service.ts';

const loginOrCreateRoute = sdkRoute('magicLinksEmailLoginOrCreate', {
  tag: 'Magic links',
  summary: 'Email a login link to an existing user, or create the user and email a signup link',
  body: MagicLinksLoginOrCreateRequest,
  response: OkResponse,
  errors: [
    'invalid_email',
    'redirect_url_not_allowed',
    'no_redirect_url_configured',
    'template_not_found',
    'too_many_requests',
    'email_delivery_failed',
    'missing_pkce',
    'bad_request',
  ],
});

const authenticateRoute = sdkRoute('magicLinksAuthenticate', {
  tag: 'Magic links',
  summary: 'Exchange a magic link token for a session (each link works once)',
  body: MagicLinksAuthenticateRequest,
  response: AuthenticateResponse,
  errors: [
    'magic_link_not_found',
    'magic_link_expired',
    'magic_link_already_used',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'bad_request',
  ],
});

/** SDK routes of email magic links. */
export function emailMagicLinkRoutes(deps: AppDeps) {
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(loginOrCreateRoute, async (c) => {
      const request = c.req.valid('json');
      await loginOrCreate(deps, {
        project: c.get('project'),
        request,
        // Checked before anything else happens: a bare link from a browser is what fixation needs.
        codeChallenge: requireCodeChallenge(request.code_challenge),
        clientAddress: clientAddress(c, trustedProxies),
        locale: requestLocale(c),
      });
      // Deliberately nothing about the user: the answer is the same whether the account existed.
      return ok(c);
    })
    .openapi(authenticateRoute, async (c) => {
      const signedIn = await authenticateMagicLink(deps, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, c.req.valid('json')),
        project: c.get('project'),
        request: c.req.valid('json'),
      });
      return ok(c, signedIn);
    });
}
