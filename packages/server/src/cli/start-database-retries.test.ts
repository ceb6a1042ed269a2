import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFoyer, START_TIMEOUT_MS } from '../testing/foyer-cli.ts';
import { type StallingProxy, startStallingProxy } from '../testing/stalling-proxy.ts';

describe('foyer start with a PostgreSQL that accepts connections and never answers', () => {
  let folder: string;
  let silent: StallingProxy;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-start-db-'));
    silent = await startStallingProxy();
  });
  afterAll(async () => {
    await silent?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['one process', '1'],
    ['a cluster of two workers', '2'],
  ])(
    'says so once per attempt, then exits 1 naming the server (it stayed silent forever), as %s',
    async (_, workers) => {
      const result = await runFoyer(['start'], folder, {
        DATABASE_URL: `postgres://foyer:a-password@127.0.0.1:${silent.port}/foyer`,
        FOYER_DB_CONNECT_TIMEOUT_MS: '300',
        FOYER_DB_START_ATTEMPTS: '2',
        // The default pause between tries is 2 s; a tenth of a second proves the same retry.
        FOYER_DB_START_RETRY_DELAY_MS: '100',
        FOYER_WORKERS: workers,
      });
      const printed = `${result.stdout}${result.stderr}`;
      expect(result.code, printed).toBe(1);
      const where = `127.0.0.1:${silent.port}`;
      expect(printed).toContain(
        `database not reachable at ${where} (attempt 1 of 2): Connection terminated due to connection timeout`,
      );
      expect(result.stderr).toContain(
        `foyer: database not reachable at ${where} after 2 attempts: Connection terminated due to connection timeout`,
      );
      expect(printed).not.toContain('a-password');
      expect(printed).not.toMatch(/Foyer is running/);
    },
    START_TIMEOUT_MS,
  );
});
