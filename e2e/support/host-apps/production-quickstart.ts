import { type ChildProcess, spawn } from 'node:child_process';
import { docSnippet, docSnippets } from '../../../scripts/lib/readme-snippets.mjs';

/** The page whose sh blocks the tarball spec runs as written. */
export const PRODUCTION_QUICKSTART = 'docs/quickstarts/production-postgres.md';

/** The page's one sh block under a heading ('1. Install the server' …). */
export const quickstartBlock = (heading: string): string => docSnippet(PRODUCTION_QUICKSTART, heading, 'sh');

/** The page's sh blocks under a heading, as one script: a reader runs them in one terminal, in order. */
export const quickstartScript = (heading: string): string => docSnippets(PRODUCTION_QUICKSTART, heading, 'sh').join('');

/** A long-running command of the page (the catcher, the server) in its own process group, with what it printed. */
export interface Terminal {
  output: () => string;
  /** SIGTERM to the whole group (npx and the program it runs); resolves with the shell's exit code. */
  stop: () => Promise<number | null>;
}

/** Runs a block in `bash -e` in its own process group, as a reader runs it in a terminal of its own. */
export function openTerminal(script: string, cwd: string, env: NodeJS.ProcessEnv): Terminal {
  const child: ChildProcess = spawn('bash', ['-e', '-c', script], { cwd, env, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
}

/** The JSON values a run of several `curl -s` printed one after another (`{…}{…}`). */
export function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth++ === 0) start = i;
    } else if (c === '}' && --depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
  }
  return values;
}
