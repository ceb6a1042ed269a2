import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { isAuthorizedOrigin } from '../config/local-origins.ts';
import { ApiError } from '../errors/api-error.ts';
import { findProjectByPublicToken } from '../store/projects.ts';
import type { Database } from '../store/schema.ts';
import { parseBasicAuth } from './basic-auth.ts';
import type { AppEnv } from './env.ts';

/**
 * SDK calls: `Authorization: Basic base64(public_token:session_token)`, the public token twice when
 * signed out. Resolves the project, checks the page's Origin against the project's authorized
 * origins, and exposes the session token (if any) to handlers.
 */
export function sdkAuth(
  db: Kysely<Database>,
  clock: Clock,
  mode: 'development' | 'production',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = parseBasicAuth(c.req.header('authorization'));
    // A route that names the project in its path set it (bootstrap); every other call names it in the header.
    const publicToken = c.get('publicTokenInPath') || credentials?.user;
    if (!publicToken) {
      throw new ApiError(
        'invalid_public_token',
        'Send the public token: Authorization: Basic base64(public_token:public_token).',
      );
    }
    const project = await findProjectByPublicToken(db, clock, publicToken);
    if (!project) throw new ApiError('invalid_public_token');

    // Browsers always send Origin on these calls; a missing one is a server-side caller.
    const origin = c.req.header('origin');
    if (origin && !isAuthorizedOrigin(origin, project.settings.authorized_origins, mode)) {
      throw new ApiError(
        'origin_not_allowed',
        `The origin ${origin} is not an authorized origin of this project. Add it to authorized_origins in the project's configuration.`,
      );
    }
    c.set('project', project);
    const password = credentials?.password;
    c.set('sessionToken', password && password !== publicToken ? password : null);
    await next();
  };
}
