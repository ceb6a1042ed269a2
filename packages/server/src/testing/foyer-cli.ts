import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The `foyer` command from source, as `npm start` runs it: any folder can be its working directory. */
export const FOYER_FROM_SOURCE = ['--conditions=foyer-source', '--import', TSX, CLI];

export interface CommandOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command args` in `cwd` with exactly `env` and waits for it to exit, with what it printed. */
export function runCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<CommandOutput>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `node <nodeArgs> <args>` in `cwd` with exactly `env` (plus PATH) and waits for it to exit. */
export function runNode(nodeArgs: string[], args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return runCommand(process.execPath, [...nodeArgs, ...args], cwd, { PATH: process.env.PATH, ...env });
}

/** `foyer <args>` from source. */
export const runFoyer = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  runNode(FOYER_FROM_SOURCE, args, cwd, env);

/** How long a start may take (tsx compiling the server on a busy 2-core machine) before it is killed. */
export const START_TIMEOUT_MS = 60_000;

/** How long one `foyer init` / `foyer check` run may take in a test (tsx compiles on each start). */
export const CLI_TIMEOUT_MS = 60_000;

/** A `foyer start` child process: its address, everything it printed so far, and how it ended. */
export interface StartedFoyer {
  child: ChildProcess;
  /** The address it listens on, from its banner. */
  url: string;
  stdout(): string;
  /** Resolves when stdout has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts `node <nodeArgs> start` in `cwd` (PORT=0 unless `env` says otherwise) and resolves once
 * its banner names the address, killing it if that takes longer than `timeoutMs`. Stop it with a
 * signal; `exited` says how it ended.
 */
export function startFoyer(
  nodeArgs: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = START_TIMEOUT_MS,
): Promise<StartedFoyer> {
  const child = spawn(process.execPath, [...nodeArgs, 'start'], {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk) => {
    out += chunk;
    for (const check of waiters) check();
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(out)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
      exited.then((code) => {
        if (!pattern.test(out)) reject(new Error(`foyer exited (${code}) before printing ${pattern}:\n${out}\n${err}`));
      });
    });
  // A process that never says it is running is ended here, not left behind by a failed test.
  const gaveUp = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  exited.then(() => clearTimeout(gaveUp));
  return printed(/Foyer is running in \w+ mode on http:\/\/[\w.:]+/).then(() => {
    clearTimeout(gaveUp);
    return {
      child,
      url: (out.match(/Foyer is running in \w+ mode on (http:\/\/[\w.:]+)/) as RegExpMatchArray)[1] as string,
      stdout: () => out,
      printed,
      exited,
    };
  });
}
