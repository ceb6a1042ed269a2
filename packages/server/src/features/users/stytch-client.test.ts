import { describe, expect, it } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { useStytchNodeClient } from '../../testing/stytch-harness.ts';
import { stepOf, totpCodeAt } from '../../testing/totp.ts';
import { giveEveryFactor } from '../../testing/user-factors.ts';

/** Stytch's own `stytch` Node client (B2C, from npm) driving the backend users API over https. */
describe("Stytch's Node client: users", () => {
  const stytch = useStytchNodeClient();
  const { ok, call } = stytch;

  it('create, then update merges metadata, and get reads the fields at the top level', async () => {
    const created = await ok('users.create', {
      email: 'stytch-create@example.com',
      name: { first_name: 'Ada' },
      trusted_metadata: { plan: 'free', legacy: true },
      create_user_as_pending: true,
    });
    expect(created).toMatchObject({ status: 'pending', email_id: expect.any(String), user: { status: 'pending' } });
    const updated = await ok('users.update', {
      user_id: created.user_id,
      name: { last_name: 'Lovelace' },
      trusted_metadata: { plan: 'pro', legacy: null },
    });
    expect(updated.user.trusted_metadata).toEqual({ plan: 'pro' });
    const user = await ok('users.get', { user_id: created.user_id });
    expect(user).toMatchObject({
      user_id: created.user_id,
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      emails: [{ email: 'stytch-create@example.com', verified: false }],
    });
    const duplicate = await stytch.call('users.create', { email: 'stytch-create@example.com' });
    expect(duplicate.error).toMatchObject({ status_code: 409, error_type: 'duplicate_email' });
  });

  it('search pages through next_cursor as the client passes it back', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await ok('users.create', { email: `stytch-page${i}@example.com` })).user_id);
    const query = { operator: 'AND', operands: [{ filter_name: 'user_id', filter_value: ids }] };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ok('users.search', { limit: 2, query, ...(cursor ? { cursor } : {}) });
      expect(page.results_metadata.total).toBe(3);
      seen.push(...page.results.map((u: { user_id: string }) => u.user_id));
      cursor = page.results_metadata.next_cursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('deletes one factor of each kind and answers the user after', async () => {
    const signedIn = await signInNewUser(stytch.t.deps, stytch.t.project, { email: 'stytch-factors@example.com' });
    const ids = await giveEveryFactor(stytch.t.deps, stytch.t.project, signedIn.user_id);
    const calls = [
      ['users.deleteEmail', { email_id: ids.email_id }],
      ['users.deletePhoneNumber', { phone_id: ids.phone_id }],
      ['users.deleteWebAuthnRegistration', { webauthn_registration_id: ids.webauthn_registration_id }],
      ['users.deleteOAuthRegistration', { oauth_user_registration_id: ids.oauth_user_registration_id }],
      ['users.deleteCryptoWallet', { crypto_wallet_id: ids.crypto_wallet_id }],
      ['users.deletePassword', { password_id: ids.password_id }],
    ] as const;
    for (const [path, args] of calls) {
      const answer = await ok(path, args);
      expect(answer.user_id, path).toBe(signedIn.user_id);
    }
    const user = await ok('users.get', { user_id: signedIn.user_id });
    expect(user).toMatchObject({
      emails: [{ email: 'stytch-factors@example.com' }],
      phone_numbers: [],
      webauthn_registrations: [],
      providers: [],
      crypto_wallets: [],
      password: null,
    });
    const again = await stytch.call('users.deletePassword', { password_id: ids.password_id });
    expect(again.error).toMatchObject({ status_code: 404, error_type: 'password_not_found' });
  });

  it('totps: create, authenticate into the user’s session, recoveryCodes, recover once, and users.deleteTOTP', async () => {
    const signedIn = await signInNewUser(stytch.t.deps, stytch.t.project, { email: 'stytch-totp@example.com' });
    const { user_id } = signedIn;
    const created = await ok('totps.create', { user_id, expiration_minutes: 60 });
    expect(created).toMatchObject({ user_id, secret: expect.any(String), qr_code: expect.stringMatching(/^data:/) });
    expect(created.recovery_codes).toHaveLength(10);
    const totp_code = totpCodeAt(created.secret, stepOf(stytch.t.clock.now()));
    const authenticated = await ok('totps.authenticate', { user_id, totp_code, session_token: signedIn.session_token });
    expect(authenticated.totp_id).toBe(created.totp_id);
    expect(authenticated.session.session_id).toBe(signedIn.session.session_id);
    expect(authenticated.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'totp',
    ]);
    const replay = await stytch.call('totps.authenticate', { user_id, totp_code });
    expect(replay.error).toMatchObject({ status_code: 401, error_type: 'totp_code_already_authenticated' });
    expect((await ok('users.get', { user_id })).totps).toEqual([{ totp_id: created.totp_id, verified: true }]);

    const listed = await ok('totps.recoveryCodes', { user_id });
    expect(listed.totps[0].recovery_codes).toEqual(created.recovery_codes);
    const recovered = await ok('totps.recover', { user_id, recovery_code: created.recovery_codes[0] });
    expect(recovered).toMatchObject({ user_id, totp_id: created.totp_id, session_token: expect.any(String) });
    const spent = await stytch.call('totps.recover', { user_id, recovery_code: created.recovery_codes[0] });
    expect(spent.error).toMatchObject({ status_code: 401, error_type: 'recovery_code_not_found' });
    expect((await ok('totps.recoveryCodes', { user_id })).totps[0].recovery_codes).toHaveLength(9);

    const deleted = await ok('users.deleteTOTP', { totp_id: created.totp_id });
    expect(deleted).toMatchObject({ user_id, user: { totps: [] } });
  });

  it('exchangePrimaryFactor swaps the one identifier of a user who has nothing else, and never takes another user’s', async () => {
    const { user_id } = await ok('users.create', { email: 'swap-old@example.com' });
    const swapped = await ok('users.exchangePrimaryFactor', { user_id, email_address: 'Swap-New@Example.com' });
    expect(swapped).toMatchObject({ user_id, user: { emails: [{ email: 'swap-new@example.com', verified: false }] } });
    // The old address is free again: a new user may have it.
    expect((await ok('users.create', { email: 'swap-old@example.com' })).user_id).not.toBe(user_id);

    const toPhone = await ok('users.exchangePrimaryFactor', { user_id, phone_number: '+15555550199' });
    expect(toPhone.user).toMatchObject({
      emails: [],
      phone_numbers: [{ phone_number: '+15555550199', verified: false }],
    });

    await ok('users.create', { email: 'holder@example.com' });
    const held = await call('users.exchangePrimaryFactor', { user_id, email_address: 'holder@example.com' });
    expect(held.error).toMatchObject({ status_code: 409, error_type: 'duplicate_email' });
    const both = await ok('users.create', { email: 'two-factors@example.com', phone_number: '+15555550188' });
    const refused = await call('users.exchangePrimaryFactor', {
      user_id: both.user_id,
      email_address: 'x@example.com',
    });
    expect(refused.error).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect((await ok('users.get', { user_id })).phone_numbers).toEqual([
      expect.objectContaining({ phone_number: '+15555550199' }),
    ]);
  });
});
