import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Project } from '../store/projects.ts';
import { upsertProject } from '../store/projects.ts';
import { generateSecret, newId } from '../tokens.ts';
import type { ServerConfig } from './env.ts';
import { LOCAL_ORIGIN_PATTERNS } from './local-origins.ts';

const DevCredentials = z.object({ project_id: z.string(), public_token: z.string(), secret: z.string() });
export type DevCredentials = z.infer<typeof DevCredentials>;

/**
 * Development mode's project, made on first start so the demo works with no setup. Its credentials
 * live in the data folder (mode 0600) so they survive restarts; its origins and redirect URLs follow
 * the URL the server runs at, plus any port of localhost and 127.0.0.1 (config/local-origins.ts).
 */
export async function ensureDevProject(
  db: Parameters<typeof upsertProject>[0],
  clock: Clock,
  config: ServerConfig,
): Promise<{ project: Project; credentials: DevCredentials }> {
  const file = join(config.dataDir, 'dev-project.json');
  const credentials = existsSync(file)
    ? DevCredentials.parse(JSON.parse(readFileSync(file, 'utf8')))
    : {
        project_id: newId('project', 'test'),
        public_token: `public-token-test-${crypto.randomUUID()}`,
        secret: `secret-test-${generateSecret()}`,
      };
  if (!existsSync(file)) writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });

  const base = config.publicUrl;
  const project = await upsertProject(db, clock, {
    ...credentials,
    name: 'Foyer demo',
    // The server's own URL first (the default redirect, the passkey RP ID), then any local port: a
    // host page served from another port works as the README shows it.
    authorized_origins: [base, ...LOCAL_ORIGIN_PATTERNS],
    redirect_urls: {
      login: [`${base}/authenticate`, ...LOCAL_ORIGIN_PATTERNS],
      signup: [`${base}/authenticate`, ...LOCAL_ORIGIN_PATTERNS],
      reset_password: [`${base}/reset-password`],
    },
    display_watermark: true,
    email_domain: 'foyer.localhost',
    email_from: 'Foyer Demo <login@foyer.localhost>',
    password_config: { strength_policy: 'zxcvbn', luds_complexity: 3, luds_minimum_count: 8 },
    email_templates: {},
  });
  return { project, credentials };
}
