import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/**
 * Bootstrap names its project in the path (`/projects/bootstrap/{public_token}`, as Stytch's API
 * does), so a page or a plain `fetch` may call it without an Authorization header. Mounted on that
 * route alone (app.ts), before sdkAuth, which then resolves the project from this token.
 */
export const publicTokenInPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('publicTokenInPath', c.req.param('public_token'));
  await next();
};
