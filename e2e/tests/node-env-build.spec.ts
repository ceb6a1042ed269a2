import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/fixtures.ts';

const reactPackage = fileURLToPath(new URL('../../packages/react', import.meta.url));
const vite = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

/**
 * Builds the widget package with its own vite.config.ts, as `npm run build` does, but with the
 * NODE_ENV=development that many shells and tools set; into a folder of its own, not dist/.
 */
async function buildUnderDevelopmentNodeEnv(outDir: string, mode?: string): Promise<void> {
  const args = ['build', ...(mode ? ['--mode', mode] : []), '--outDir', outDir, '--logLevel', 'warn'];
  await promisify(execFile)(vite, args, { cwd: reactPackage, env: { ...process.env, NODE_ENV: 'development' } });
}

function scripts(dir: string): string[] {
  return readdirSync(dir).filter((file) => file.endsWith('.js'));
}

// Papercut: with NODE_ENV=development in the shell, `npm start` built JSX as jsxDEV calls against
// production React, and embed.html died with "(0, jsxDEV) is not a function".
test.describe('widget builds under NODE_ENV=development', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let root = '';

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'foyer-node-env-build-'));
    await buildUnderDevelopmentNodeEnv(join(root, 'standalone'), 'standalone');
    await buildUnderDevelopmentNodeEnv(join(root, 'lib'));
  });

  test.afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('the standalone bundle mounts the login widget on embed.html with no console errors', async ({ page, axe }) => {
    const errors = watchConsoleErrors(page);
    const served: string[] = [];
    // embed.html imports /widget/foyer.js; hand it this build instead of the server's copy.
    await page.route('**/widget/*.js', (route) => {
      const file = basename(new URL(route.request().url()).pathname);
      served.push(file);
      return route.fulfill({ path: join(root, 'standalone', file) });
    });

    await page.goto('/embed.html');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    await axe('embed.html with a NODE_ENV=development build');
    expect(served).toContain('foyer.js');
    expect(errors).toEqual([]);
  });

  test("the library imports React's production JSX runtime, which a host's React has", () => {
    const files = scripts(join(root, 'lib'));
    const devRuntime = files.filter((file) =>
      readFileSync(join(root, 'lib', file), 'utf8').includes('jsx-dev-runtime'),
    );
    expect(devRuntime).toEqual([]);
    // index.js re-exports from shared chunks, so the runtime import sits in one of them.
    const prodRuntime = files.filter((file) =>
      readFileSync(join(root, 'lib', file), 'utf8').includes('react/jsx-runtime'),
    );
    expect(prodRuntime).not.toEqual([]);
  });
});
