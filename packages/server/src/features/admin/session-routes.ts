import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { createOperatorSession, redeemInvite, revokeOperatorSession } from '../../store/operators.ts';
import { adminRoute } from './admin-route.ts';
import { clearConsoleCookie, readConsoleCookie, setConsoleCookie } from './console-cookie.ts';
import { actorOf, setActor } from './env.ts';
import { ROLE_PERMISSIONS } from './roles.ts';
import type { RouteTable } from './route-table.ts';

/**
 * POST /operator_sessions: spends a console invitation (from `foyer operators invite` or an admin)
 * and opens a console session: the cookie (HttpOnly, SameSite=Strict) and, in the answer, the CSRF
 * token the console sends in X-Foyer-CSRF on every call. The one admin route with no operator yet.
 */
export function adminSessionRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = adminRoute(table, {
    method: 'post',
    path: '/operator_sessions',
    requirement: 'public',
    tag: 'Admin: console sessions',
    summary:
      'Spends a one-time console invitation (24 hours) and opens a console session: sets the session cookie and answers the CSRF token',
    body: z.object({ invite_token: z.string().min(1).max(200) }).strict(),
    errors: ['operator_invite_invalid', 'bad_request'],
  });
  app.openapi(route, async (c) => {
    const operator = await redeemInvite(deps.db, deps.clock, c.req.valid('json').invite_token);
    if (!operator) throw new ApiError('operator_invite_invalid');
    setActor(c, { operator, tokenName: null });
    const session = await createOperatorSession(deps.db, deps.clock, operator.operator_id);
    setConsoleCookie(c, deps, session.token);
    c.header('Cache-Control', 'no-store');
    return ok(c, {
      operator: { operator_id: operator.operator_id, email: operator.email, role: operator.role },
      csrf_token: session.csrfToken,
      expires_at: new Date(session.expiresAt).toISOString(),
    });
  });

  const signOut = adminRoute(table, {
    method: 'delete',
    path: '/operator_sessions/current',
    requirement: 'read',
    tag: 'Admin: console sessions',
    summary:
      'Signs the console out: its session is revoked at once and its cookie cleared (an admin token is unaffected)',
    errors: ['admin_credentials_required', 'csrf_token_mismatch'],
  });
  const current = adminRoute(table, {
    method: 'get',
    path: '/operator_sessions/current',
    requirement: 'read',
    tag: 'Admin: console sessions',
    summary:
      'The operator signed in (or the admin token’s operator): their email, role and the permissions it grants, which the console shows and disables by',
    errors: ['admin_credentials_required', 'csrf_token_mismatch'],
  });
  app.openapi(current, (c) => {
    const { operator } = actorOf(c) ?? {};
    if (!operator) throw new ApiError('admin_credentials_required');
    // What the role may do, so the console disables what the API would refuse without a copy of the table.
    const permissions = [...ROLE_PERMISSIONS[operator.role]];
    return ok(c, {
      operator: { operator_id: operator.operator_id, email: operator.email, role: operator.role },
      permissions,
    });
  });

  app.openapi(signOut, async (c) => {
    const cookie = readConsoleCookie(c, deps);
    const ended = cookie !== null && (await revokeOperatorSession(deps.db, deps.clock, cookie));
    if (ended) clearConsoleCookie(c, deps);
    return ok(c, { ended });
  });
  return app;
}
