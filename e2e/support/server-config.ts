import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mfaProjects } from './mfa-project.ts';
import { oauthProjects } from './oauth-projects.ts';
import { passwordProjects } from './password-projects.ts';

/**
 * Writes the e2e server's project config file (FOYER_CONFIG) and returns its path. Playwright loads
 * its config again in every worker, so several processes write this file at once: each writes the
 * same content to a file of its own and renames it into place (atomic), so no reader sees half a file.
 */
export function writeServerConfig(dir: string): string {
  const path = join(dir, 'projects.json');
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(
    partial,
    JSON.stringify({ projects: [...oauthProjects(), ...passwordProjects(), ...mfaProjects()] }, null, 2),
  );
  renameSync(partial, path);
  return path;
}
