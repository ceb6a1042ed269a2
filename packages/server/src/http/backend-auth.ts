import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors/api-error.ts';
import { isLiveProjectSecret } from '../store/admin-projects.ts';
import { findProjectById } from '../store/projects.ts';
import type { Database } from '../store/schema.ts';
import { secretMatchesHash } from '../tokens.ts';
import { parseBasicAuth } from './basic-auth.ts';
import type { AppEnv } from './env.ts';

/** Host backends: `Authorization: Basic base64(project_id:secret)`, the secret compared in constant time. */
export function backendAuth(db: Kysely<Database>, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = parseBasicAuth(c.req.header('authorization'));
    if (!credentials) {
      throw new ApiError('unauthorized_credentials', 'Send Authorization: Basic base64(project_id:secret).', {
        headers: { 'WWW-Authenticate': 'Basic realm="foyer"' },
      });
    }
    const project = await findProjectById(db, clock, credentials.user);
    // Compare against a dummy hash when the project is unknown so both paths take the same time.
    const matches = secretMatchesHash(credentials.password, project?.secretHash ?? '0'.repeat(64));
    // Beyond the config's secret: the live secrets made through the admin API (rotation without downtime).
    if (!project || !(matches || (await isLiveProjectSecret(db, project.projectId, credentials.password))))
      throw new ApiError('unauthorized_credentials');
    c.set('project', project);
    c.set('sessionToken', null);
    await next();
  };
}
