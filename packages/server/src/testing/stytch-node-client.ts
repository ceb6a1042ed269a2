import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** What the child answers for a call that threw: a StytchError's fields, or a ClientError's code. */
export interface StytchCallError {
  name: string;
  status_code?: number;
  error_type?: string;
  error_message?: string;
  code?: string;
  message: string;
}

/** The outcome of one call of Stytch's Node client: its result, or the error it threw. */
export type StytchCallOutcome =
  // biome-ignore lint/suspicious/noExplicitAny: the client's answers are checked by the tests' assertions
  { result: any; error?: undefined } | { result?: undefined; error: StytchCallError };

/** Stytch's `stytch` Node client in a child process, trusting only the given CA on top of Node's. */
export interface StytchNodeClient {
  /** Calls a client method by its path (`sessions.authenticateJwtLocal`) with JSON arguments. */
  call(path: string, ...args: unknown[]): Promise<StytchCallOutcome>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./stytch-node-client.child.mjs', import.meta.url));

/**
 * Starts the client with `custom_base_url` = `baseUrl` (it must be https: the client refuses http).
 * Asynchronous spawn on purpose: a synchronous one would block the event loop that serves its requests.
 */
export function startStytchNodeClient(options: {
  baseUrl: string;
  caPath: string;
  projectId: string;
  secret: string;
}): StytchNodeClient {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CHILD], {
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: options.caPath,
      STYTCH_PROJECT_ID: options.projectId,
      STYTCH_SECRET: options.secret,
      STYTCH_BASE_URL: options.baseUrl,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const pending = new Map<number, (outcome: StytchCallOutcome) => void>();
  const failAll = (why: string) => {
    for (const resolve of pending.values()) resolve({ error: { name: 'ChildExited', message: why } });
    pending.clear();
  };
  child.on('exit', (code) => failAll(`the stytch client process exited (${code}): ${stderr}`));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, ...outcome } = JSON.parse(line) as { id: number } & StytchCallOutcome;
    pending.get(id)?.(outcome as StytchCallOutcome);
    pending.delete(id);
  });
  let next = 0;
  return {
    call: (path, ...args) =>
      new Promise((resolve) => {
        const id = next++;
        pending.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ id, call: path, args })}\n`);
      }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
