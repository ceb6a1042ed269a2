import { OpenAPIHono, z } from '@hono/zod-openapi';
import { GenericOidcSettings, OAuthProviderSettings, OAuthSettings } from '../../config/oauth-settings.ts';
import { ProjectConfig, ProjectSettings } from '../../config/project-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import {
  createDatabaseProject,
  findProjectRecord,
  listProjectRecords,
  type ProjectRecord,
  retireProject,
  updateProjectSettings,
} from '../../store/admin-projects.ts';
import { openProviderSecret, withSealedProviderSecrets } from '../oauth/provider-secrets-at-rest.ts';
import { adminRoute } from './admin-route.ts';
import { noteAudit } from './env.ts';
import { projectView, withoutClientSecrets } from './project-view.ts';
import type { RouteTable } from './route-table.ts';

/** A project's fields as the config file has them (validated the same way), without its credentials. */
const ProjectFields = ProjectConfig.omit({ project_id: true, public_token: true, secret: true });
const ProjectCreate = ProjectFields.extend({ environment: z.enum(['test', 'live']).default('test') }).strict();
/**
 * A PATCH's oauth block: a provider's client_secret is write-only, so a provider given without one
 * keeps the secret it has (the console shows providers without their secrets and sends them back).
 */
const PatchOAuth = OAuthSettings.extend({
  providers: z
    .object({ oidc: GenericOidcSettings.extend({ client_secret: z.string().min(1).optional() }).optional() })
    .catchall(OAuthProviderSettings.extend({ client_secret: z.string().min(1).optional() }))
    .default({}),
});
const ProjectPatch = ProjectFields.extend({ oauth: PatchOAuth.optional() }).partial().strict();
const ProjectParams = z.object({ project_id: z.string() });
const TAG = 'Admin: projects';

/** The project named in the path, or 404. */
export async function requireProject(deps: AppDeps, projectId: string): Promise<ProjectRecord> {
  const record = await findProjectRecord(deps.db, projectId);
  if (!record) throw new ApiError('project_not_found');
  return record;
}

/** The database project named in the path; a config-file or development project is read-only here (409). */
export async function requireDatabaseProject(deps: AppDeps, projectId: string): Promise<ProjectRecord> {
  const record = await requireProject(deps, projectId);
  if (record.source !== 'database') throw new ApiError('project_managed_by_config');
  return record;
}

/** Settings with any OAuth client secret sealed for this project, as the config file's are at start. */
function sealed(deps: AppDeps, projectId: string, settings: ProjectSettings): ProjectSettings {
  const {
    project_id: _id,
    public_token: _token,
    secret: _secret,
    ...rest
  } = withSealedProviderSecrets(deps, {
    ...settings,
    project_id: projectId,
    public_token: '',
    secret: '',
  });
  return rest;
}

/** The listed keys of settings, for an audit row's before/after (client secrets left out). */
function pick(settings: ProjectSettings, keys: string[]) {
  return withoutClientSecrets(Object.fromEntries(keys.map((key) => [key, settings[key as keyof ProjectSettings]])));
}

/**
 * The oauth block to store: each provider given without a client_secret takes the one it has (opened,
 * to be sealed again with the rest); a provider new to the project must bring one.
 */
function keepClientSecrets(deps: AppDeps, record: ProjectRecord, oauth: z.infer<typeof PatchOAuth>) {
  const stored = record.settings.oauth?.providers ?? {};
  const providers = Object.fromEntries(
    Object.entries(oauth.providers).map(([type, provider]) => {
      if (!provider || provider.client_secret !== undefined) return [type, provider];
      const kept = stored[type]?.client_secret;
      if (kept === undefined) {
        throw new ApiError(
          'bad_request',
          `The request is not valid. oauth.providers.${type}.client_secret: required for a provider the project does not have yet.`,
        );
      }
      return [
        type,
        {
          ...provider,
          client_secret: openProviderSecret(deps, { projectId: record.projectId, provider: type, stored: kept }),
        },
      ];
    }),
  );
  return { ...oauth, providers };
}

