import { UserResponse } from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requireSignedInUser } from '../sessions/service.ts';
import { backendUserCrudRoutes } from './backend-routes.ts';
import { backendUserFactorRoutes } from './factor-routes.ts';
import { backendUserSearchRoutes } from './search.ts';

const me = sdkRoute('usersMe', {
  method: 'get',
  tag: 'Users',
  summary: 'The signed-in user (the session token travels in the Authorization header)',
  response: UserResponse,
  errors: ['missing_session', 'session_not_found'],
});

/** SDK routes of users: the browser reading its own user. */
export function sdkUserRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(me, async (c) => {
    const project = c.get('project');
    const sessionToken = c.get('sessionToken');
    if (!sessionToken) throw new ApiError('missing_session');
    // The session and its user in one statement (one round trip on PostgreSQL).
    const { user } = await requireSignedInUser(deps, { project, sessionToken });
    return ok(c, { user });
  });
}

/** Backend routes of users (/v1/users…): one user, the search, and deleting one factor. */
export function backendUserRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', backendUserSearchRoutes(deps))
    .route('/', backendUserFactorRoutes(deps))
    .route('/', backendUserCrudRoutes(deps));
}
