// A throwaway PostgreSQL cluster for tests and benchmarks (docs/testing.md): initdb in a temp folder,
// listen on 127.0.0.1 at a free port, trust auth, no fsync. Stop it with `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, canInstallDebianPackages } from './debian-packages.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl ($PG_BIN, else Debian's newest version), or null. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

/** Returns the PostgreSQL bin folder, installing Debian's `postgresql` when missing and allowed. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (!canInstallDebianPackages()) {
    throw new Error(
      'PostgreSQL is missing. Install it with `sudo apt-get install -y postgresql` (Debian) or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  console.log('PostgreSQL is missing: installing the Debian package `postgresql`.');
  aptInstall(['postgresql']);
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get installed postgresql but no initdb was found under ${PG_ROOT}.`);
  return installed;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a throwaway cluster. As root the server runs as the `postgres` user (initdb refuses root).
 * @returns {Promise<import('./postgres-cluster.d.mts').PostgresCluster>}
 */
export async function startPostgresCluster() {
  const bin = ensurePostgres();
  const port = await freePort();
  const dir = mkdtempSync(join(memoryFolder() ?? tmpdir(), 'foyer-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const run = (command, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
      throw new Error(`${command} failed (exit ${result.status}):\n${result.stdout}${result.stderr}${log}`);
    }
  };
  const data = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      const pidFile = join(data, 'postmaster.pid');
      if (existsSync(pidFile)) {
        // pg_ctl stop -m fast waits for the shutdown; it is the same as SIGINT to the postmaster.
        spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [
          ...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
          '-D',
          data,
          '-m',
          'fast',
          '-w',
          'stop',
        ]);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // pg_ctl itself, asynchronously, so the load a test runs meanwhile keeps going in the same process.
  const pgCtl = (args) =>
    new Promise((resolve, reject) => {
      const [file, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]]
        : [join(bin, 'pg_ctl'), args];
      const child = spawn(file, argv, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.at(-1)} exited ${code}`))));
    });
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  // An outage: the server shuts down (connections cut, the port refuses) until startServer().
  const stopServer = () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']);
  const startServer = () => pgCtl(['-D', data, '-l', join(dir, 'log'), '-w', '-o', serverOptions, 'start']);
  // pg_ctl restart -m fast: every connection is cut at once ("terminating connection due to
  // administrator command"), as in a failover or an operator's restart; the same options come back.
  // Asynchronous, so the load a test runs meanwhile keeps going in the same process.
  const restart = () => pgCtl(['-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart']);
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-locale', '--no-sync', '-E', 'UTF8']);
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', serverOptions, 'start']);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, restart, stopServer, startServer };
}

/** /dev/shm when it is there and writable: a throwaway cluster in memory creates a database in
 *  ~30 ms instead of ~400 ms on disk, and the test suite creates over a thousand. */
function memoryFolder() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 2 ** 30 ? '/dev/shm' : null; // a container's 64 MB /dev/shm is too small
  } catch {
    return null;
  }
}

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('There is no `postgres` user; install the Debian package `postgresql`.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
