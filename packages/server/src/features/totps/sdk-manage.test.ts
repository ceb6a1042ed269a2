import { afterEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { stepOf, totpCodeAt } from '../../testing/totp.ts';
import { createSession } from '../sessions/service.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';

/** A step boundary: the clock stands still here unless the test moves it. */
const STEP_ZERO = 30_000 * 60_000_000;

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * The MFA settings widget's two calls: a signed-in user rotates their recovery codes and removes
 * their authenticator app through the SDK, each only from a session that proved two factors.
 */
describe('SDK: a signed-in user manages their own authenticator app', () => {
  it('rotates the recovery codes (old ones void) and removes the app, only with a second factor, never another user’s', async () => {
    t = await createTestContext({ clock: { stoppedAt: STEP_ZERO } });
    const ctx = t;
    const signedIn = await signInNewUser(ctx.deps, ctx.project, { email: 'ada@example.com' });
    const { session_token: sessionToken } = signedIn;
    const oneFactor = async (userId: string) =>
      (
        await createSession(ctx.deps, {
          project: ctx.project,
          userId,
          factor: { type: 'magic_link', delivery_method: 'email' },
          client: UNKNOWN_SIGN_IN_CLIENT,
        })
      ).session_token;

    // Nothing to rotate before an app is confirmed.
    const enrolment = (await ctx.sdk('/totps', {}, { sessionToken })).body;
    const early = await ctx.sdk('/totps/recovery_codes/rotate', {}, { sessionToken });
    expect([early.status, early.body.error_type]).toEqual([404, 'totp_not_found']);
    const code = totpCodeAt(enrolment.secret, stepOf(ctx.clock.now()));
    expect((await ctx.sdk('/totps/authenticate', { totp_code: code }, { sessionToken })).status).toBe(200);

    // A one-factor session of the same user (a phished link) can neither rotate nor remove.
    const weak = await oneFactor(signedIn.user_id);
    const refused = await ctx.sdk('/totps/recovery_codes/rotate', {}, { sessionToken: weak });
    expect([refused.status, refused.body.error_type]).toEqual([403, 'mfa_required']);
    const kept = await ctx.sdk(`/users/totps/${enrolment.totp_id}`, undefined, {
      sessionToken: weak,
      method: 'DELETE',
    });
    expect([kept.status, kept.body.error_type]).toEqual([403, 'mfa_required']);

    // The two-factor session rotates: ten new codes, listed from now on; an old one no longer signs in.
    const rotated = await ctx.sdk('/totps/recovery_codes/rotate', {}, { sessionToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ user_id: signedIn.user_id, totp_id: enrolment.totp_id });
    expect(new Set(rotated.body.recovery_codes).size).toBe(10);
    expect(rotated.body.recovery_codes.some((c: string) => enrolment.recovery_codes.includes(c))).toBe(false);
    const listed = await ctx.sdk('/totps/recovery_codes', {}, { sessionToken });
    expect(listed.body.totps[0].recovery_codes).toEqual(rotated.body.recovery_codes);
    const stale = await ctx.backend('/totps/recover', {
      user_id: signedIn.user_id,
      recovery_code: enrolment.recovery_codes[0],
    });
    expect([stale.status, stale.body.error_type]).toEqual([401, 'recovery_code_not_found']);
    const fresh = await ctx.backend('/totps/recover', {
      user_id: signedIn.user_id,
      recovery_code: rotated.body.recovery_codes[0],
    });
    expect(fresh.status).toBe(200);

    // Another user's session cannot remove Ada's app, nor learn that it exists.
    const other = await signInNewUser(ctx.deps, ctx.project, { email: 'bob@example.com' });
    const foreign = await ctx.sdk(`/users/totps/${enrolment.totp_id}`, undefined, {
      sessionToken: other.session_token,
      method: 'DELETE',
    });
    expect([foreign.status, foreign.body.error_type]).toEqual([404, 'totp_not_found']);

    // Ada removes it: the user has no app, its codes are gone, and rotating has nothing to act on.
    const removed = await ctx.sdk(`/users/totps/${enrolment.totp_id}`, undefined, {
      sessionToken,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.user.totps).toEqual([]);
    expect(await ctx.deps.db.selectFrom('totp_recovery_codes').selectAll().execute()).toEqual([]);
    const after = await ctx.sdk('/totps/recovery_codes/rotate', {}, { sessionToken });
    expect(after.body.error_type).toBe('totp_not_found');
  });

  it('refuses an old two-factor session (a stolen cookie) to read, renew, replace or remove the authenticator until it proves a fresh code', async () => {
    t = await createTestContext({ clock: { stoppedAt: STEP_ZERO } });
    const ctx = t;
    const { session_token: sessionToken, user_id } = await signInNewUser(ctx.deps, ctx.project, {
      email: 'ada@example.com',
    });
    const enrolment = (await ctx.sdk('/totps', {}, { sessionToken })).body;
    const codeNow = () => totpCodeAt(enrolment.secret, stepOf(ctx.clock.now()));
    expect((await ctx.sdk('/totps/authenticate', { totp_code: codeNow() }, { sessionToken })).status).toBe(200);

    // Eleven minutes on, the session still holds both factors, but the app's proof is not fresh.
    ctx.clock.advance(11 * 60_000);
    // (A new enrolment is refused as Stytch refuses it: the user has an app already.)
    const calls = [
      [() => ctx.sdk('/totps/recovery_codes', {}, { sessionToken }), 403, 'mfa_required'],
      [() => ctx.sdk('/totps/recovery_codes/rotate', {}, { sessionToken }), 403, 'mfa_required'],
      [() => ctx.sdk('/totps', {}, { sessionToken }), 400, 'active_totp_exists'],
      [
        () => ctx.sdk(`/users/totps/${enrolment.totp_id}`, undefined, { sessionToken, method: 'DELETE' }),
        403,
        'mfa_required',
      ],
    ] as const;
    for (const [call, status, type] of calls) {
      const res = await call();
      expect([res.status, res.body.error_type]).toEqual([status, type]);
    }
    expect((await ctx.backend(`/users/${user_id}`, undefined, { method: 'GET' })).body.totps).toEqual([
      { totp_id: enrolment.totp_id, verified: true },
    ]);

    // A code now (the widget's step-up) joins the session, and the same calls go through.
    expect((await ctx.sdk('/totps/authenticate', { totp_code: codeNow() }, { sessionToken })).status).toBe(200);
    for (const [call] of calls) expect((await call()).status).toBe(200);
  });

  it('lets a one-factor session drop its own abandoned (unconfirmed) enrolment', async () => {
    t = await createTestContext({ clock: { stoppedAt: STEP_ZERO } });
    const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@example.com' });
    const { session_token: sessionToken } = signedIn;
    const enrolment = (await t.sdk('/totps', {}, { sessionToken })).body;
    const res = await t.sdk(`/users/totps/${enrolment.totp_id}`, undefined, { sessionToken, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.user.totps).toEqual([]);
  });
});
