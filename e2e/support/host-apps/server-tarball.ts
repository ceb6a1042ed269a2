import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Runs npm; a failure says what it printed (tsc reports type errors on stdout, not stderr). */
function npm(args: string[], cwd: string): string {
  try {
    return execFileSync('npm', args, {
      cwd,
      stdio: 'pipe',
      encoding: 'utf8',
      env: { ...process.env, npm_config_fund: 'false' },
    });
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout?.slice(-4000) ?? ''}`, { cause: error });
  }
}

/** `npm pack` of @foyer/protocol and @foyer/server into `dir` (each builds first, by prepack). */
export function packServer(dir: string): string[] {
  npm(['pack', '--pack-destination', dir, '-w', '@foyer/protocol', '-w', '@foyer/server'], root);
  return readdirSync(dir)
    .filter((file) => /^foyer-(protocol|server)-.+\.tgz$/.test(file))
    .map((file) => join(dir, file));
}

/**
 * An empty folder with only the tarballs installed from the npm cache (`--prefer-offline`), as a
 * host would `npm install @foyer/server`. Install scripts are skipped and better-sqlite3's native
 * addon is copied from the workspace's build of the same version: here it has no prebuilt binary
 * to download and compiles from source for 2–5 minutes, which would prove nothing about Foyer.
 * @returns the folder; delete it when done.
 */
export function installServer(tarballs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-server-install-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'server-host', private: true }));
  npm(['install', '--prefer-offline', '--no-audit', '--ignore-scripts', ...tarballs], dir);
  const ours = join(root, 'node_modules/better-sqlite3');
  const theirs = join(dir, 'node_modules/better-sqlite3');
  if (readJson(join(ours, 'package.json')).version !== readJson(join(theirs, 'package.json')).version)
    throw new Error('The installed better-sqlite3 differs from the workspace build: compile it (npm rebuild) instead');
  mkdirSync(join(theirs, 'build/Release'), { recursive: true });
  copyFileSync(join(ours, 'build/Release/better_sqlite3.node'), join(theirs, 'build/Release/better_sqlite3.node'));
  return dir;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
