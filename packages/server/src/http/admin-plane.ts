import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.ts';

/** The admin plane's paths: the console, the admin API and the Prometheus scrape. */
const ADMIN_PLANE = [/^\/console(\/|$)/, /^\/admin(\/|$)/, /^\/metrics\/?$/];

export const isAdminPlanePath = (path: string) => ADMIN_PLANE.some((pattern) => pattern.test(path));

// Requests that came in on the admin listener (FOYER_ADMIN_PORT), marked by its fetch below.
const fromAdminListener = new WeakSet<Request>();

/** The fetch of the admin listener: the same app, each request marked as the admin listener's. */
export function adminListenerFetch<E>(fetch: (request: Request, env?: E) => Response | Promise<Response>) {
  return (request: Request, env?: E) => {
    fromAdminListener.add(request);
    return fetch(request, env);
  };
}

/**
 * With FOYER_ADMIN_PORT set, the admin plane lives apart (as Kratos and Keycloak keep theirs): the
 * public listener answers 404 for /console, /admin/… and /metrics, as if they did not exist, and the
 * admin listener answers 404 for everything else. Without it (`enabled` false), one listener serves all.
 */
export function adminPlaneApart(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (enabled && isAdminPlanePath(c.req.path) !== fromAdminListener.has(c.req.raw)) throw new ApiError('not_found');
    await next();
  };
}
