import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOYER_FROM_SOURCE } from '../testing/foyer-cli.ts';
import { realPostgresDatabase } from '../testing/postgres-server.ts';

const CHILD = fileURLToPath(new URL('../testing/connection-holder-child.ts', import.meta.url));
/** node's flags for running a source file as `foyer` runs (tsx, the source conditions). */
const NODE_FLAGS = FOYER_FROM_SOURCE.slice(0, -1);

/** The child's output so far, and a way to wait for a line or its end. */
function watch(child: ChildProcess) {
  let out = '';
  const waiters: (() => void)[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const onChunk = (chunk: Buffer) => {
    out += chunk;
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);
  return {
    output: () => out,
    exited,
    /** Resolves with the first match of `pattern`, or null if the process ends first. */
    async until(pattern: RegExp): Promise<RegExpMatchArray | null> {
      let ended = false;
      exited.then(() => {
        ended = true;
        for (const wake of waiters.splice(0)) wake();
      });
      for (;;) {
        const match = out.match(pattern);
        if (match || ended) return match;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

describe('a PostgreSQL connection cut while checked out of the pool', () => {
  let database: Awaited<ReturnType<typeof realPostgresDatabase>>;
  beforeAll(async () => {
    database = await realPostgresDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('no longer ends the process: the transaction fails, the error is logged once, the next query works', async () => {
    const child = spawn(process.execPath, [...NODE_FLAGS, CHILD], {
      env: { PATH: process.env.PATH, DATABASE_URL: database.url },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const run = watch(child);
    try {
      const held = await run.until(/holding backend (\d+)/);
      expect(held, run.output()).not.toBeNull();
      // What a restart or an operator does to every backend: the server ends this one at once.
      const admin = new pg.Client({ connectionString: database.adminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [Number(held?.[1])]);
      await admin.end();
      // Before the fix, node-postgres emitted 'error' on the checked-out client with no listener,
      // and the process died here (exit 1, "Unhandled 'error' event").
      await run.until(/PostgreSQL connection lost/);
      child.stdin?.write('go on\n');
      expect(await run.exited, run.output()).toBe(0);
      expect(run.output()).toMatch(/transaction failed: /);
      expect(run.output()).toMatch(/next query answered 42/);
      expect(
        run.output().match(/PostgreSQL connection lost \(terminating connection due to administrator command\)/g),
      ).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
