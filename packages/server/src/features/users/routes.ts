import { UserResponse } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute, sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { loadUser } from '../../store/users.ts';
import { requireLiveSession } from '../sessions/service.ts';

const me = sdkRoute('usersMe', {
  method: 'get',
  tag: 'Users',
  summary: 'The signed-in user (the session token travels in the Authorization header)',
  response: UserResponse,
  errors: ['missing_session', 'session_not_found'],
});

const byId = backendRoute('user', {
  method: 'get',
  tag: 'Backend: users',
  summary: 'A user of the project, by id',
  params: z.object({ user_id: z.string().max(128) }),
  response: UserResponse,
  errors: ['unauthorized_credentials', 'user_not_found'],
});

/** SDK routes of users: the browser reading its own user. */
export function sdkUserRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(me, async (c) => {
    const project = c.get('project');
    const sessionToken = c.get('sessionToken');
    if (!sessionToken) throw new ApiError('missing_session');
    const { userId } = await requireLiveSession(deps, { project, sessionToken });
    // The session row references its user (ON DELETE CASCADE), so a live session has a user.
    const user = await loadUser(deps.db, project.projectId, userId);
    if (!user) throw new ApiError('session_not_found');
    return ok(c, { user });
  });
}

/** Backend routes of users: a host server reading any user of its project. */
export function backendUserRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(byId, async (c) => {
    // loadUser filters by project, so another project's user is simply not found.
    const user = await loadUser(deps.db, c.get('project').projectId, c.req.valid('param').user_id);
    if (!user) throw new ApiError('user_not_found');
    return ok(c, { user });
  });
}
