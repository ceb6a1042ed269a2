import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../store/schema.ts';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { backendAs, giveEveryFactor } from '../../testing/user-factors.ts';

/** Every table that holds a user's id, and how many of its rows name the user. */
async function rowsNaming(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const tables = [
    'users',
    'user_emails',
    'user_phone_numbers',
    'sessions',
    'magic_links',
    'otp_codes',
    'webauthn_registrations',
    'webauthn_challenges',
    'user_oauth_providers',
    'oauth_tokens',
    'user_crypto_wallets',
    'passwords',
    'password_resets',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await (db as unknown as Kysely<Record<string, { user_id: string }>>)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('backend users: get, update, delete', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  describe('GET /v1/users/{user_id}', () => {
    it('answers the user’s fields at the top level, as Stytch’s clients read them, and under user', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      const ids = await giveEveryFactor(t.deps, t.project, signedIn.user_id);
      const res = await t.backend(`/users/${signedIn.user_id}`);
      expect(res.status).toBe(200);
      const { status_code, request_id, user, ...topLevel } = res.body;
      expect(topLevel).toEqual(user);
      expect(user).toMatchObject({
        user_id: signedIn.user_id,
        name: { first_name: '', middle_name: '', last_name: '' },
        providers: [{ provider_type: 'google', oauth_user_registration_id: ids.oauth_user_registration_id }],
        password: { password_id: ids.password_id, requires_reset: false },
        trusted_metadata: {},
        untrusted_metadata: {},
      });
    });
  });

  describe('PUT /v1/users/{user_id}', () => {
    it('sets the name parts given and keeps the others', async () => {
      const created = await t.backend('/users', {
        email: 'a@host.example',
        name: { first_name: 'Ada', last_name: 'Byron' },
      });
      const res = await t.backend(
        `/users/${created.body.user_id}`,
        { name: { middle_name: 'King', last_name: 'Lovelace' } },
        { method: 'PUT' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user_id: created.body.user_id,
        emails: [{ email: 'a@host.example' }],
        phone_numbers: [],
        crypto_wallets: [],
        user: { name: { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' } },
      });
    });

    it('merges metadata at the top level: new keys added, given keys replaced whole, null deletes', async () => {
      const created = await t.backend('/users', {
        email: 'a@host.example',
        trusted_metadata: { plan: 'free', limits: { seats: 1, projects: 2 }, legacy: true },
      });
      const res = await t.backend(
        `/users/${created.body.user_id}`,
        {
          trusted_metadata: { plan: 'pro', limits: { seats: 5 }, legacy: null, since: 2026 },
          untrusted_metadata: { theme: 'dark' },
        },
        { method: 'PUT' },
      );
      expect(res.body.user.trusted_metadata).toEqual({ plan: 'pro', limits: { seats: 5 }, since: 2026 });
      expect(res.body.user.untrusted_metadata).toEqual({ theme: 'dark' });
    });

    it('keeps every one of six concurrent metadata merges (the row is locked while merging)', async () => {
      const created = await t.backend('/users', { email: 'a@host.example' });
      const path = `/users/${created.body.user_id}`;
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.backend(path, { trusted_metadata: { [`k${i}`]: i } }, { method: 'PUT' })),
      );
      const after = await t.backend(path);
      expect(after.body.trusted_metadata).toEqual({ k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5 });
    });

    it('refuses a merge that would pass 20 keys with invalid_metadata, and changes nothing', async () => {
      const keys = (from: number, to: number) =>
        Object.fromEntries(Array.from({ length: to - from }, (_, i) => [`k${from + i}`, i]));
      const created = await t.backend('/users', { email: 'a@host.example', untrusted_metadata: keys(0, 15) });
      const res = await t.backend(
        `/users/${created.body.user_id}`,
        { name: { first_name: 'Changed' }, untrusted_metadata: keys(15, 21) },
        { method: 'PUT' },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error_type: 'invalid_metadata',
        error_message: 'untrusted_metadata would have 21 top-level keys; the most is 20.',
      });
      const after = await t.backend(`/users/${created.body.user_id}`);
      expect(after.body.name.first_name).toBe('');
      expect(Object.keys(after.body.untrusted_metadata)).toHaveLength(15);
    });

    it('answers user_not_found for an unknown user and for another project’s user', async () => {
      const other = await addOtherProject(t.deps);
      const stranger = await signInNewUser(t.deps, other);
      for (const id of ['user-test-nope', stranger.user_id]) {
        const res = await t.backend(`/users/${id}`, { trusted_metadata: { owned: true } }, { method: 'PUT' });
        expect(res.status).toBe(404);
        expect(res.body.error_type).toBe('user_not_found');
      }
      const theirs = await backendAs(t, `/users/${stranger.user_id}`);
      expect(theirs.body.trusted_metadata).toEqual({});
    });

    it('refuses a body that is not Stytch’s shape with bad_request', async () => {
      const created = await t.backend('/users', { email: 'a@host.example' });
      for (const body of [{ name: 'Ada' }, { trusted_metadata: 'x' }, { name: { first_name: 7 } }]) {
        const res = await t.backend(`/users/${created.body.user_id}`, body, { method: 'PUT' });
        expect(res.status).toBe(400);
        expect(res.body.error_type).toBe('bad_request');
      }
    });
  });

  describe('DELETE /v1/users/{user_id}', () => {
    it('deletes the user and every row of theirs, and their sessions stop working at once', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      await giveEveryFactor(t.deps, t.project, signedIn.user_id);
      const before = await rowsNaming(t.deps.db, signedIn.user_id);
      expect(before).toMatchObject({ users: 1, sessions: 1, user_emails: 2, passwords: 1, webauthn_challenges: 1 });

      const res = await t.backend(`/users/${signedIn.user_id}`, undefined, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status_code: 200, user_id: signedIn.user_id });
      expect(Object.values(await rowsNaming(t.deps.db, signedIn.user_id)).every((n) => n === 0)).toBe(true);

      const session = await t.backend('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(session.body.error_type).toBe('session_not_found');
      const online = await t.backend('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
      expect(online.body.error_type).toBe('session_not_found');
      const me = await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token });
      expect(me.status).toBe(404);
      const again = await t.backend(`/users/${signedIn.user_id}`, undefined, { method: 'DELETE' });
      expect(again.body.error_type).toBe('user_not_found');
    });

    it('accepts the empty JSON body Stytch’s client sends with a DELETE', async () => {
      const created = await t.backend('/users', { email: 'a@host.example' });
      const res = await t.backend(`/users/${created.body.user_id}`, {}, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect(res.body.user_id).toBe(created.body.user_id);
    });

    it('frees the user’s email address for a new user', async () => {
      const created = await t.backend('/users', { email: 'reuse@host.example' });
      await t.backend(`/users/${created.body.user_id}`, undefined, { method: 'DELETE' });
      const again = await t.backend('/users', { email: 'reuse@host.example' });
      expect(again.status).toBe(200);
    });

    it('answers user_not_found for another project’s user, and leaves that user whole', async () => {
      const other = await addOtherProject(t.deps);
      const stranger = await signInNewUser(t.deps, other);
      const res = await t.backend(`/users/${stranger.user_id}`, undefined, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
      expect((await backendAs(t, `/users/${stranger.user_id}`)).status).toBe(200);
    });

    it('refuses a wrong secret with unauthorized_credentials and deletes nothing', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.backend(`/users/${signedIn.user_id}`, undefined, {
        method: 'DELETE',
        secret: 'secret-test-wrong-but-long-enough-value',
      });
      expect(res.status).toBe(401);
      expect((await t.backend(`/users/${signedIn.user_id}`)).status).toBe(200);
    });
  });
});
