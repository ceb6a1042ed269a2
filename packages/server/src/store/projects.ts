import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { type ProjectConfig, ProjectSettings } from '../config/project-settings.ts';
import { hashSecret } from '../tokens.ts';
import { cachedProject, forgetCachedProjects } from './project-cache.ts';
import { answeringProjects, type Project, toProject } from './project-row.ts';
import type { Database, ProjectSource } from './schema.ts';

export type { Project } from './project-row.ts';

/** The project a public token names (cached briefly: store/project-cache.ts), or null; retired ones are null. */
export function findProjectByPublicToken(
  db: Kysely<Database>,
  clock: Clock,
  publicToken: string,
): Promise<Project | null> {
  return cachedProject(db, clock, `public_token:${publicToken}`, async () => {
    const row = await answeringProjects(db).where('public_token', '=', publicToken).executeTakeFirst();
    return row ? toProject(row) : null;
  });
}

/** The project with this id (cached briefly: store/project-cache.ts), or null; retired ones are null. */
export function findProjectById(db: Kysely<Database>, clock: Clock, projectId: string): Promise<Project | null> {
  return cachedProject(db, clock, `project_id:${projectId}`, async () => {
    const row = await answeringProjects(db).where('project_id', '=', projectId).executeTakeFirst();
    return row ? toProject(row) : null;
  });
}

/**
 * Creates or updates a project from its configuration (and brings a retired one back); the secret
 * is kept only as a hash.
 */
export async function upsertProject(
  db: Kysely<Database>,
  clock: Clock,
  config: ProjectConfig,
  source: ProjectSource = 'config',
): Promise<Project> {
  const { project_id, public_token, secret, ...rest } = config;
  const settings = JSON.stringify(ProjectSettings.parse(rest));
  const environment = project_id.startsWith('project-live-') ? 'live' : 'test';
  const now = clock.now();
  const secret_hash = hashSecret(secret);
  await db
    .insertInto('projects')
    .values({
      project_id,
      environment,
      public_token,
      secret_hash,
      settings,
      source,
      retired_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('project_id')
        .doUpdateSet({ public_token, secret_hash, settings, source, retired_at: null, updated_at: now }),
    )
    .execute();
  forgetCachedProjects(db);
  return toProject({ project_id, environment, public_token, secret_hash, settings });
}

/**
 * Retires every project of the config file or development mode that `answering` does not name: a
 * project removed from FOYER_CONFIG, and the development project outside development mode. Their
 * rows stay (users, sessions), but no credential of theirs is accepted any more. Returns the ids
 * retired by this call.
 */
export async function retireUnlistedProjects(
  db: Kysely<Database>,
  clock: Clock,
  answering: readonly string[],
): Promise<string[]> {
  let query = db
    .updateTable('projects')
    .set({ retired_at: clock.now() })
    .where('source', 'in', ['config', 'development'])
    .where('retired_at', 'is', null);
  if (answering.length > 0) query = query.where('project_id', 'not in', answering);
  const rows = await query.returning('project_id').execute();
  forgetCachedProjects(db);
  return rows.map((row) => row.project_id).sort();
}
