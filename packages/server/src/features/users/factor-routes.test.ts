import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { backendAs, type FactorIds, giveEveryFactor } from '../../testing/user-factors.ts';

/** Each factor's wire path, the id field the User object names it by, the User list it leaves, and its not-found type. */
const FACTORS = [
  ['emails', 'email_id', (u: User) => u.emails.map((e) => e.email_id), 'email_not_found'],
  ['phone_numbers', 'phone_id', (u: User) => u.phone_numbers.map((p) => p.phone_id), 'phone_number_not_found'],
  [
    'webauthn_registrations',
    'webauthn_registration_id',
    (u: User) => u.webauthn_registrations.map((w) => w.webauthn_registration_id),
    'webauthn_registration_not_found',
  ],
  [
    'oauth',
    'oauth_user_registration_id',
    (u: User) => u.providers.map((p) => p.oauth_user_registration_id),
    'oauth_user_registration_not_found',
  ],
  [
    'crypto_wallets',
    'crypto_wallet_id',
    (u: User) => u.crypto_wallets.map((w) => w.crypto_wallet_id),
    'crypto_wallet_not_found',
  ],
  ['passwords', 'password_id', (u: User) => (u.password ? [u.password.password_id] : []), 'password_not_found'],
] as const;

type User = {
  emails: Array<{ email_id: string }>;
  phone_numbers: Array<{ phone_id: string }>;
  webauthn_registrations: Array<{ webauthn_registration_id: string }>;
  providers: Array<{ oauth_user_registration_id: string }>;
  crypto_wallets: Array<{ crypto_wallet_id: string }>;
  password: { password_id: string } | null;
};

describe('DELETE /v1/users/{factor}/{id}', () => {
  let t: TestContext;
  let userId: string;
  let ids: FactorIds;
  beforeEach(async () => {
    t = await createTestContext();
    userId = (await signInNewUser(t.deps, t.project, { email: 'ada@host.example' })).user_id;
    ids = await giveEveryFactor(t.deps, t.project, userId);
  });
  afterEach(() => t.close());

  it.each(FACTORS)('deletes one of %s by its %s and answers the user after', async (path, idField, listed) => {
    const before = await t.backend(`/users/${userId}`);
    expect(listed(before.body.user)).toContain(ids[idField]);

    const res = await t.backend(`/users/${path}/${ids[idField]}`, undefined, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, user_id: userId, user: { user_id: userId } });
    expect(listed(res.body.user)).not.toContain(ids[idField]);
    // Only that factor went: the user still has every other kind.
    const others = FACTORS.filter((factor) => factor[1] !== idField);
    expect(others.map(([, field, list]) => [field, list(res.body.user).length > 0])).toEqual(
      others.map(([, field]) => [field, true]),
    );
  });

  it.each(FACTORS)('answers the not-found type for an unknown id of %s', async (path, _idField, _listed, notFound) => {
    const res = await t.backend(`/users/${path}/nope-test-0000`, undefined, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe(notFound);
  });

  it.each(FACTORS)(
    'answers not found for %s of another project’s user, and deletes nothing',
    async (path, idField, listed, notFound) => {
      const other = await addOtherProject(t.deps);
      const strangerId = (await signInNewUser(t.deps, other)).user_id;
      const theirs = await giveEveryFactor(t.deps, other, strangerId);
      const res = await t.backend(`/users/${path}/${theirs[idField]}`, undefined, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe(notFound);
      const stranger = await backendAs(t, `/users/${strangerId}`);
      expect(listed(stranger.body.user)).toContain(theirs[idField]);
    },
  );

  it('takes the email’s pending login links, and the phone’s passcodes, with it', async () => {
    const countOf = async (table: 'magic_links' | 'otp_codes', column: 'email_id' | 'method_id', id: string) =>
      Number(
        (
          await t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where(column, '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await countOf('magic_links', 'email_id', ids.email_id),
      await countOf('otp_codes', 'method_id', ids.phone_id),
    ]).toEqual([1, 1]);
    await t.backend(`/users/emails/${ids.email_id}`, undefined, { method: 'DELETE' });
    await t.backend(`/users/phone_numbers/${ids.phone_id}`, undefined, { method: 'DELETE' });
    expect([
      await countOf('magic_links', 'email_id', ids.email_id),
      await countOf('otp_codes', 'method_id', ids.phone_id),
    ]).toEqual([0, 0]);
  });

  it('refuses a wrong secret with unauthorized_credentials and deletes nothing', async () => {
    const res = await t.backend(`/users/passwords/${ids.password_id}`, undefined, {
      method: 'DELETE',
      secret: 'secret-test-wrong-but-long-enough-value',
    });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unauthorized_credentials');
    expect((await t.backend(`/users/${userId}`)).body.password).toEqual({
      password_id: ids.password_id,
      requires_reset: false,
    });
  });
});
