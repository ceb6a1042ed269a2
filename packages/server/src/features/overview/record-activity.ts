import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { routeTemplate, SIGN_INS, SIGN_UPS } from '../../http/request-metrics.ts';
import { countAuthActivity, isFirstSession } from '../../store/auth-activity.ts';

/** How long after a user row is made its first session still counts as the sign-up (a sign-up link lives at most 7 days). */
export const SIGN_UP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Middleware for the SDK and backend APIs: counts each answered sign-in call for the console's
 * overview, in the database so every instance shows the same figures. A call that proves a user
 * counts as a sign-up when it gives the user their first session (store/auth-activity.ts), else as
 * a sign-in, by the route's method; one that answers an intermediate session (MFA still to do)
 * counts nothing, as its second factor's call will; a refused one counts as a failure by its error_type. Counting never fails the
 * sign-in: a write that fails is logged.
 */
export function recordAuthActivity(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const route = routeTemplate(c);
    const method = SIGN_INS.get(route) ?? SIGN_UPS.get(route);
    const project = c.get('project');
    if (!method || !project) return;
    const at = deps.clock.now();
    try {
      if (c.res.status >= 400) {
        const reason =
          c.error instanceof ApiError ? c.error.type : c.res.status >= 500 ? 'internal_server_error' : 'bad_request';
        await countAuthActivity(deps.db, { project_id: project.projectId, kind: 'failure', method, reason, at });
        return;
      }
      const body = (await c.res.clone().json()) as { user_id?: unknown; intermediate_session_token?: unknown };
      if (typeof body.user_id !== 'string' || typeof body.intermediate_session_token === 'string') return;
      const first = await isFirstSession(deps.db, body.user_id, at, SIGN_UP_WINDOW_MS);
      const kind = first ? 'sign_up' : 'sign_in';
      await countAuthActivity(deps.db, { project_id: project.projectId, kind, method, reason: '', at });
    } catch (error) {
      deps.log(
        `overview: a ${method} sign-in was not counted: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
