import { BACKEND_PATHS } from '@foyer/protocol/paths';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { findProjectById } from '../../store/projects.ts';
import { backendMagicLinkRoutes } from '../email-magic-links/backend-routes.ts';
import { backendSessionRoutes } from '../sessions/backend-routes.ts';
import { backendTotpRoutes } from '../totps/backend-routes.ts';
import { backendUserRoutes } from '../users/routes.ts';
import { noteAudit } from './env.ts';
import type { Requirement, RouteTable } from './route-table.ts';

/** Where a project's users and sessions are, under the admin API. */
export const PROJECT_SCOPE = '/projects/{project_id}';

/**
 * Not mirrored: authenticating a session token or a login link's token signs someone in (a fresh
 * session or JWT), and login_or_create makes users from an email; that is the host backend's
 * business, never an operator's. A login link sent to a user's own address (send, invite) is how
 * support resends a verification. Of authenticator apps only the removal is mirrored (a user who
 * lost their phone): making one, checking a code or spending a recovery code is the user's own doing.
 */
const NOT_MIRRORED = new Set([
  `POST ${BACKEND_PATHS.sessionsAuthenticate}`,
  `POST ${BACKEND_PATHS.magicLinksAuthenticate}`,
  `POST ${BACKEND_PATHS.magicLinksEmailLoginOrCreate}`,
  `POST ${BACKEND_PATHS.totpsCreate}`,
  `POST ${BACKEND_PATHS.totpsAuthenticate}`,
  `POST ${BACKEND_PATHS.totpsRecoveryCodes}`,
  `POST ${BACKEND_PATHS.totpsRecover}`,
]);

/**
 * The audit row's user and session when a call names them in its body rather than its path
 * (sessions/revoke_all's user_id, sessions/revoke's session_id), so the log finds the action by
 * its user. Hono keeps the parsed body for the route's own validation.
 */
async function noteBodyTargets(c: Context): Promise<void> {
  if (c.req.method !== 'POST' || !c.req.header('content-type')?.includes('application/json')) return;
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);
  const userId = text(body.user_id);
  const sessionId = text(body.session_id);
  if (userId) noteAudit(c, { userId });
  if (sessionId) noteAudit(c, { targetId: sessionId });
}

/** Reads (GET, and the users search) need `read`; every other call changes a user or session. */
function requirementOf(method: string, path: string): Requirement {
  return method === 'GET' || path === BACKEND_PATHS.usersSearch ? 'read' : 'users.manage';
}

/**
 * A project's users and sessions, as the backend API serves them to the project's own host (the
 * same search filters, user answers with every factor, metadata edits, factor removal, deletion,
 * session lists with address, user agent and last use, revocation, a login link to the user's email), under
 * /admin/v1/projects/{project_id}/…, for an operator instead of the project's secret.
 */
export function adminProjectUserRoutes(deps: AppDeps, table: RouteTable) {
  const scoped = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  scoped.use('*', async (c, next) => {
    const projectId = decodeURIComponent(/\/projects\/([^/]+)\//.exec(c.req.path)?.[1] ?? '');
    const project = await findProjectById(deps.db, deps.clock, projectId);
    if (!project) throw new ApiError('project_not_found');
    c.set('project', project);
    c.set('sessionToken', null);
    await noteBodyTargets(c);
    await next();
  });
  scoped.route('/', backendUserRoutes(deps));
  scoped.route('/', backendSessionRoutes(deps));
  scoped.route('/', backendMagicLinkRoutes(deps));
  scoped.route('/', backendTotpRoutes(deps));
  for (const route of scoped.routes) {
    if (route.method === 'ALL' || NOT_MIRRORED.has(`${route.method} ${route.path}`)) continue;
    table.add(route.method, `${PROJECT_SCOPE}${route.path}`, requirementOf(route.method, route.path));
  }
  return scoped;
}
