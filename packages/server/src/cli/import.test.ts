import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../scripts/lib/readme-snippets.mjs';
import { openDatabase } from '../store/database.ts';
import { upsertProject } from '../store/projects.ts';
import { createTestContext, testProjectConfig } from '../testing/test-context.ts';
import { runImport } from './import.ts';

const FIXTURES = new URL('../features/passwords/migrate/import/fixtures/', import.meta.url);
const PROJECT = 'project-live-acme';
let folder: string;
const env = () => ({ FOYER_DATA_DIR: folder });
const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

describe('foyer import', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-import-'));
    cpSync(FIXTURES, folder, { recursive: true });
    const database = await openDatabase({ databaseUrl: null, sqlitePath: join(folder, 'foyer.db'), log: () => {} });
    await upsertProject(database.db, { now: () => Date.now() }, { ...testProjectConfig, project_id: PROJECT });
    await database.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('runs each command of docs/migration.md on its sample export, reports, and exits 1 when a line was refused', async () => {
    const commands = docSnippet('docs/migration.md', 'The commands', 'sh').trim().split('\n');
    expect(commands.map((c) => c.split(' ')[3])).toEqual(['auth0', 'clerk', 'clerk', 'supabase', 'firebase', 'csv']);
    const results = [];
    for (const command of commands) {
      const result = await runImport(command.split(' ').slice(2), env(), folder, quiet);
      results.push([result.code, result.lines[0]]);
    }
    expect(results).toEqual([
      [
        1,
        '5 users read from auth0-export.ndjson (auth0) into project-live-acme: 3 created, 0 updated, 1 skipped, 1 refused.',
      ],
      [
        1,
        '5 users read from clerk-export.csv (clerk) into project-live-acme: 4 created, 0 updated, 0 skipped, 1 refused.',
      ],
      [
        1,
        '3 users read from clerk-users.ndjson (clerk) into project-live-acme: 2 created, 0 updated, 0 skipped, 1 refused.',
      ],
      [
        1,
        '3 users read from supabase-auth-users.csv (supabase) into project-live-acme: 2 created, 0 updated, 0 skipped, 1 refused.',
      ],
      [
        0,
        '2 users read from firebase-auth-export.json (firebase) into project-live-acme: 2 created, 0 updated, 0 skipped, 0 refused.',
      ],
      [
        1,
        '3 users read from foyer-users.csv (csv) into project-live-acme: 2 created, 0 updated, 0 skipped, 1 refused.',
      ],
    ]);

    // The re-run of the first is safe, and its report names each line.
    const again = await runImport(commands[0]?.split(' ').slice(2) ?? [], env(), folder, quiet);
    expect(again.lines).toEqual([
      '5 users read from auth0-export.ndjson (auth0) into project-live-acme: 0 created, 0 updated, 4 skipped, 1 refused.',
      'Skipped:',
      '  line 1: ada@auth0.example is already a user (--upsert updates them)',
      '  line 2: bo@auth0.example is already a user (--upsert updates them)',
      '  line 4: di@auth0.example is already a user (--upsert updates them)',
      '  line 5: ada@auth0.example appears earlier in the file',
      'Refused:',
      expect.stringMatching(/^ {2}line 3: invalid_hash: hash is not a hash of its hash_type/),
    ]);

    const wrong = await runImport(['--from', 'okta', '--project', PROJECT, 'x.csv'], env(), folder, quiet);
    expect([wrong.code, wrong.lines[0]]).toEqual([
      2,
      '--from must be one of auth0, clerk, supabase, firebase, csv (got okta).',
    ]);
    const noProject = await runImport(
      ['--from', 'csv', '--project', 'project-live-nope', 'foyer-users.csv'],
      env(),
      folder,
      quiet,
    );
    expect(noProject.lines[0]).toBe("No project project-live-nope in this server's configuration or database.");
  });

  it('moves Ada in with docs/migration.md’s migrate call, and she signs in with her old password', async () => {
    const t = await createTestContext();
    try {
      const body = JSON.parse(docSnippet('docs/migration.md', "Stytch's migrate call", 'json'));
      const moved = await t.backend('/passwords/migrate', body);
      expect(moved.body).toMatchObject({
        user_created: true,
        user: { emails: [{ email: 'ada@example.com', verified: true }] },
      });
      const res = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: "Ada's old password" });
      expect(res.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
