import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { isAuthorizedOrigin } from '../config/local-origins.ts';
import { someProjectAuthorizes } from '../store/project-origins.ts';
import type { Database } from '../store/schema.ts';
import type { AppEnv } from './env.ts';
import { writableHeaders } from './response-headers.ts';

/**
 * CORS for the SDK API. An answer carries Access-Control-Allow-Origin only for an origin its
 * project authorizes (sdkAuth resolved the project and checked the origin), never for `null`
 * (sandboxed frames, file: pages, redirects: any page can send it) and never for an origin no
 * project lists: another site's script cannot read the answers. A preflight carries no public
 * token, so it is allowed for an origin some live project authorizes; the request that follows is
 * checked against its own. An unauthorized page's request fails as a CORS error in its console;
 * sdkAuth still answers it 403 origin_not_allowed (readable by curl or a same-origin page).
 * What Stytch's SDK adds (its headers, credentials) wraps this: features/stytch-compat/.
 */
export function sdkCors(options: {
  db: Kysely<Database>;
  clock: Clock;
  mode: 'development' | 'production';
}): MiddlewareHandler<AppEnv> {
  const { db, clock, mode } = options;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      if (!origin || origin === 'null' || !(await someProjectAuthorizes(db, clock, origin, mode))) {
        return c.body(null, 204, { Vary: 'Origin' });
      }
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    const headers = writableHeaders(c);
    if (!headers) return;
    headers.append('Vary', 'Origin');
    const project = c.get('project');
    if (!origin || origin === 'null' || !project) return;
    if (!isAuthorizedOrigin(origin, project.settings.authorized_origins, mode)) return;
    headers.set('Access-Control-Allow-Origin', origin);
  };
}
