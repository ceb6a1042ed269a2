import { createHash, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { type Algorithm, hash as argon2Hash, hashRaw as argon2Raw } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPasswordByUser } from '../../../store/passwords.ts';
import { findUserByEmail } from '../../../store/users.ts';
import { createTestContext, type JsonBody, type TestContext } from '../../../testing/test-context.ts';

const require = createRequire(import.meta.url);
// Independent implementations of two formats, to make the hashes the server must accept.
const { FirebaseScrypt } = require('firebase-scrypt') as typeof import('firebase-scrypt');
const wordpress = require('wordpress-hash-node') as { HashPassword(password: string): string };

const PASSWORD = 'correct horse battery staple ✓';
const ASCII_PASSWORD = 'correct horse battery staple';

/** Firebase's published test vector (github.com/firebase/scrypt, README). */
const FIREBASE = {
  signer_key: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  salt_separator: 'Bw==',
  rounds: 8,
  memory_cost: 14,
};

/** One migrate body per hash type, each hash made by a real implementation of that format. */
async function migrateBodies(): Promise<Record<string, JsonBody>> {
  const salt = randomBytes(16);
  const firebaseSalt = randomBytes(12).toString('base64');
  const firebase = new FirebaseScrypt({
    memCost: FIREBASE.memory_cost,
    rounds: FIREBASE.rounds,
    saltSeparator: FIREBASE.salt_separator,
    signerKey: FIREBASE.signer_key,
  });
  const argon2idRaw = await argon2Raw(PASSWORD, {
    salt: Buffer.from('saltsaltsalt'),
    outputLen: 32,
    memoryCost: 8192,
    timeCost: 3,
    parallelism: 1,
  });
  return {
    bcrypt: { hash_type: 'bcrypt', hash: bcrypt.hashSync(PASSWORD, 8) },
    md_5: {
      hash_type: 'md_5',
      hash: createHash('md5').update(`pre${PASSWORD}post`).digest('hex'),
      md_5_config: { prepend_salt: 'pre', append_salt: 'post' },
    },
    sha_1: {
      hash_type: 'sha_1',
      hash: createHash('sha1').update(`${PASSWORD}pepper`).digest('hex'),
      sha_1_config: { append_salt: 'pepper' },
    },
    sha_512: { hash_type: 'sha_512', hash: createHash('sha512').update(PASSWORD).digest('hex') },
    argon_2i: {
      hash_type: 'argon_2i',
      hash: await argon2Hash(PASSWORD, { algorithm: 1 as Algorithm, memoryCost: 4096, timeCost: 3 }),
    },
    argon_2id: {
      hash_type: 'argon_2id',
      hash: argon2idRaw.toString('hex'),
      argon_2_config: { salt: 'saltsaltsalt', iteration_amount: 3, memory: 8192, threads: 1, key_length: 32 },
    },
    scrypt: {
      hash_type: 'scrypt',
      hash: scryptSync(PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
      scrypt_config: {
        salt: salt.toString('base64'),
        n_parameter: 16384,
        r_parameter: 8,
        p_parameter: 1,
        key_length: 32,
      },
    },
    pbkdf_2: {
      hash_type: 'pbkdf_2',
      hash: pbkdf2Sync(PASSWORD, salt, 10_000, 64, 'sha512').toString('base64'),
      pbkdf_2_config: { salt: salt.toString('base64'), iteration_amount: 10_000, key_length: 64, algorithm: 'sha512' },
    },
    // wordpress-hash-node hashes JavaScript strings, not UTF-8 bytes as PHP does: ASCII only.
    phpass: { hash_type: 'phpass', hash: wordpress.HashPassword(ASCII_PASSWORD), password: ASCII_PASSWORD },
    scrypt_firebase: {
      hash_type: 'scrypt_firebase',
      hash: await firebase.hash(PASSWORD, firebaseSalt),
      scrypt_firebase_config: { ...FIREBASE, salt: firebaseSalt },
    },
  };
}

describe('POST /v1/passwords/migrate', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const signIn = (email: string, password: string) =>
    t.sdk('/passwords/authenticate', { email, password, session_duration_minutes: 60 });
  const storedHash = async (userId: string) => (await findPasswordByUser(t.deps.db, userId))?.hash;

  it('moves a user in with each format; the old password signs in, is rehashed to argon2id, and signs in again', async () => {
    const bodies = await migrateBodies();
    for (const [type, { password = PASSWORD, ...body }] of Object.entries(bodies)) {
      const email = `${type}@example.com`;
      const moved = await t.backend('/passwords/migrate', {
        email,
        ...body,
        name: { first_name: 'Ada' },
        trusted_metadata: { plan: 'pro' },
        set_email_verified: true,
      });
      expect(moved.status, `${type}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body).toMatchObject({ user_created: true, user: { name: { first_name: 'Ada' } } });
      expect(moved.body.user.emails).toEqual([{ email_id: moved.body.email_id, email, verified: true }]);
      expect(moved.body.user.trusted_metadata).toEqual({ plan: 'pro' });
      const imported = await storedHash(moved.body.user_id);
      expect(imported, type).not.toMatch(/^\$argon2id\$v=19\$m=19456/);

      const wrong = await signIn(email, `${password}!`);
      expect(wrong.body.error_type, type).toBe('unauthorized_credentials');
      expect(await storedHash(moved.body.user_id), `${type}: a wrong password changes nothing`).toBe(imported);

      const first = await signIn(email, password);
      expect(first.status, `${type}: ${JSON.stringify(first.body)}`).toBe(200);
      expect(first.body.user_id).toBe(moved.body.user_id);
      // Rehashed in that same request: the old hash is gone from the row.
      const rehashed = await storedHash(moved.body.user_id);
      expect(rehashed, type).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rehashed).not.toBe(imported);

      expect((await signIn(email, password)).status, `${type} after the rehash`).toBe(200);
      expect((await signIn(email, `${password}!`)).status, `${type} after the rehash`).toBe(401);
    }
  }, 60_000);

  it('refuses a malformed hash or config with a type naming it, and creates nothing', async () => {
    const { scrypt, bcrypt: good } = await migrateBodies();
    const refusals: [JsonBody, string][] = [
      [{ hash_type: 'bcrypt', hash: 'not-a-bcrypt-hash' }, 'invalid_hash'],
      [{ hash_type: 'bcrypt', hash: String(good?.hash).replace(/^\$2b\$08/, '$2b$31') }, 'invalid_hash'],
      [{ hash_type: 'argon_2i', hash: await argon2Hash(PASSWORD) }, 'invalid_hash'],
      [{ hash_type: 'md_5', hash: 'abc123' }, 'invalid_hash'],
      [{ hash_type: 'rot13', hash: 'nqn' }, 'invalid_hash'],
      [{ hash_type: 'scrypt', hash: scrypt?.hash }, 'invalid_hash_config'],
      [{ ...scrypt, scrypt_config: { ...scrypt?.scrypt_config, n_parameter: 1000 } }, 'invalid_hash_config'],
      [{ ...scrypt, scrypt_config: { ...scrypt?.scrypt_config, salt: 'not base64!' } }, 'invalid_hash_config'],
      [{ ...scrypt, scrypt_config: { ...scrypt?.scrypt_config, key_length: 64 } }, 'invalid_hash'],
      [
        { hash_type: 'pbkdf_2', hash: 'AAAA', pbkdf_2_config: { salt: 'AAAA', iteration_amount: '10' } },
        'invalid_hash_config',
      ],
      [{ hash_type: 'argon_2id', hash: 'abcd' }, 'invalid_hash_config'],
      [
        { ...good, trusted_metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
        'invalid_metadata',
      ],
    ];
    for (const [body, type] of refusals) {
      const res = await t.backend('/passwords/migrate', { email: 'ada@example.com', ...body });
      expect([res.status, res.body.error_type], JSON.stringify(body)).toEqual([400, type]);
      expect(res.body.error_message).toMatch(type === 'invalid_hash_config' ? /_config/ : /hash|metadata/);
    }
    expect(await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com')).toBeNull();
  });

  it('keeps what the source says about the email, and moves a password onto a user who already signed up', async () => {
    const { bcrypt: moved } = await migrateBodies();
    const unverified = await t.backend('/passwords/migrate', { email: 'bo@example.com', ...moved });
    expect(unverified.body.user.emails[0].verified).toBe(false);
    expect((await signIn('bo@example.com', PASSWORD)).status).toBe(200);

    // Someone who signed up here already: the host's backend moves their old password onto them.
    const signUp = await t.sdk('/passwords', { email: 'cy@example.com', password: 'a fresh passphrase 8812' });
    const kept = await t.backend('/passwords/migrate', {
      email: 'cy@example.com',
      ...moved,
      set_email_verified: true,
      preserve_existing_sessions: true,
    });
    expect(kept.body).toMatchObject({ user_id: signUp.body.user_id, user_created: false });
    expect(kept.body.user.emails[0].verified).toBe(true);
    expect((await signIn('cy@example.com', 'a fresh passphrase 8812')).status).toBe(401);
    const session = await signIn('cy@example.com', PASSWORD);
    expect(session.status).toBe(200);

    // Without preserve_existing_sessions, the user's sessions end, as after a password change.
    await t.backend('/passwords/migrate', { email: 'cy@example.com', ...moved });
    const after = await t.backend('/sessions/authenticate', { session_token: session.body.session_token });
    expect(after.body.error_type).toBe('session_not_found');
  });

  it('sends an imported breached password to a reset at its first sign-in, and never rehashes it', async () => {
    // phpass's own test vector (openwall.com/phpass, test.php): test12345 is on the breached list.
    const vector = '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0';
    const moved = await t.backend('/passwords/migrate', {
      email: 'di@example.com',
      hash_type: 'phpass',
      hash: vector,
      set_email_verified: true,
    });
    expect((await signIn('di@example.com', 'test12346')).body.error_type).toBe('unauthorized_credentials');
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await signIn('di@example.com', 'test12345');
      expect([res.status, res.body.error_type, res.body.reset_reason]).toEqual([400, 'reset_password', 'breached']);
    }
    expect(await findPasswordByUser(t.deps.db, moved.body.user_id)).toMatchObject({
      requiresReset: true,
      hash: vector,
    });
  });

  it('allows a project 100 migrations a second, as Stytch documents', async () => {
    const t2 = await createTestContext({ clock: 'stopped' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 101; i++) {
        const res = await t2.backend('/passwords/migrate', {
          email: `u${i}@example.com`,
          hash_type: 'sha_1',
          hash: 'a'.repeat(40),
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.at(-1)).toBe(429);
      t2.clock.advance(2_000);
      const next = await t2.backend('/passwords/migrate', {
        email: 'late@example.com',
        hash_type: 'sha_1',
        hash: 'b'.repeat(40),
      });
      expect(next.status).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
