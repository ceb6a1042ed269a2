import type { DevCredentials } from './config/dev-credentials.ts';
import type { ServerConfig } from './config/env.ts';

/** What the banner needs from a started server (see server.ts `RunningServer`). */
export interface BannerInput {
  config: Pick<ServerConfig, 'mode' | 'publicUrl' | 'dataDir' | 'databaseUrl' | 'projects'>;
  /** The address the server listens on. */
  url: string;
  /** How email is delivered (the mailer's own description). */
  email: string;
  devCredentials: DevCredentials | null;
  /** Whether the demo site is served at `/`: it is not from an installed package (see server.ts). */
  servesDemo: boolean;
  /** `FOYER_CONFIG` as given, to name the file the projects came from. */
  configFile?: string;
  /** Where the key sealing secrets at rest came from (server.ts `secretsKeySource`). */
  secretsKey?: string;
  /** Projects this start retired because nothing names them any more. */
  retiredProjects?: string[];
  /** The admin listener's URL when FOYER_ADMIN_PORT puts the console there (server.ts `adminUrl`). */
  adminUrl?: string | null;
}

/**
 * The lines `foyer start` prints: where the server runs, its storage and email, the development
 * tools, the operators' console (on the admin listener when FOYER_ADMIN_PORT is set), and every project loaded from `FOYER_CONFIG` (id, public token, authorized origins), so a
 * host developer sees whether their project was picked up. Exactly the projects listed answer (the
 * dev project only in development mode); ones retired by this start are named. Secrets are never printed.
 */
export function startBanner({
  config,
  url,
  email,
  devCredentials,
  servesDemo,
  configFile,
  secretsKey,
  retiredProjects = [],
  adminUrl = null,
}: BannerInput): string[] {
  const base = config.publicUrl;
  const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite at ${config.dataDir}/foyer.db`;
  const lines = [`Foyer is running in ${config.mode} mode on ${url} (storage: ${storage})`, `  Email:       ${email}`];
  if (devCredentials) {
    if (servesDemo) lines.push(`  Demo:        ${base}/`);
    lines.push(
      `  Dev outbox:  ${base}/dev/outbox`,
      `  API docs:    ${base}/docs`,
      `  Dev project: ${devCredentials.project_id} (credentials in ${config.dataDir}/dev-project.json)`,
    );
  }
  lines.push(
    adminUrl
      ? `  Console:     ${adminUrl}/console (admin listener only: the public one answers 404 there)`
      : `  Console:     ${base}/console`,
  );
  if (secretsKey) lines.push(`  Secrets key: ${secretsKey}`);
  lines.push(...projectLines(config.projects, configFile));
  if (retiredProjects.length > 0)
    lines.push(`  Retired:     ${retiredProjects.join(', ')} (no longer configured: their credentials are refused)`);
  return lines;
}

function projectLines(projects: ServerConfig['projects'], configFile: string | undefined): string[] {
  if (!configFile) return ['  Projects:    none configured (set FOYER_CONFIG to a project file)'];
  if (projects.length === 0) return [`  Projects:    none in ${configFile}`];
  const lines = [`  Projects:    ${projects.length} from ${configFile}`];
  for (const project of projects) {
    const origins =
      project.authorized_origins.length > 0
        ? project.authorized_origins.join(', ')
        : 'none (browsers cannot call the SDK API)';
    lines.push(`    ${project.project_id}  public token ${project.public_token}  origins ${origins}`);
  }
  return lines;
}
