/**
 * The servers `npm run bench` measures beside Foyer, each in a child process of its own like Foyer's
 * (bench/server-child.ts), started with plain `node` (no TypeScript loader):
 * - Better Auth (bench/peers/better-auth-server.mjs), installed on demand into bench/peers from its
 *   own package.json and lock file (not part of the workspace, not installed by `npm ci`),
 * - a bare `node:http` hello (bench/hello-server.mjs), the machine's ceiling.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const peersDir = new URL('./peers/', import.meta.url).pathname;

/** What a peer reports once it listens (Better Auth adds its seeded sessions and sign-in account). */
export interface PeerReady {
  type: 'ready';
  url: string;
  rss: number;
  cookies?: string[];
  credentials?: { email: string; password: string };
}

/** A peer server running in its child process. */
export interface PeerServer {
  ready: PeerReady;
  pid: number | undefined;
  /** The process's RSS and its live heap after a forced GC, in bytes. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  stop(): Promise<void>;
}

/**
 * Installs bench/peers' packages (exact versions from its lock file) when they are missing. Takes
 * a few minutes the first time: better-sqlite3 compiles when no prebuilt binary can be fetched.
 */
export function ensurePeersInstalled(): void {
  if (existsSync(`${peersDir}node_modules/better-auth/package.json`)) return;
  console.log('Installing the bench peers into bench/peers (npm ci, once)…');
  const installed = spawnSync('npm', ['ci', '--prefix', peersDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('npm ci --prefix bench/peers failed');
}

/** The installed version of a bench/peers package. */
export function peerVersion(name: string): string {
  // Read from disk: some packages do not export their package.json.
  const manifest = readFileSync(`${peersDir}node_modules/${name}/package.json`, 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** Forks `file` (relative to bench/) and waits until it listens; `execArgv` adds Node flags (a loader). */
export async function startPeer(
  file: string,
  env: NodeJS.ProcessEnv = {},
  execArgv: string[] = [],
): Promise<PeerServer> {
  const child = fork(new URL(file, import.meta.url).pathname, {
    execArgv: ['--expose-gc', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const next = <T>(type: string) => nextMessage<T>(child, type);
  const ready = await next<PeerReady>('ready');
  return {
    ready,
    pid: child.pid,
    memory: () => {
      child.send({ type: 'rss' });
      return next('rss');
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`The peer server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
