import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config/env.ts';
import { DATA_FILE_MODE } from '../store/data-folder.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';

/** Where development mode keeps the key it generated when FOYER_SECRETS_KEY is unset. */
export const DEV_SECRETS_KEY_FILE = 'secrets.key';

export const MISSING_PRODUCTION_KEY =
  'Production mode needs FOYER_SECRETS_KEY (32 random bytes: openssl rand -base64 32) to keep signing keys and provider secrets encrypted at rest; keep it outside the data folder and the database backups';

/**
 * The box secrets at rest are sealed with, and where its key came from (for the banner).
 * Production requires `FOYER_SECRETS_KEY`: a key kept beside the database it protects would protect
 * nothing from whoever copies the folder or a backup, so the server would rather not start.
 * Development mode without it generates a key once into the data folder (0600), so the demo needs
 * no setup and its keys are still never stored in the clear.
 */
export function openSecretBox(config: Pick<ServerConfig, 'mode' | 'dataDir' | 'secretsKeys'>): {
  box: SecretBox;
  source: string;
} {
  if (config.secretsKeys) return { box: createSecretBox(config.secretsKeys), source: 'FOYER_SECRETS_KEY' };
  if (config.mode === 'production') throw new Error(MISSING_PRODUCTION_KEY);
  const file = join(config.dataDir, DEV_SECRETS_KEY_FILE);
  if (!existsSync(file))
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: DATA_FILE_MODE, flag: 'wx' });
  const current = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (current.length !== 32) throw new Error(`${file} does not hold a 32-byte key: delete it to have a new one made`);
  return { box: createSecretBox({ current, previous: null }), source: `${file} (development only)` };
}
