import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/env.ts';
import { CSRF_HEADER } from './console-cookie.ts';
import { ADMIN_PREFIX } from './route-table.ts';

/** The admin API's own OpenAPI 3.1 document, with its two ways in. */
export function adminOpenApiDocument(admin: OpenAPIHono<AppEnv>, publicUrl: string) {
  const document = admin.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Foyer admin API',
      version: '1.0.0',
      description:
        'Operators run Foyer through this API (and the console, its client). Every call but the invitation’s redemption needs an operator, whose role is checked on every route; every call an operator makes, refused ones included, lands in the audit log.',
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, '')}${ADMIN_PREFIX}` }],
  });
  document.components = {
    ...document.components,
    securitySchemes: {
      adminToken: {
        type: 'http',
        scheme: 'bearer',
        description: 'An admin token from `foyer operators token` or POST /operators/{operator_id}/tokens.',
      },
      consoleSession: {
        type: 'apiKey',
        in: 'cookie',
        name: '__Host-foyer_operator',
        description: `The console’s session cookie, with the session’s CSRF token in the ${CSRF_HEADER} header on every call.`,
      },
    },
  };
  document.security = [{ adminToken: [] }, { consoleSession: [] }];
  return document;
}
