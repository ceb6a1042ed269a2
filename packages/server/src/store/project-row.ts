import type { Kysely } from 'kysely';
import { ProjectSettings } from '../config/project-settings.ts';
import type { Database } from './schema.ts';

/** A project as the store hands it out: its own file so the lookup cache can name it without importing projects.ts. */
export interface Project {
  projectId: string;
  environment: 'test' | 'live';
  publicToken: string;
  secretHash: string;
  settings: ProjectSettings;
}

type Row = Database['projects'];

const COLUMNS = [
  'project_id',
  'environment',
  'public_token',
  'secret_hash',
  'settings',
  'source',
  'created_at',
  'updated_at',
] as const;

/**
 * The answering (not retired) projects with the columns the store reads: the one query behind the
 * cached lookups of SDK and backend calls (projects.ts) and the admin API's uncached reads
 * (admin-projects.ts), so both see the same projects.
 */
export function answeringProjects(db: Kysely<Database>) {
  return db.selectFrom('projects').select(COLUMNS).where('retired_at', 'is', null);
}

/** Reads a projects row (its settings validated) as a Project. */
export function toProject(
  row: Pick<Row, 'project_id' | 'environment' | 'public_token' | 'secret_hash' | 'settings'>,
): Project {
  return {
    projectId: row.project_id,
    environment: row.environment,
    publicToken: row.public_token,
    secretHash: row.secret_hash,
    settings: ProjectSettings.parse(JSON.parse(row.settings)),
  };
}