export function adminProjectRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const list = adminRoute(table, {
    method: 'get',
    path: '/projects',
    requirement: 'read',
    tag: TAG,
    summary: 'Lists every project: the config file’s (read_only) and the database’s; no secret is ever shown',
    errors: ['admin_credentials_required', 'operator_permission_denied'],
  });
  app.openapi(list, async (c) => ok(c, { projects: (await listProjectRecords(deps.db)).map(projectView) }));

  const create = adminRoute(table, {
    method: 'post',
    path: '/projects',
    requirement: 'projects.manage',
    tag: TAG,
    summary:
      'Creates a database project from the config file’s fields; answers its public_token and its first secret, shown this once',
    body: ProjectCreate,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'bad_request'],
  });
  app.openapi(create, async (c) => {
    const { environment, ...fields } = c.req.valid('json');
    const settings = ProjectSettings.parse(fields);
    const { record, secret } = await createDatabaseProject(deps.db, deps.clock, environment, (projectId) =>
      sealed(deps, projectId, settings),
    );
    noteAudit(c, { projectId: record.projectId, after: withoutClientSecrets(settings) });
    return ok(c, { project: projectView(record), secret: secret.secret, secret_id: secret.secretId });
  });

  const get = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}',
    requirement: 'read',
    tag: TAG,
    summary: 'One project, its settings without any secret',
    params: ProjectParams,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'project_not_found'],
  });
  app.openapi(get, async (c) =>
    ok(c, { project: projectView(await requireProject(deps, c.req.valid('param').project_id)) }),
  );

  const patch = adminRoute(table, {
    method: 'patch',
    path: '/projects/{project_id}',
    requirement: 'projects.configure',
    tag: TAG,
    summary:
      'Changes the fields given (each replaces the stored value); served by every instance within 5 seconds. A config-file project answers 409 project_managed_by_config',
    params: ProjectParams,
    body: ProjectPatch,
    errors: [
      'admin_credentials_required',
      'operator_permission_denied',
      'bad_request',
      'project_not_found',
      'project_managed_by_config',
    ],
  });
  app.openapi(patch, async (c) => {
    const record = await requireDatabaseProject(deps, c.req.valid('param').project_id);
    const body = c.req.valid('json');
    // Only the fields the request names: zod fills absent ones with their defaults, which must not overwrite.
    const given = Object.keys((await c.req.json()) as object).filter((key) => key in body);
    const changes: Record<string, unknown> = Object.fromEntries(
      given.map((key) => [key, body[key as keyof typeof body]]),
    );
    if (body.oauth) changes.oauth = keepClientSecrets(deps, record, body.oauth);
    const next = ProjectSettings.parse({ ...record.settings, ...changes });
    const stored = changes.oauth === undefined ? next : sealed(deps, record.projectId, next);
    await updateProjectSettings(deps.db, deps.clock, record.projectId, stored);
    noteAudit(c, { before: pick(record.settings, given), after: pick(next, given) });
    return ok(c, { project: projectView((await findProjectRecord(deps.db, record.projectId)) as ProjectRecord) });
  });

  const remove = adminRoute(table, {
    method: 'delete',
    path: '/projects/{project_id}',
    requirement: 'projects.manage',
    tag: TAG,
    summary:
      'Retires a database project: its public token and secrets answer nothing from now on (its users stay on disk). A config-file project answers 409',
    params: ProjectParams,
    errors: [
      'admin_credentials_required',
      'operator_permission_denied',
      'project_not_found',
      'project_managed_by_config',
    ],
  });
  app.openapi(remove, async (c) => {
    const record = await requireDatabaseProject(deps, c.req.valid('param').project_id);
    await retireProject(deps.db, deps.clock, record.projectId);
    noteAudit(c, { before: { name: record.settings.name } });
    return ok(c, { project_id: record.projectId });
  });

  return app;
}
