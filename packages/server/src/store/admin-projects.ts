import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { ProjectSettings } from '../config/project-settings.ts';
import { generateSecret, hashSecret } from '../tokens.ts';
import { forgetCachedProjects } from './project-cache.ts';
import { answeringProjects } from './project-row.ts';
import type { Database, ProjectSource } from './schema.ts';

/** A project as the admin API reads it: every column but the secret's hash. */
export interface ProjectRecord {
  projectId: string;
  environment: 'test' | 'live';
  publicToken: string;
  source: ProjectSource;
  settings: ProjectSettings;
  createdAt: number;
  updatedAt: number;
}

type Row = Pick<Database['projects'], 'project_id' | 'environment' | 'public_token' | 'source' | 'settings'> & {
  created_at: number;
  updated_at: number;
};

const toRecord = (row: Row): ProjectRecord => ({
  projectId: row.project_id,
  environment: row.environment,
  publicToken: row.public_token,
  source: row.source,
  settings: ProjectSettings.parse(JSON.parse(row.settings)),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/** Every answering project (retired ones are gone from the admin API as from the SDK), read fresh. */
export async function listProjectRecords(db: Kysely<Database>): Promise<ProjectRecord[]> {
  return (await answeringProjects(db).orderBy('project_id').execute()).map(toRecord);
}

/** One answering project, read fresh (not from the SDK's 5-second cache): what an operator changes is what they see. */
export async function findProjectRecord(db: Kysely<Database>, projectId: string): Promise<ProjectRecord | null> {
  const row = await answeringProjects(db).where('project_id', '=', projectId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * A new database project with fresh credentials: its first secret lives in project_secrets like every
 * later one (so it can be revoked after a rotation), and projects.secret_hash stays empty, which no
 * presented secret's hash equals.
 */
export async function createDatabaseProject(
  db: Kysely<Database>,
  clock: Clock,
  environment: 'test' | 'live',
  /** The settings to store, given the new id (OAuth client secrets are sealed bound to it). */
  settingsFor: (projectId: string) => ProjectSettings,
) {
  const projectId = `project-${environment}-${randomUUID()}`;
  const publicToken = `public-token-${environment}-${randomUUID()}`;
  const now = clock.now();
  await db
    .insertInto('projects')
    .values({
      project_id: projectId,
      environment,
      public_token: publicToken,
      secret_hash: '',
      settings: JSON.stringify(settingsFor(projectId)),
      source: 'database',
      retired_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const secret = await createProjectSecret(db, clock, projectId);
  forgetCachedProjects(db);
  return { record: (await findProjectRecord(db, projectId)) as ProjectRecord, secret };
}

/** Replaces a project's settings; every instance serves them within the project cache's TTL. */
export async function updateProjectSettings(
  db: Kysely<Database>,
  clock: Clock,
  projectId: string,
  settings: ProjectSettings,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ settings: JSON.stringify(settings), updated_at: clock.now() })
    .where('project_id', '=', projectId)
    .execute();
  forgetCachedProjects(db);
}

/** Retires a project: its credentials answer nothing from now on; its users and sessions stay on disk. */
export async function retireProject(db: Kysely<Database>, clock: Clock, projectId: string): Promise<void> {
  await db.updateTable('projects').set({ retired_at: clock.now() }).where('project_id', '=', projectId).execute();
  forgetCachedProjects(db);
}

/** A new live secret for the project, returned once; kept as its hash and last four characters. */
export async function createProjectSecret(db: Kysely<Database>, clock: Clock, projectId: string) {
  const secret = `secret-${generateSecret()}`;
  const secretId = `project-secret-${randomUUID()}`;
  await db
    .insertInto('project_secrets')
    .values({
      secret_id: secretId,
      project_id: projectId,
      secret_hash: hashSecret(secret),
      last_four: secret.slice(-4),
      created_at: clock.now(),
      revoked_at: null,
    })
    .execute();
  return { secretId, secret };
}

export function listProjectSecrets(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom('project_secrets')
    .select(['secret_id', 'last_four', 'created_at', 'revoked_at'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();
}

/** Revokes a live secret of the project; false when it has no live secret with this id. */
export async function revokeProjectSecret(db: Kysely<Database>, clock: Clock, projectId: string, secretId: string) {
  const result = await db
    .updateTable('project_secrets')
    .set({ revoked_at: clock.now() })
    .where('project_id', '=', projectId)
    .where('secret_id', '=', secretId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Whether `secret` is a live secret of the project's list (the admin API's secrets). Looked up by
 * its hash, so the comparison runs on a digest in the database and its timing says nothing.
 */
export async function isLiveProjectSecret(db: Kysely<Database>, projectId: string, secret: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_secrets')
    .select('secret_id')
    .where('project_id', '=', projectId)
    .where('secret_hash', '=', hashSecret(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
