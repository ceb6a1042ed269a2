import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminGuard } from './guard.ts';
import { adminMessageRoutes } from './message-routes.ts';
import { adminOpenApiDocument } from './openapi.ts';
import { adminOperatorPasskeyRoutes } from './operator-passkeys/routes.ts';
import { adminOperatorRoutes } from './operator-routes.ts';
import { adminOverviewRoutes } from './overview-routes.ts';
import { adminProjectRoutes } from './project-routes.ts';
import { adminProjectUserRoutes, PROJECT_SCOPE } from './project-user-routes.ts';
import { ADMIN_PREFIX, RouteTable } from './route-table.ts';
import { adminSecretRoutes } from './secret-routes.ts';
import { adminSessionRoutes } from './session-routes.ts';
import { adminSigningKeyRoutes } from './signing-key-routes.ts';
import { adminTemplatePreviewRoutes } from './template-preview-routes.ts';
import { adminWebhookRoutes } from './webhook-routes.ts';

/**
 * The admin API, /admin/v1/…: always mounted, and answering 401 to any call without an operator's
 * admin token or console session (so it exposes nothing until `foyer operators` makes an operator).
 * Returns the app to mount at ADMIN_PREFIX and the route table (the role walk test reads it).
 */
export function createAdminApi(deps: AppDeps) {
  const table = new RouteTable();
  const admin = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  admin.use('*', adminGuard(deps, table));
  admin.route('/', adminSessionRoutes(deps, table));
  admin.route('/', adminOperatorPasskeyRoutes(deps, table));
  admin.route('/', adminProjectRoutes(deps, table));
  admin.route('/', adminSecretRoutes(deps, table));
  admin.route('/', adminSigningKeyRoutes(deps, table));
  admin.route('/', adminOperatorRoutes(deps, table));
  admin.route('/', adminAuditRoutes(deps, table));
  admin.route('/', adminOverviewRoutes(deps, table));
  admin.route('/', adminMessageRoutes(deps, table));
  admin.route('/', adminTemplatePreviewRoutes(deps, table));
  admin.route('/', adminWebhookRoutes(deps, table));
  admin.route(PROJECT_SCOPE.replace('{project_id}', ':project_id'), adminProjectUserRoutes(deps, table));

  // The document describes this API alone (/openapi.json describes the SDK and backend APIs).
  let document: ReturnType<typeof adminOpenApiDocument> | null = null;
  const openapi = new Hono<AppEnv>();
  openapi.get('/openapi.json', (c) => {
    document ??= adminOpenApiDocument(admin, deps.config.publicUrl);
    return c.json(document);
  });
  table.add('get', '/openapi.json', 'public');

  // Mounted through a plain Hono so the admin routes stay out of the public API's document.
  const mount = new Hono<AppEnv>();
  mount.route('/', openapi);
  mount.route('/', admin);
  return { app: mount, table, prefix: ADMIN_PREFIX };
}
