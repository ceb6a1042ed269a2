import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { activeSigningKey } from '../features/sessions/signing-keys.ts';
import { type RunningServer, startServer } from '../server.ts';
import { openDatabase } from '../store/database.ts';

const key1 = randomBytes(32).toString('base64');
const key2 = randomBytes(32).toString('base64');

/** A production server on `folder/data`, with SMTP configured (never reached: nothing is sent). */
function start(folder: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const config = loadConfig(
    { FOYER_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', PORT: '0', FOYER_DATA_DIR: 'data', ...env },
    folder,
  );
  return startServer(config, () => {});
}

const mode = (path: string) => statSync(path).mode & 0o777;

/** What a local user who can read the database file sees in the signing_keys table. */
function readStoredKeys(dataDir: string): { kid: string; private_jwk: string }[] {
  const db = new SQLite(join(dataDir, 'foyer.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select kid, private_jwk from signing_keys').all() as { kid: string; private_jwk: string }[];
  } finally {
    db.close();
  }
}

/** The server's JWKS as a host backend fetches it. */
async function publishedKeys(server: RunningServer): Promise<JWK[]> {
  return ((await (await fetch(`${server.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] }).keys;
}

describe('a local user reading the data folder', () => {
  let folder: string;
  let server: RunningServer | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-at-rest-'));
  });
  afterEach(async () => {
    await server?.close({ idleDrainMs: 0 });
    server = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds a folder and files only the server user may open (0700, 0600 for the database and its journal)', async () => {
    server = await start(folder, { FOYER_SECRETS_KEY: key1 });
    await publishedKeys(server); // makes and stores the signing key
    const dataDir = join(folder, 'data');
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ['foyer.db', 'foyer.db-wal', 'foyer.db-shm']) expect(mode(join(dataDir, file))).toBe(0o600);
  });

  it('finds only ciphertext where the signing key is stored, nothing that signs a JWT', async () => {
    server = await start(folder, { FOYER_SECRETS_KEY: key1 });
    const [published] = await publishedKeys(server);
    const dataDir = join(folder, 'data');
    const [stored] = readStoredKeys(dataDir);
    expect(stored?.kid).toBe(published?.kid);
    expect(stored?.private_jwk).toMatch(/^foyer-sealed:v1:[0-9a-f]{16}:[\w-]+$/);
    expect(() => createPrivateKey({ key: JSON.parse(stored?.private_jwk as string), format: 'jwk' })).toThrow();
    // Nor anywhere in the files: the private scalar "d" of a JWK appears in no page or log frame.
    for (const file of ['foyer.db', 'foyer.db-wal'])
      expect(readFileSync(join(dataDir, file)).includes('"d":"')).toBe(false);
  });
});

describe('a data folder from before secrets were sealed', () => {
  let folder: string;
  let server: RunningServer | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-at-rest-old-'));
  });
  afterEach(async () => {
    await server?.close({ idleDrainMs: 0 });
    server = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  it('has its plaintext signing key sealed and its modes narrowed at start, and signs on with the same key', async () => {
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir);
    const old = await openDatabase({ databaseUrl: null, sqlitePath: join(dataDir, 'foyer.db') });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'jwk-from-before', alg: 'ES256', use: 'sig' };
    await old.db
      .insertInto('signing_keys')
      .values({
        kid: 'jwk-from-before',
        alg: 'ES256',
        private_jwk: JSON.stringify(privateKey.export({ format: 'jwk' })),
        public_jwk: JSON.stringify(publicJwk),
        created_at: Date.now(),
        retired_at: null,
      })
      .execute();
    await old.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'foyer.db'), 0o644);

    server = await start(folder, { FOYER_SECRETS_KEY: key1 });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'foyer.db'))).toBe(0o600);
    expect(readStoredKeys(dataDir)[0]?.private_jwk).toMatch(/^foyer-sealed:v1:/);
    // Sessions signed before the upgrade still verify: the key is the same, only stored sealed.
    const active = await activeSigningKey(server.deps);
    expect(active.kid).toBe('jwk-from-before');
    const jwt = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: active.kid }).sign(active.privateKey);
    await expect(jwtVerify(jwt, await importJWK(publicJwk, 'ES256'))).resolves.toBeTruthy();
  });
});

describe('FOYER_SECRETS_KEY', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-secrets-key-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is required in production: the server refuses to start without it and says how to make one', async () => {
    await expect(start(folder, {})).rejects.toThrow(
      'Production mode needs FOYER_SECRETS_KEY (32 random bytes: openssl rand -base64 32)',
    );
  });

  it('rotates: with the new key and the previous one the keys are sealed again, then the new key alone opens them', async () => {
    let server = await start(folder, { FOYER_SECRETS_KEY: key1 });
    const [before] = await publishedKeys(server);
    await server.close({ idleDrainMs: 0 });
    const sealedWithKey1 = readStoredKeys(join(folder, 'data'))[0]?.private_jwk;

    server = await start(folder, { FOYER_SECRETS_KEY: key2, FOYER_SECRETS_KEY_PREVIOUS: key1 });
    await server.close({ idleDrainMs: 0 });
    const sealedWithKey2 = readStoredKeys(join(folder, 'data'))[0]?.private_jwk;
    expect(sealedWithKey2).not.toBe(sealedWithKey1);
    expect(sealedWithKey2?.split(':')[2]).not.toBe(sealedWithKey1?.split(':')[2]);

    server = await start(folder, { FOYER_SECRETS_KEY: key2 });
    try {
      expect((await activeSigningKey(server.deps)).kid).toBe(before?.kid);
    } finally {
      await server.close({ idleDrainMs: 0 });
    }
    // The old key alone no longer opens anything: a leaked old key is worthless after a rotation.
    await expect(start(folder, { FOYER_SECRETS_KEY: key1 })).rejects.toThrow(
      /sealed with key [0-9a-f]{16}, which is neither FOYER_SECRETS_KEY nor FOYER_SECRETS_KEY_PREVIOUS/,
    );
  });
});
