import { BACKEND_PREFIX, SDK_PREFIX } from '@foyer/protocol/paths';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/env.ts';

/** The generated document, as @hono/zod-openapi types it. */
export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** Security scheme name of SDK calls (public token and session token, HTTP Basic). */
export const PUBLIC_TOKEN_SCHEME = 'publicToken';
/** Security scheme name of backend calls (project id and secret, HTTP Basic). */
export const PROJECT_SECRET_SCHEME = 'projectSecret';

const securitySchemes = {
  [PUBLIC_TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'basic',
    description:
      'SDK calls from the browser: HTTP Basic with the project’s public token as user name and the session token as password (the public token again when signed out). The page’s Origin must be one of the project’s authorized origins.',
  },
  [PROJECT_SECRET_SCHEME]: {
    type: 'http',
    scheme: 'basic',
    description: 'Host backends: HTTP Basic with the project id as user name and the project secret as password.',
  },
} as const;

/**
 * Which credentials a path needs, by where it is mounted (the auth middleware sits on the mount,
 * not on each route). Bootstrap names the project in its path; the JWKS and the public OAuth start
 * need nothing.
 */
function securityFor(path: string): Array<Record<string, string[]>> {
  if (path.startsWith(`${SDK_PREFIX}/`)) return path.includes('{public_token}') ? [] : [{ [PUBLIC_TOKEN_SCHEME]: [] }];
  if (path.startsWith(`${BACKEND_PREFIX}/`) && !path.startsWith(`${BACKEND_PREFIX}/public/`)) {
    return [{ [PROJECT_SECRET_SCHEME]: [] }];
  }
  return [];
}

/**
 * The OpenAPI 3.1 document of every route registered on `app` (SDK and backend sub-apps included:
 * OpenAPIHono merges a mounted app's routes with their prefix), with the two Basic-auth schemes and
 * each operation's security requirement.
 */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, options: { serverUrl: string }): OpenApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Foyer API',
      version: '1.0.0',
      description:
        'The Foyer auth server. SDK routes under /sdk/v1 are called by the browser SDK; backend routes under /v1 by host servers. Every response is JSON with status_code and request_id; errors add error_type and error_message.',
    },
    servers: [{ url: options.serverUrl }],
  });
  document.components = { ...document.components, securitySchemes: { ...securitySchemes } };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation) operation.security = securityFor(path);
    }
  }
  return document;
}
