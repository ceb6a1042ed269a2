import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { generateSecret, newId } from '../tokens.ts';

const DevCredentials = z.object({ project_id: z.string(), public_token: z.string(), secret: z.string() });
/** The development project's ids and secret, kept in `${dataDir}/dev-project.json`. */
export type DevCredentials = z.infer<typeof DevCredentials>;

/**
 * The development project's credentials: read from the data folder, or made on first start and
 * written there (mode 0600), so they survive restarts and the demo keeps working with no setup.
 */
export function loadDevCredentials(dataDir: string): DevCredentials {
  const file = join(dataDir, 'dev-project.json');
  if (existsSync(file)) return DevCredentials.parse(JSON.parse(readFileSync(file, 'utf8')));
  const credentials: DevCredentials = {
    project_id: newId('project', 'test'),
    public_token: `public-token-test-${crypto.randomUUID()}`,
    secret: `secret-test-${generateSecret()}`,
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}
