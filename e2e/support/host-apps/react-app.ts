import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReactQuickstart } from './react-quickstart.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const template = fileURLToPath(new URL('./vite-react-app', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** The lowest React `@foyer/react` claims to work with: its peer range's floor (`^19.0.0` → 19.0.0). */
export function lowestClaimedReact(): string {
  const range: string = readJson(join(root, 'packages/react/package.json')).peerDependencies.react;
  const floor = range.match(/^\^(\d+\.\d+\.\d+)$/)?.[1];
  if (!floor)
    throw new Error(`@foyer/react's React peer range ${range} is not ^x.y.z: say here which version is the floor`);
  return floor;
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    stdio: 'pipe',
    encoding: 'utf8',
    env: { ...process.env, npm_config_fund: 'false' },
  });

/**
 * `npm pack` of @foyer/protocol, @foyer/sdk and @foyer/react into `dir` (each builds first, by its
 * prepack script): what npm would publish. Returns the tarballs' paths.
 */
export function packFoyer(dir: string): string[] {
  npm(['pack', '--pack-destination', dir, '-w', '@foyer/protocol', '-w', '@foyer/sdk', '-w', '@foyer/react'], root);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tgz'))
    .map((file) => join(dir, file));
}

/**
 * A throwaway Vite + React app: create-vite's index.html (vite-react-app/) and the React
 * quickstart of packages/react/README.md as written, installing only the tarballs, React and
 * react-dom at the lowest claimed version, and the workspace's Vite, from the npm registry through
 * the npm cache; then a production build pointed at a Foyer server and project (the README's .env).
 * @returns the app folder (its `dist/` is the built site); delete it when done.
 */
export function buildReactHostApp(tarballs: string[], foyerUrl: string, publicToken: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-react-host-'));
  cpSync(template, dir, { recursive: true });
  writeReactQuickstart(dir, foyerUrl, publicToken);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'react-host', private: true, type: 'module' }));
  const react = lowestClaimedReact();
  const vite = readJson(join(root, 'node_modules/vite/package.json')).version;
  try {
    npm(
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        ...tarballs,
        `react@${react}`,
        `react-dom@${react}`,
        `vite@${vite}`,
      ],
      dir,
    );
    execFileSync(join(dir, 'node_modules/.bin/vite'), ['build'], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** The version of a package the app installed (to prove which React it runs). */
export function installedVersion(appDir: string, name: string): string {
  return readJson(join(appDir, 'node_modules', name, 'package.json')).version;
}

/** Whether the app installed anything from the workspace by link rather than from a tarball. */
export function linkedFoyerPackages(appDir: string): string[] {
  return readdirSync(join(appDir, 'node_modules/@foyer'), { withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => entry.name);
}
