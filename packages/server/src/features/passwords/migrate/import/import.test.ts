import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
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
  users: [email: string, password: string | null, verified: boolean, phone?: [string, boolean]][];
}[] = [
  {
    source: auth0Users,
    file: 'auth0-export.ndjson',
    created: 3,
    skipped: [5],
    refused: [[3, /^invalid_hash: /]],
    users: [
      ['ada@auth0.example', 'ada auth0 password', true, ['+15555550101', true]],
      ['bo@auth0.example', 'bo auth0 password', false, ['+15555550102', false]],
      ['di@auth0.example', null, true],
    ],
  },
  {
    source: auth0Users,
    file: 'auth0-import.json',
    // Auth0's custom hashes: argon2, pbkdf2 (PHC), md4 with a hex salt after, hmac-sha256 with a
    // key and a salt before, ldap {SSHA}, plain sha256; an ldap {CRYPT} refused with its reason.
    created: 6,
    skipped: [],
    refused: [[83, /^an ldap hash.value must be \{MD5\}, \{SMD5\}, \{SHA\}, \{SSHA\}/]],
    users: [
      ['eve@auth0.example', 'eve auth0 password', true],
      ['fay@auth0.example', 'fay auth0 password', false],
      ['gus@auth0.example', 'gus auth0 password', true],
      ['hub@auth0.example', 'hub auth0 password', true],
      ['ida@auth0.example', 'ida auth0 password', true],
      ['jan@auth0.example', 'jan auth0 password', false],
    ],
  },
  {
    source: clerkUsers('csv'),
    file: 'clerk-export.csv',
    // Django's pbkdf2_sha256 and bcrypt_sha256 as Clerk exports them; a digest cut short refused.
    created: 4,
    skipped: [],
    refused: [[6, /^password_digest is not pbkdf2_sha256\$<iterations>\$<salt>\$<hash>$/]],
    users: [
      ['gil@clerk.example', 'gil clerk password', true],
      ['hal@clerk.example', 'hal clerk password', false],
      ['ivy@clerk.example', 'ivy clerk password', true, ['+15555550123', true]],
      ['jon@clerk.example', 'jon clerk password', true, ['+15555550124', false]],
    ],
  },
  {
    source: clerkUsers('json'),
    file: 'clerk-users.ndjson',
    created: 2,
    skipped: [],
    refused: [[3, /^no email$/]],
    users: [
      ['lea@clerk.example', 'lea clerk password', true, ['+15555550125', true]],
      ['max@clerk.example', 'max clerk password', false],
    ],
  },
  {
    source: (input) => supabaseUsers(input, 'csv'),
    file: 'supabase-auth-users.csv',
    created: 2,
    skipped: [],
    refused: [[4, /^no email$/]],
    users: [
      ['jo@supabase.example', 'jo supabase password', true, ['+15555550103', true]],
      ['kim@supabase.example', 'kim supabase password', false, ['+15555550106', false]],
    ],
  },
  {
    source: firebase,
    file: 'firebase-auth-export.json',
    created: 2,
    skipped: [],
    refused: [],
    users: [
      ['lu@firebase.example', 'lu firebase password', true, ['+15555550104', false]],
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
      ['nan@csv.example', 'nan csv password', true, ['+15555550105', true]],
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

      for (const [email, password, verified, phone] of sample.users) {
        const user = await findUserByEmail(t.deps.db, t.project.projectId, email);
        expect(user?.verified, email).toBe(verified);
        // The phone number came along, verified only where the source said so.
        const phones = (await t.backend(`/users/${user?.userId}`)).body.phone_numbers;
        expect(
          phones.map((p: { phone_number: string; verified: boolean }) => [p.phone_number, p.verified]),
          email,
        ).toEqual(phone ? [phone] : []);
        const row = user ? await findPasswordByUser(t.deps.db, user.userId) : null;
        if (password === null) {
          expect(row, `${email} has no password`).toBeNull();
          continue;
        }
        expect(row?.hash, email).not.toMatch(/^\$argon2id\$v=19\$m=19456/);
        // The old hash holds one password only: a near miss is refused like on any account.
        expect((await signIn(email, `${password}!`)).status, `${email}, wrong password`).toBe(401);
        const signedIn = await signIn(email, password);
        expect(signedIn.status, `${email}: ${JSON.stringify(signedIn.body)}`).toBe(200);
        expect((await findPasswordByUser(t.deps.db, signedIn.body.user_id))?.hash).toMatch(
          /^\$argon2id\$v=19\$m=19456/,
        );
        expect((await signIn(email, password)).status, `${email} after the rehash`).toBe(200);
      }
    }
    // Names, metadata and the old system's id came along.
    const userBody = async (email: string) =>
      (await t.backend(`/users/${(await findUserByEmail(t.deps.db, t.project.projectId, email))?.userId}`)).body;
    expect(await userBody('ada@auth0.example')).toMatchObject({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      trusted_metadata: { plan: 'pro', external_id: 'auth0|1' },
      untrusted_metadata: { theme: 'dark' },
    });
    expect(await userBody('lea@clerk.example')).toMatchObject({
      name: { first_name: 'Lea', last_name: 'Perl' },
      trusted_metadata: { plan: 'team', external_id: 'legacy-81' },
      untrusted_metadata: { theme: 'light' },
    });
    expect((await userBody('nan@csv.example')).trusted_metadata).toEqual({ external_id: 'crm-1001' });
    expect((await userBody('jo@supabase.example')).trusted_metadata).toMatchObject({
      external_id: '6b1c3f0e-0000-4000-8000-000000000001',
    });
    expect((await userBody('lu@firebase.example')).trusted_metadata.external_id).toMatch(/^[0-9a-f]{28}$/);
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

    // An upsert adds a phone the user lacks, verified as the source says; another user's is refused.
    const csv =
      'email,email_verified,phone_number,phone_verified\ndi@auth0.example,true,+15555550150,true\nada@auth0.example,true,+15555550102,true';
    const phones = await importUsers(t.deps, t.project, csvUsers(Readable.from([csv])), { upsert: true });
    expect([phones.updated, phones.refused]).toEqual([
      1,
      [{ line: 3, reason: 'phone number +15555550102 belongs to another user' }],
    ]);
    const di = await findUserByEmail(t.deps.db, t.project.projectId, 'di@auth0.example');
    expect((await t.backend(`/users/${di?.userId}`)).body.phone_numbers).toMatchObject([
      { phone_number: '+15555550150', verified: true },
    ]);
  });

  it('refuses what it cannot read or write, naming the line, and imports everything else', async () => {
    // A CSV with a stray quote, a phone not in E.164, a phone met twice, and a user the
    // database refuses (a trigger stands in for another process making the same row meanwhile).
    if (t.deps.engine === 'postgres') {
      await sql`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN IF NEW.email = 'boom@csv.example' THEN RAISE EXCEPTION 'refused by a trigger'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.deps.db,
      );
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON user_emails FOR EACH ROW EXECUTE FUNCTION refuse_boom()`.execute(
        t.deps.db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON user_emails WHEN NEW.email = 'boom@csv.example' BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END`.execute(
        t.deps.db,
      );
    }
    const csv = [
      'email,email_verified,phone_number,phone_verified',
      'pia@csv.example,true,+15555550140,true',
      'quo@csv.example,true,+1555"0142,true',
      'rex@csv.example,true,555-0141,true',
      'sal@csv.example,true,+15555550140,false',
      'boom@csv.example,true,,',
      'tom@csv.example,false,,',
    ].join('\n');
    const report = await importUsers(t.deps, t.project, csvUsers(Readable.from([csv])), { batchSize: 10 });
    expect(report.created).toBe(2);
    expect(report.refused.map((r) => [r.line, r.reason.slice(0, 41)])).toEqual([
      [3, 'not readable as CSV: Invalid Opening Quot'],
      [4, 'phone number "555-0141" is not in E.164 f'],
      [5, 'phone number +15555550140 appears earlier'],
      [6, 'the database refused it: refused by a tri'],
    ]);
    for (const email of ['pia@csv.example', 'tom@csv.example']) {
      expect(await findUserByEmail(t.deps.db, t.project.projectId, email), email).not.toBeNull();
    }

    // An export cut short mid-record: the records before it come in, the last is refused, not lost.
    const cut = '[{"email":"uma@auth0.example","email_verified":true},\n{"email":"vic@auth0.example","email_ver';
    const cutReport = await importUsers(t.deps, t.project, auth0Users(Readable.from([cut])));
    expect([cutReport.created, cutReport.refused]).toEqual([
      1,
      [{ line: 2, reason: 'the file ends inside this record' }],
    ]);
  });
});
