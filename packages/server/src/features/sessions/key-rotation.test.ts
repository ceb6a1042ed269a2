import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docSnippet } from '../../../../../scripts/lib/readme-snippets.mjs';
import { createApp } from '../../app.ts';
import { runKeys } from '../../cli/keys.ts';
import { AdjustableClock } from '../../clock.ts';
import { loadConfig } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';
import { openSecretBox } from '../../security/secrets-key.ts';
import { openDatabase } from '../../store/database.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { JANITOR_INTERVAL_MS, janitorSweeps, startJanitor } from '../janitor/janitor.ts';
import { RETIRED_KEY_PUBLISHED_MS, rotateSigningKeys } from './key-rotation.ts';
import { activeSigningKey, KEY_RECHECK_MS } from './signing-keys.ts';

/** The `kid` in a JWT's header: which signing key made it. */
const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()).kid as string;

describe('signing-key rotation', () => {
  let t: TestContext;
  /** A second instance on the same database: its own Kysely handle, so its key caches are its own. */
  let other: AppDeps;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
    other = { ...t.deps, db: t.deps.db.withTables<Record<never, never>>() };
  });
  afterEach(() => t.close());

  const jwksOf = async (deps: AppDeps) =>
    (await (await createApp(deps).request('/.well-known/jwks.json')).json()) as JSONWebKeySet;
  const authenticate = async (deps: AppDeps, body: object) => {
    const response = await createApp(deps).request('/v1/sessions/authenticate', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${testProjectConfig.project_id}:${testProjectConfig.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('switches every instance to the new key within 5 s, keeps the old one published until its JWTs expired, then drops it; sessions go on', async () => {
    const before = await signInNewUser(t.deps, t.project);
    const oldKid = kidOf(before.session_jwt);
    expect(kidOf((await signInNewUser(other, t.project)).session_jwt)).toBe(oldKid);

    // The operator rotates from a third process (foyer keys rotate): its own database handle.
    const rotation = await rotateSigningKeys({ ...t.deps, db: t.deps.db.withTables<Record<never, never>>() });
    expect(rotation.retired).toEqual([oldKid]);
    t.clock.advance(KEY_RECHECK_MS);
    for (const instance of [t.deps, other]) {
      expect(kidOf((await signInNewUser(instance, t.project)).session_jwt)).toBe(rotation.kid);
    }

    // A JWT minted before the rotation still verifies against either instance's key set, as a host would check it.
    for (const instance of [t.deps, other]) {
      const jwks = await jwksOf(instance);
      expect(jwks.keys.map((key) => key.kid)).toEqual([rotation.kid, oldKid]);
      const { payload } = await jwtVerify(before.session_jwt, createLocalJWKSet(jwks), {
        currentDate: new Date(t.clock.now()),
        audience: testProjectConfig.project_id,
      });
      expect(payload.sid).toBe(before.session.session_id);
    }
    expect((await authenticate(other, { session_jwt: before.session_jwt })).status).toBe(200);

    // Once every JWT the old key signed has expired (plus skew), it leaves the key set by itself.
    t.clock.advance(RETIRED_KEY_PUBLISHED_MS - KEY_RECHECK_MS - 1);
    expect((await jwksOf(other)).keys.map((key) => key.kid)).toEqual([rotation.kid, oldKid]);
    t.clock.advance(1);
    for (const instance of [t.deps, other]) {
      expect((await jwksOf(instance)).keys.map((key) => key.kid)).toEqual([rotation.kid]);
    }
    const stale = await authenticate(other, { session_jwt: before.session_jwt });
    expect([stale.status, stale.body.error_type]).toEqual([401, 'invalid_session_jwt']);
    t.clock.advance(JANITOR_INTERVAL_MS); // the janitor's next run deletes the row
    const janitor = startJanitor(t.deps, { sweeps: janitorSweeps(t.deps.config), timer: false });
    expect((await janitor.runNow())?.signing_keys).toBe(1);
    await janitor.stop();
    const kids = await t.deps.db.selectFrom('signing_keys').select('kid').execute();
    expect(kids.map((row) => row.kid)).toEqual([rotation.kid]);

    // The session itself was never touched: its token still works, and its new JWT has the new key.
    const still = await authenticate(other, { session_token: before.session_token });
    expect(still.status).toBe(200);
    expect((still.body.session as { session_id: string }).session_id).toBe(before.session.session_id);
    expect(kidOf(still.body.session_jwt as string)).toBe(rotation.kid);
  });
});

describe('foyer keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-keys-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the keys with their ages and which signs, rotates, and refuses a folder with no database', async () => {
    const env = { FOYER_DATA_DIR: dir };
    const missing = await runKeys(['list'], env, dir);
    expect(missing).toEqual({
      code: 1,
      lines: [expect.stringContaining(`No Foyer database at ${join(dir, 'foyer.db')}`)],
    });

    // A server's first start made the database and its key (as foyer start does).
    const clock = new AdjustableClock({ now: () => Date.parse('2026-11-26T12:00:00Z') });
    const database = await openDatabase({ databaseUrl: null, sqlitePath: join(dir, 'foyer.db') });
    const first = await activeSigningKey({ db: database.db, clock, secrets: openSecretBox(loadConfig(env, dir)).box });
    await database.close();

    clock.advance(3 * 86_400_000 + 4 * 3_600_000);
    // docs/operations.md's commands, as an operator types them: list, then rotate.
    const commands = docSnippet('docs/operations.md', 'Key rotation', 'sh').trim().split('\n');
    expect(commands).toEqual(['foyer keys list', 'foyer keys rotate']);
    const run = (command: string) => runKeys(command.split(' ').slice(2), env, dir, clock);
    expect(await run(commands[0] as string)).toEqual({ code: 0, lines: [`${first.kid}  ES256  age 3d 4h  signing`] });
    const rotated = await run(commands[1] as string);
    expect(rotated.code).toBe(0);
    const newKid = rotated.lines[0]?.match(/Signing with (\S+) from now on/)?.[1];
    expect(newKid).toMatch(/^jwk-/);
    expect(rotated.lines[1]).toBe(
      `${first.kid} is retired: it stays in the JWKS until ${new Date(clock.now() + RETIRED_KEY_PUBLISHED_MS).toISOString()}, then leaves.`,
    );

    clock.advance(90_000);
    expect(await runKeys(['list'], env, dir, clock)).toEqual({
      code: 0,
      lines: [
        `${newKid}  ES256  age 1m 30s  signing`,
        `${first.kid}  ES256  age 3d 4h  retired 1m 30s ago, in the JWKS until ${new Date(clock.now() - 90_000 + RETIRED_KEY_PUBLISHED_MS).toISOString()}`,
      ],
    });
    expect((await runKeys(['spin'], env, dir)).code).toBe(2);
  });
});
