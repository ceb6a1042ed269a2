import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the standalone widget bundle (`foyer.js` and its chunks) is: `dist/widget` in the installed
 * package (scripts/build.mjs copies @foyer/react's `dist/standalone` there, so the server serves the
 * widget of its own version with nothing else installed), or the workspace's `@foyer/react` build
 * when run from source. Null when neither has been built.
 */
export function widgetBundleFolder(): string | null {
  const candidates = [fileURLToPath(new URL('../../widget', import.meta.url))];
  try {
    const react = createRequire(import.meta.url).resolve('@foyer/react/package.json');
    candidates.push(join(dirname(react), 'dist/standalone'));
  } catch {
    // Installed without @foyer/react: only the copy in dist/widget can serve.
  }
  return candidates.find((folder) => existsSync(join(folder, 'foyer.js'))) ?? null;
}
