import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { createProjectSecret, listProjectSecrets, revokeProjectSecret } from '../../store/admin-projects.ts';
import { adminRoute } from './admin-route.ts';
import { noteAudit } from './env.ts';
import { requireDatabaseProject, requireProject } from './project-routes.ts';
import type { RouteTable } from './route-table.ts';

const TAG = 'Admin: project secrets';
const ProjectParams = z.object({ project_id: z.string() });
const SecretParams = z.object({ project_id: z.string(), secret_id: z.string() });

/**
 * A database project's secrets: several live at once, so a host rotates without downtime (create the
 * new one, deploy it, revoke the old). A config-file project's one secret is the file's (409 here).
 */
export function adminSecretRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const list = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/secrets',
    requirement: 'read',
    tag: TAG,
    summary: 'Lists the project’s secrets by their last four characters, revoked ones with when',
    params: ProjectParams,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'project_not_found'],
  });
  app.openapi(list, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const rows = await listProjectSecrets(deps.db, project.projectId);
    return ok(c, {
      secrets: rows.map((row) => ({
        secret_id: row.secret_id,
        last_four: row.last_four,
        created_at: new Date(Number(row.created_at)).toISOString(),
        revoked_at: row.revoked_at === null ? null : new Date(Number(row.revoked_at)).toISOString(),
      })),
    });
  });

  const create = adminRoute(table, {
    method: 'post',
    path: '/projects/{project_id}/secrets',
    requirement: 'secrets.manage',
    tag: TAG,
    summary: 'Creates a new live secret beside the others; answers it this once',
    params: ProjectParams,
    errors: [
      'admin_credentials_required',
      'operator_permission_denied',
      'project_not_found',
      'project_managed_by_config',
    ],
  });
  app.openapi(create, async (c) => {
    const project = await requireDatabaseProject(deps, c.req.valid('param').project_id);
    const { secretId, secret } = await createProjectSecret(deps.db, deps.clock, project.projectId);
    noteAudit(c, { targetId: secretId, after: { last_four: secret.slice(-4) } });
    return ok(c, { secret_id: secretId, secret });
  });

  const revoke = adminRoute(table, {
    method: 'delete',
    path: '/projects/{project_id}/secrets/{secret_id}',
    requirement: 'secrets.manage',
    tag: TAG,
    summary: 'Revokes a secret: host backends using it are refused from the next call',
    params: SecretParams,
    errors: [
      'admin_credentials_required',
      'operator_permission_denied',
      'project_not_found',
      'project_managed_by_config',
      'project_secret_not_found',
    ],
  });
  app.openapi(revoke, async (c) => {
    const { project_id, secret_id } = c.req.valid('param');
    const project = await requireDatabaseProject(deps, project_id);
    if (!(await revokeProjectSecret(deps.db, deps.clock, project.projectId, secret_id))) {
      throw new ApiError('project_secret_not_found');
    }
    return ok(c, { secret_id });
  });

  return app;
}
