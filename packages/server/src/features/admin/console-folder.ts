import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the console's built files are: `dist/console` in the installed package (scripts/build.mjs
 * copies the @foyer/console workspace's build there, so `npm install @foyer/server` serves it), or
 * the workspace's `packages/console/dist` when run from source. Null when neither has been built.
 */
export function consoleFolder(): string | null {
  const candidates = [
    fileURLToPath(new URL('../../console', import.meta.url)),
    fileURLToPath(new URL('../../../../console/dist', import.meta.url)),
  ];
  return candidates.find((folder) => existsSync(join(folder, 'index.html'))) ?? null;
}
