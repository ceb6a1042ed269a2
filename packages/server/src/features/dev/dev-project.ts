import type { Clock } from '../../clock.ts';
import { type DevCredentials, loadDevCredentials } from '../../config/dev-credentials.ts';
import type { ServerConfig } from '../../config/env.ts';
import { LOCAL_ORIGIN_PATTERNS } from '../../config/local-origins.ts';
import type { Project } from '../../store/projects.ts';
import { upsertProject } from '../../store/projects.ts';

/**
 * Development mode's project, made on first start so the demo works with no setup. Its credentials
 * live in the data folder (config/dev-credentials.ts); its origins and redirect URLs follow the URL
 * the server runs at, plus any port of localhost and 127.0.0.1 (config/local-origins.ts).
 */
export async function ensureDevProject(
  db: Parameters<typeof upsertProject>[0],
  clock: Clock,
  config: ServerConfig,
): Promise<{ project: Project; credentials: DevCredentials }> {
  const credentials = loadDevCredentials(config.dataDir);
  const base = config.publicUrl;
  const project = await upsertProject(
    db,
    clock,
    {
      ...credentials,
      name: 'Foyer demo',
      // The server's own URL first (the default redirect, the passkey RP ID), then any local port: a
      // host page served from another port works as the README shows it.
      authorized_origins: [base, ...LOCAL_ORIGIN_PATTERNS],
      redirect_urls: {
        login: [`${base}/authenticate`, ...LOCAL_ORIGIN_PATTERNS],
        signup: [`${base}/authenticate`, ...LOCAL_ORIGIN_PATTERNS],
        reset_password: [`${base}/reset-password`, ...LOCAL_ORIGIN_PATTERNS],
      },
      display_watermark: true,
      email_domain: 'foyer.localhost',
      email_from: 'Foyer Demo <login@foyer.localhost>',
      password_config: { strength_policy: 'zxcvbn', luds_complexity: 3, luds_minimum_count: 8 },
      email_templates: {},
    },
    'development',
  );
  return { project, credentials };
}
