/**
 * `npm run bench:import`: moving users in, measured.
 * - The import rate: `foyer import --from auth0` run as its own process (as an operator runs it) on
 *   an Auth0 NDJSON export of BENCH_USERS generated users (default 100,000) with bcrypt hashes, into
 *   SQLite in a temporary folder (or DATABASE_URL's PostgreSQL); its wall time, users per second and
 *   peak memory (GNU time's maximum resident set), which stays flat as the file grows (streamed).
 *   The hashes are 16 real bcryptjs hashes at cost 10, reused: an import checks a hash's form,
 *   never its password, so its cost does not depend on which hash a line carries.
 * - Each format's first-sign-in cost: one check of the right password against a hash at the cost
 *   its product uses by default (median of BENCH_VERIFY_RUNS, default 7, on this thread), and
 *   the argon2id hash at OWASP's parameters that replaces it in the same request.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  encodeStoredHash,
  FOYER_FROM_SOURCE,
  type ImportedHash,
  openDatabase,
  runCommand,
  storedHashOf,
  testProjectConfig,
  upsertProject,
  verifyImportedHash,
} from '@foyer/server/testing';
import { hash as argon2, hashRaw, hashSync } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

const require = createRequire(import.meta.url);
const { FirebaseScrypt } = require('firebase-scrypt');
const wordpress = require('wordpress-hash-node');

const users = Number(process.env.BENCH_USERS ?? 100_000);
const runs = Number(process.env.BENCH_VERIFY_RUNS ?? 7);
const PROJECT = 'project-test-bench-import-0001';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`node ${process.version}; ${cpus().length} cores; load average ${load()}`);

const folder = mkdtempSync(join(tmpdir(), 'foyer-bench-import-'));
try {
  // The export: Auth0's bulk export, one JSON user per line.
  const hashes = Array.from({ length: 16 }, (_, i) => bcrypt.hashSync(`password ${i}`, 10));
  const file = join(folder, 'auth0-export.ndjson');
  const out = createWriteStream(file);
  for (let i = 0; i < users; i++) {
    const line = JSON.stringify({
      user_id: `auth0|${i}`,
      email: `user${i}@bench.example`,
      email_verified: i % 2 === 0,
      given_name: 'Bench',
      family_name: `User ${i}`,
      password_hash: hashes[i % hashes.length],
      app_metadata: { plan: i % 3 === 0 ? 'pro' : 'free' },
    });
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(resolve));

  const env: NodeJS.ProcessEnv = { ...process.env, FOYER_DATA_DIR: folder };
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL ?? null,
    sqlitePath: join(folder, 'foyer.db'),
    log: () => {},
  });
  await upsertProject(database.db, { now: () => Date.now() }, { ...testProjectConfig, project_id: PROJECT });
  await database.close();

  const timed = async (path: string) => {
    const started = performance.now();
    const args = ['import', '--from', 'auth0', '--project', PROJECT, path];
    const time = ['-f', 'maxrss %M', process.execPath, ...FOYER_FROM_SOURCE, ...args];
    const result = await runCommand('/usr/bin/time', time, process.cwd(), env);
    if (result.code !== 0) throw new Error(`foyer import exited ${result.code}: ${result.stderr}`);
    const maxRss = Number(/maxrss (\d+)/.exec(result.stderr)?.[1] ?? Number.NaN) / 1024;
    return { seconds: (performance.now() - started) / 1000, maxRss, report: result.stdout.trim().split('\n')[0] };
  };
  // The command's own start (tsx compiling the source, opening the database) on an empty export.
  const empty = join(folder, 'empty.ndjson');
  await new Promise<void>((resolve) => createWriteStream(empty).end(resolve));
  const start = await timed(empty);
  const full = await timed(file);
  const importing = full.seconds - start.seconds;
  console.log(full.report);
  console.log(
    `import (${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${users} users in ${full.seconds.toFixed(1)} s, of which ${start.seconds.toFixed(1)} s the command's start: ${Math.round(users / importing)} users/s; peak RSS ${full.maxRss.toFixed(0)} MB (${start.maxRss.toFixed(0)} MB for an empty file)`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}

// First sign-in: one verification per format, then the argon2id hash that replaces it.
const password = 'a password moved in from elsewhere';
const salt = randomBytes(16);
const firebase = {
  signer_key: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  salt_separator: 'Bw==',
  rounds: 8,
  memory_cost: 14,
};
const firebaseSalt = randomBytes(12).toString('base64');
const ARGON2_SALT = 'argon2-hex-salt-16';
const formats: [string, Parameters<typeof storedHashOf>[0] | { stored: ImportedHash }][] = [
  ['bcrypt cost 10 (Auth0, Supabase, Clerk)', { hash_type: 'bcrypt', hash: bcrypt.hashSync(password, 10) }],
  [
    'scrypt_firebase (rounds 8, mem_cost 14)',
    {
      hash_type: 'scrypt_firebase',
      hash: await new FirebaseScrypt({
        memCost: 14,
        rounds: 8,
        saltSeparator: firebase.salt_separator,
        signerKey: firebase.signer_key,
      }).hash(password, firebaseSalt),
      scrypt_firebase_config: { ...firebase, salt: firebaseSalt },
    },
  ],
  [
    'scrypt N=16384 r=8 p=1',
    {
      hash_type: 'scrypt',
      hash: scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
      scrypt_config: {
        salt: salt.toString('base64'),
        n_parameter: 16384,
        r_parameter: 8,
        p_parameter: 1,
        key_length: 32,
      },
    },
  ],
  [
    'pbkdf_2 sha256, 600,000 iterations',
    {
      hash_type: 'pbkdf_2',
      hash: pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('base64'),
      pbkdf_2_config: { salt: salt.toString('base64'), iteration_amount: 600_000, key_length: 32, algorithm: 'sha256' },
    },
  ],
  [
    'argon_2i m=4096 t=3',
    { hash_type: 'argon_2i', hash: await argon2(password, { algorithm: 1 as never, memoryCost: 4096, timeCost: 3 }) },
  ],
  [
    'argon_2id hex m=8192 t=2',
    {
      hash_type: 'argon_2id',
      hash: (
        await hashRaw(password, { salt: Buffer.from(ARGON2_SALT), memoryCost: 8192, timeCost: 2, outputLen: 32 })
      ).toString('hex'),
      argon_2_config: { salt: ARGON2_SALT, iteration_amount: 2, memory: 8192, threads: 1, key_length: 32 },
    },
  ],
  ['phpass 2^13 rounds (WordPress default)', { hash_type: 'phpass', hash: wordpress.HashPassword(password) }],
  [
    'md_5 salted',
    {
      hash_type: 'md_5',
      hash: createHash('md5').update(`s${password}`).digest('hex'),
      md_5_config: { prepend_salt: 's' },
    },
  ],
  ['sha_1', { hash_type: 'sha_1', hash: createHash('sha1').update(password).digest('hex') }],
  // What only the import reads: Auth0's custom hashes and Django's through Clerk.
  [
    'Django pbkdf2_sha256, 720,000 iterations',
    {
      stored: {
        kind: 'pbkdf2',
        algorithm: 'sha256',
        salt: salt.toString('base64'),
        iterations: 720_000,
        hash: pbkdf2Sync(password, salt, 720_000, 32, 'sha256').toString('base64'),
      },
    },
  ],
  [
    'Django bcrypt_sha256 cost 12',
    {
      stored: {
        kind: 'bcrypt',
        prehash: 'sha256',
        hash: bcrypt.hashSync(createHash('sha256').update(password).digest('hex'), 12),
      },
    },
  ],
  [
    'Auth0 ldap {SSHA}',
    {
      stored: {
        kind: 'digest',
        algorithm: 'sha1',
        prepend: '',
        append: '',
        digest: createHash('sha1').update(password).update(salt).digest('base64'),
        salt: salt.toString('base64'),
        position: 'suffix',
      },
    },
  ],
  [
    'Auth0 hmac sha256',
    {
      stored: {
        kind: 'digest',
        algorithm: 'sha256',
        prepend: '',
        append: '',
        digest: createHmac('sha256', salt).update(password).digest('base64'),
        key: salt.toString('base64'),
      },
    },
  ],
];
const median = (measure: () => void) => {
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    measure();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
};
const rehash = median(() => hashSync(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
console.log(
  `first sign-in, per format (median of ${runs}; + ${rehash.toFixed(1)} ms for the argon2id rehash at OWASP's cost):`,
);
for (const [name, request] of formats) {
  const stored = 'stored' in request ? encodeStoredHash(request.stored) : storedHashOf(request);
  const argon2Native = stored.startsWith('$argon2');
  const { verifySync } = await import('@node-rs/argon2');
  const check = () => (argon2Native ? verifySync(stored, password) : verifyImportedHash(stored, password));
  if (!check()) throw new Error(`${name}: the right password did not verify`);
  console.log(`  ${name.padEnd(42)} ${median(check).toFixed(2).padStart(8)} ms to verify`);
}
console.log(`load average ${load()}`);
