import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const template = fileURLToPath(new URL('./next-app', import.meta.url));

/** The Foyer project the app talks to: the public token for the browser, the secret for its backend. */
export interface NextAppProject {
  foyerUrl: string;
  projectId: string;
  publicToken: string;
  secret: string;
}

const env = (project: NextAppProject) => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_FOYER_URL: project.foyerUrl,
  NEXT_PUBLIC_FOYER_PUBLIC_TOKEN: project.publicToken,
  FOYER_PROJECT_ID: project.projectId,
  FOYER_SECRET: project.secret,
});

/**
 * A throwaway Next.js app (next-app/: App Router, the widget in a client component, a proxy that
 * sends signed-out visitors to /login) that installs only the tarballs, Next, React and jose from
 * the npm registry through the npm cache, then `next build`s for production.
 * @returns the app folder; delete it when done.
 */
export function buildNextHostApp(tarballs: string[], project: NextAppProject): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-next-host-'));
  cpSync(template, dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'next-host', private: true }));
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: dir, stdio: 'pipe', encoding: 'utf8', env: env(project) });
  try {
    run('npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs,
      'next@16',
      'react@19',
      'react-dom@19',
      'jose@6',
    ]);
    run(join(dir, 'node_modules/.bin/next'), ['build']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A running `next start` of a built app, on `http://127.0.0.1:PORT` (another origin than Foyer's). */
export interface NextApp {
  origin: string;
  close: () => Promise<void>;
}

/** Starts the built app and waits until it answers. */
export async function startNextApp(dir: string, project: NextAppProject): Promise<NextApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(dir, 'node_modules/.bin/next'),
    ['start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: env(project),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${origin}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`next start did not answer within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
