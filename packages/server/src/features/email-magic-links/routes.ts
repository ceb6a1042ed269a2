import { MagicLinksAuthenticateRequest, MagicLinksLoginOrCreateRequest } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { OpenAPIHono } from '@hono/zod-openapi';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { AuthenticateResponse, jsonRoute, OkResponse } from '../../http/route-helpers.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { withErrorTypes } from '../docs/error-types.ts';
import { authenticateMagicLink, loginOrCreate } from './service.ts';

const loginOrCreateRoute = withErrorTypes(
  jsonRoute({
    path: SDK_PATHS.magicLinksEmailLoginOrCreate,
    tag: 'Magic links',
    summary: 'Email a login link to an existing user, or create the user and email a signup link',
    body: MagicLinksLoginOrCreateRequest,
    response: OkResponse,
  }),
  [
    'invalid_email',
    'redirect_url_not_allowed',
    'no_redirect_url_configured',
    'template_not_found',
    'too_many_requests',
    'bad_request',
  ],
);

const authenticateRoute = withErrorTypes(
  jsonRoute({
    path: SDK_PATHS.magicLinksAuthenticate,
    tag: 'Magic links',
    summary: 'Exchange a magic link token for a session (each link works once)',
    body: MagicLinksAuthenticateRequest,
    response: AuthenticateResponse,
  }),
  ['magic_link_not_found', 'magic_link_expired', 'magic_link_already_used', 'bad_request'],
);

/** SDK routes of email magic links. */
export function emailMagicLinkRoutes(deps: AppDeps) {
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(loginOrCreateRoute, async (c) => {
      await loginOrCreate(deps, {
        project: c.get('project'),
        request: c.req.valid('json'),
        clientAddress: clientAddress(c, trustedProxies),
      });
      // Deliberately nothing about the user: the answer is the same whether the account existed.
      return c.json({ status_code: 200, request_id: c.get('requestId') }, 200);
    })
    .openapi(authenticateRoute, async (c) => {
      const signedIn = await authenticateMagicLink(deps, { project: c.get('project'), request: c.req.valid('json') });
      return c.json({ status_code: 200, request_id: c.get('requestId'), ...signedIn }, 200);
    });
}
