import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPasswordByUser } from '../../../../store/passwords.ts';
import { findUserByEmail } from '../../../../store/users.ts';
import { createTestContext, type TestContext } from '../../../../testing/test-context.ts';
import { type ImportOptions, importUsers } from './import-users.ts';
import type { Source } from './source-row.ts';
import { auth0Users } from './sources/auth0.ts';
import { clerkUsers } from './sources/clerk.ts';
import { csvUsers } from './sources/csv.ts';
import { firebaseUsers } from './sources/firebase.ts';
import { supabaseUsers } from './sources/supabase.ts';

// The sample exports were made by fixtures/make-fixtures.mts with bcryptjs, @node-rs/argon2,
// firebase-scrypt (Firebase's published hash parameters) and Node's crypto.
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const firebase = firebaseUsers({
  signerKey: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  saltSeparator: 'Bw==',
  rounds: 8,
  memoryCost: 14,
});

/** Each sample: what the import reports, and each imported user's password and verified state. */
const SAMPLES: {
  source: Source;
  file: string;
  created: number;
  skipped: number[];
  refused: [number, RegExp][];
  users: [email: string, password: string | null, verified: boolean][];
}[] = [
  {
    source: auth0Users,
    file: 'auth0-export.ndjson',
    created: 3,
    skipped: [5],
    refused: [[3, /^invalid_hash: /]],
    users: [
      ['ada@auth0.example', 'ada auth0 password', true],
      ['bo@auth0.example', 'bo auth0 password', false],
      ['di@auth0.example', null, true],
    ],
  },
  {
    source: auth0Users,
    file: 'auth0-import.json',
    created: 1,
    skipped: [],
    refused: [[13, /algorithm pbkdf2 is not supported/]],
    users: [['eve@auth0.example', 'eve auth0 password', true]],
  },
  {
    source: clerkUsers,
    file: 'clerk-export.csv',
    created: 2,
    skipped: [],
    refused: [[4, /password_hasher pbkdf2_sha256_django is not supported/]],
    users: [
      ['gil@clerk.example', 'gil clerk password', true],
      ['hal@clerk.example', 'hal clerk password', false],
    ],
  },
  {
    source: (input) => supabaseUsers(input, 'csv'),
    file: 'supabase-auth-users.csv',
    created: 2,
    skipped: [],
    refused: [[4, /^no email$/]],
    users: [
      ['jo@supabase.example', 'jo supabase password', true],
      ['kim@supabase.example', 'kim supabase password', false],
    ],
  },
  {
    source: firebase,
    file: 'firebase-auth-export.json',
    created: 2,
    skipped: [],
    refused: [],
    users: [
      ['lu@firebase.example', 'lu firebase password', true],
      ['mo@firebase.example', 'mo firebase password', false],
    ],
  },
  {
    source: csvUsers,
    file: 'foyer-users.csv',
    created: 2,
    skipped: [],
    refused: [[4, /is not an email address/]],
    users: [
      ['nan@csv.example', 'nan csv password', true],
      ['oz@csv.example', 'oz csv password', false],
    ],
  },
];

describe('importing the users of an export', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const run = (source: Source, file: string, options: ImportOptions = {}) =>
    importUsers(t.deps, t.project, source(createReadStream(fixture(file), { encoding: 'utf8' })), {
      batchSize: 2,
      ...options,
    });
  const signIn = (email: string, password: string) =>
    t.sdk('/passwords/authenticate', { email, password, session_duration_minutes: 60 });

  it('reads each product’s export, reports refused lines, and its users sign in with their old passwords', async () => {
    for (const sample of SAMPLES) {
      const dry = await run(sample.source, sample.file, { dryRun: true });
      expect(dry.created, `${sample.file} dry run`).toBe(sample.created);
      expect(await findUserByEmail(t.deps.db, t.project.projectId, sample.users[0]?.[0] ?? '')).toBeNull();

      const report = await run(sample.source, sample.file);
      expect(report.created, sample.file).toBe(sample.created);
      expect(
        report.skipped.map((s) => s.line),
        sample.file,
      ).toEqual(sample.skipped);
      expect(
        report.refused.map((r) => r.line),
        sample.file,
      ).toEqual(sample.refused.map(([line]) => line));
      sample.refused.forEach(([, reason], i) => {
        expect(report.refused[i]?.reason).toMatch(reason);
      });

      for (const [email, password, verified] of sample.users) {
        const user = await findUserByEmail(t.deps.db, t.project.projectId, email);
        expect(user?.verified, email).toBe(verified);
        const row = user ? await findPasswordByUser(t.deps.db, user.userId) : null;
        if (password === null) {
          expect(row, `${email} has no password`).toBeNull();
          continue;
        }
        expect(row?.hash, email).not.toMatch(/^\$argon2id\$v=19\$m=19456/);
        const signedIn = await signIn(email, password);
        expect(signedIn.status, `${email}: ${JSON.stringify(signedIn.body)}`).toBe(200);
        expect((await findPasswordByUser(t.deps.db, signedIn.body.user_id))?.hash).toMatch(
          /^\$argon2id\$v=19\$m=19456/,
        );
        expect((await signIn(email, password)).status, `${email} after the rehash`).toBe(200);
      }
    }
    // Auth0's metadata and names came along.
    const ada = await t.backend(
      `/users/${(await findUserByEmail(t.deps.db, t.project.projectId, 'ada@auth0.example'))?.userId}`,
    );
    expect(ada.body).toMatchObject({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      trusted_metadata: { plan: 'pro' },
      untrusted_metadata: { theme: 'dark' },
    });
  }, 60_000);

  it('is idempotent: a re-run skips everyone, --upsert updates them', async () => {
    const first = await run(auth0Users, 'auth0-export.ndjson');
    expect(first.created).toBe(3);
    const again = await run(auth0Users, 'auth0-export.ndjson');
    expect([again.created, again.updated, again.skipped.map((s) => s.line)]).toEqual([0, 0, [1, 2, 4, 5]]);
    expect(again.skipped[0]?.reason).toBe('ada@auth0.example is already a user (--upsert updates them)');

    // Bo verified his email here since; an upsert never lowers it, and brings the source's hash back.
    const bo = await findUserByEmail(t.deps.db, t.project.projectId, 'bo@auth0.example');
    expect((await signIn('bo@auth0.example', 'bo auth0 password')).status).toBe(200);
    const upserted = await run(auth0Users, 'auth0-export.ndjson', { upsert: true });
    expect([upserted.created, upserted.updated]).toEqual([0, 3]);
    const row = await findPasswordByUser(t.deps.db, bo?.userId ?? '');
    expect(row?.hash).toMatch(/^\$foyer-import\$/);
    expect((await signIn('bo@auth0.example', 'bo auth0 password')).status).toBe(200);
  });
});
