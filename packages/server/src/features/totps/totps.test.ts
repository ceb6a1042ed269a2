import { afterEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { upsertProject } from '../../store/projects.ts';
import { sdkFrom } from '../../testing/otp.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type JsonBody, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { readQrCode, stepOf, totpCodeAt } from '../../testing/totp.ts';
import { createSession } from '../sessions/service.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { signInWithFactor } from '../sessions/sign-in-with-factor.ts';

/** A step boundary well in the past's future: the clock stands still here unless a test moves it. */
const STEP_ZERO = 30_000 * 60_000_000;

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function context(overrides: Parameters<typeof createTestContext>[0] = {}) {
  t = await createTestContext({ clock: { stoppedAt: STEP_ZERO }, ...overrides });
  return t;
}

/** A user with a verified email and a one-factor session, enrolled (not yet confirmed) by the backend. */
async function enrolled(t: TestContext, email = 'ada@example.com') {
  const signedIn = await signInNewUser(t.deps, t.project, { email });
  const res = await t.backend('/totps', { user_id: signedIn.user_id });
  expect(res.status).toBe(200);
  return { signedIn, userId: signedIn.user_id, enrolment: res.body };
}

const codeNow = (t: TestContext, secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, stepOf(t.clock.now()) + offsetSteps);

describe('authenticator apps (TOTP)', () => {
  it('enrols with a QR code a phone reads, keeps secrets sealed, replaces an unconfirmed enrolment, and confirms with a first right code', async () => {
    // The hand-made code generator against RFC 6238's own vector (SHA-1, T = 59 s): 94287082.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1)).toBe('287082');
    const t = await context();
    const { userId, enrolment: first } = await enrolled(t);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new Set(first.recovery_codes).size).toBe(10);
    for (const code of first.recovery_codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(first.qr_code).toMatch(/^data:image\/png;base64,/);
    const uri = new URL(readQrCode(first.qr_code) ?? '');
    expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual([
      'otpauth:',
      'totp',
      '/Test project:ada@example.com',
    ]);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Test project',
      secret: first.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    // At rest: the secret sealed, the recovery codes hashed and sealed, none in the clear.
    const rows = await t.deps.db.selectFrom('totps').select('secret').execute();
    const codes = await t.deps.db.selectFrom('totp_recovery_codes').selectAll().execute();
    const stored = JSON.stringify([rows, codes]);
    expect(rows[0]?.secret).toMatch(/^foyer-sealed:v1:/);
    for (const secret of [first.secret, ...first.recovery_codes]) expect(stored).not.toContain(secret);
    expect((await t.backend(`/users/${userId}`)).body.totps).toEqual([{ totp_id: first.totp_id, verified: false }]);

    // A second enrolment before the first was confirmed replaces it: the first app's codes stop working.
    const second = (await t.backend('/totps', { user_id: userId })).body;
    const stale = await t.backend('/totps/authenticate', { user_id: userId, totp_code: codeNow(t, first.secret) });
    expect([stale.status, stale.body.error_type]).toEqual([401, 'totp_code_not_found']);

    const res = await t.backend('/totps/authenticate', { user_id: userId, totp_code: codeNow(t, second.secret) });
    expect(res.status).toBe(200);
    expect(res.body.totp_id).toBe(second.totp_id);
    expect(res.body.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'totp',
        delivery_method: 'authenticator_app',
        totp_factor: { totp_id: second.totp_id },
      }),
    ]);
    expect(res.body.user.totps).toEqual([{ totp_id: second.totp_id, verified: true }]);
    // One authenticator per user: the host's backend deletes the confirmed one before another.
    const third = await t.backend('/totps', { user_id: userId });
    expect([third.status, third.body.error_type]).toEqual([400, 'active_totp_exists']);
  });

  it('accepts a code one 30-second step either side of the clock, each step once, and nothing further off', async () => {
    const t = await context();
    const { userId, enrolment } = await enrolled(t);
    const K = stepOf(t.clock.now());
    const at = (step: number) =>
      t.backend('/totps/authenticate', { user_id: userId, totp_code: totpCodeAt(enrolment.secret, step) });
    const outcome = async (step: number) => {
      const res = await at(step);
      return res.status === 200 ? 'accepted' : res.body.error_type;
    };

    expect(await outcome(K + 2)).toBe('totp_code_not_found'); // two steps ahead: too far
    expect(await outcome(K)).toBe('accepted');
    expect(await outcome(K)).toBe('totp_code_already_authenticated'); // the same code again, inside its window
    expect(await outcome(K - 1)).toBe('totp_code_already_authenticated'); // an older code after a newer one
    expect(await outcome(K + 1)).toBe('accepted'); // a phone clock running ahead
    // The last millisecond of step K+1: K+2 is one step ahead, K+3 two.
    t.clock.advance(2 * 30_000 - 1);
    expect(await outcome(K + 3)).toBe('totp_code_not_found');
    expect(await outcome(K + 2)).toBe('accepted');
    // The first millisecond of step K+4: K+3 is one step behind (typed late), K+2 two.
    t.clock.advance(2 * 30_000 + 1);
    expect(stepOf(t.clock.now())).toBe(K + 4);
    expect(await outcome(K + 3)).toBe('accepted');
    // Two requests racing with one fresh code: exactly one is accepted.
    const raced = await Promise.all([outcome(K + 4), outcome(K + 4)]);
    expect(raced.sort()).toEqual(['accepted', 'totp_code_already_authenticated']);
  });

  it('forgets an enrolment not confirmed within expiration_minutes', async () => {
    const t = await context();
    const ada = await enrolled(t, 'ada@example.com');
    const bob = await enrolled(t, 'bob@example.com');
    const tooShort = await t.backend('/totps', { user_id: ada.userId, expiration_minutes: 4 });
    expect(tooShort.status).toBe(400);
    // Both enrolled at the same instant with the default (Stytch's 1440 minutes, a day).
    t.clock.advance(minutes(1440) - 1);
    const inTime = await t.backend('/totps/authenticate', {
      user_id: bob.userId,
      totp_code: codeNow(t, bob.enrolment.secret),
    });
    expect(inTime.status).toBe(200);
    t.clock.advance(1);
    const late = await t.backend('/totps/authenticate', {
      user_id: ada.userId,
      totp_code: codeNow(t, ada.enrolment.secret),
    });
    expect([late.status, late.body.error_type]).toEqual([404, 'totp_not_found']);
    expect((await t.backend('/totps/recovery_codes', { user_id: ada.userId })).body.totps).toEqual([]);
    // A short enrolment dies at its own expiration; a new one can start at once.
    const short = (await t.backend('/totps', { user_id: ada.userId, expiration_minutes: 5 })).body;
    t.clock.advance(minutes(5));
    const expired = await t.backend('/totps/authenticate', {
      user_id: ada.userId,
      totp_code: codeNow(t, short.secret),
    });
    expect(expired.body.error_type).toBe('totp_not_found');
  });

  it('slows a user down after their free wrong codes, as wrong passcodes, and a right code starts over', async () => {
    const t = await context({
      config: {
        otpFailureLimit: { limit: 3, windowMs: minutes(1440) },
        clientLimits: { ...DEFAULT_CLIENT_LIMITS, otpFailures: { limit: 2, windowMs: minutes(60) } },
      },
    });
    const { signedIn, userId, enrolment } = await enrolled(t);
    const wrong = () => t.backend('/totps/authenticate', { user_id: userId, totp_code: '000000' });
    const right = () => t.backend('/totps/authenticate', { user_id: userId, totp_code: codeNow(t, enrolment.secret) });
    for (let i = 0; i < 3; i++) expect((await wrong()).body.error_type).toBe('totp_code_not_found');
    const slowed = await wrong();
    expect([slowed.status, slowed.body.error_type, slowed.headers.get('retry-after')]).toEqual([
      429,
      'too_many_requests',
      '60',
    ]);
    // Slowed, the right code waits too (else the wait would not slow a guesser down).
    expect((await right()).status).toBe(429);
    t.clock.advance(60_000);
    expect((await right()).status).toBe(200);
    // The right code cleared the run: three free failures again.
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(401);
    // Wrong recovery codes count in the same run.
    const recover = await t.backend('/totps/recover', { user_id: userId, recovery_code: 'aaaa-bbbb-cccc' });
    expect(recover.status).toBe(429);

    // In the browser, each client address also has its own count for the user (here 2 an hour):
    // past it only that network is refused, so a stranger's guesses cannot lock the owner out.
    t.clock.advance(60_000);
    expect((await right()).status).toBe(200);
    const authorization = `Basic ${Buffer.from(`${testProjectConfig.public_token}:${signedIn.session_token}`).toString('base64')}`;
    const guessFrom = (address: string) =>
      sdkFrom(t.app, '/totps/authenticate', { totp_code: '000000' }, { address, headers: { authorization } });
    expect((await guessFrom('203.0.113.7')).status).toBe(401);
    expect((await guessFrom('203.0.113.7')).status).toBe(401);
    const network = await guessFrom('203.0.113.7');
    expect([network.status, network.body.error_message]).toEqual([
      429,
      'Too many wrong passcodes from your network. Try again later.',
    ]);
    expect((await guessFrom('198.51.100.1')).status).toBe(401);
  });

  it('lists the unused recovery codes; each signs in once, typed in any case; deleting the app ends them', async () => {
    const t = await context();
    const { userId, enrolment } = await enrolled(t);
    // Recovery codes stand in for a confirmed authenticator only.
    const early = await t.backend('/totps/recover', { user_id: userId, recovery_code: enrolment.recovery_codes[0] });
    expect(early.body.error_type).toBe('totp_not_found');
    await t.backend('/totps/authenticate', { user_id: userId, totp_code: codeNow(t, enrolment.secret) });
    const listed = (await t.backend('/totps/recovery_codes', { user_id: userId })).body;
    expect(listed.totps).toEqual([
      { totp_id: enrolment.totp_id, verified: true, recovery_codes: enrolment.recovery_codes },
    ]);

    const [first, second, third] = enrolment.recovery_codes as string[];
    // Another user's session named with the code: refused before the code is spent.
    const stranger = await signInNewUser(t.deps, t.project, { email: 'eve@example.com' });
    const mismatch = await t.backend('/totps/recover', {
      user_id: userId,
      recovery_code: first,
      session_token: stranger.session_token,
    });
    expect([mismatch.status, mismatch.body.error_type]).toEqual([403, 'session_user_mismatch']);
    const typed = ` ${first?.toUpperCase().replaceAll('-', ' ')} `;
    const res = await t.backend('/totps/recover', { user_id: userId, recovery_code: typed });
    expect(res.status).toBe(200);
    expect(res.body.totp_id).toBe(enrolment.totp_id);
    expect(res.body.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'recovery_codes',
        delivery_method: 'recovery_code',
        recovery_code_factor: { totp_recovery_code_id: expect.stringMatching(/^totp-recovery-code-test-/) },
      }),
    ]);
    const again = await t.backend('/totps/recover', { user_id: userId, recovery_code: first });
    expect([again.status, again.body.error_type]).toEqual([401, 'recovery_code_not_found']);
    // Two requests racing with one code: exactly one signs in.
    const raced = await Promise.all(
      [0, 1].map(() => t.backend('/totps/recover', { user_id: userId, recovery_code: second })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
    const after = (await t.backend('/totps/recovery_codes', { user_id: userId })).body;
    expect(after.totps[0].recovery_codes).toEqual(enrolment.recovery_codes.slice(2));

    const removed = await t.backend(`/users/totps/${enrolment.totp_id}`, undefined, { method: 'DELETE' });
    expect([removed.status, removed.body.user.totps]).toEqual([200, []]);
    const gone = await t.backend('/totps/recover', { user_id: userId, recovery_code: third });
    expect(gone.body.error_type).toBe('totp_not_found');
    expect(
      (await t.backend(`/users/totps/${enrolment.totp_id}`, undefined, { method: 'DELETE' })).body.error_type,
    ).toBe('totp_not_found');
  });

  it('SDK: a code joins the signed-in session; a one-factor session can neither swap the app nor read its codes', async () => {
    const t = await context();
    const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@example.com' });
    const { session_token: sessionToken } = signedIn;
    expect((await t.sdk('/totps', {})).body.error_type).toBe('missing_session');
    const enrolment = (await t.sdk('/totps', {}, { sessionToken })).body;
    expect(enrolment.user_id).toBe(signedIn.user_id);

    const res = await t.sdk('/totps/authenticate', { totp_code: codeNow(t, enrolment.secret) }, { sessionToken });
    expect(res.status).toBe(200);
    expect(res.body.session.session_id).toBe(signedIn.session.session_id);
    expect(res.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'totp',
    ]);
    const codes = await t.sdk('/totps/recovery_codes', {}, { sessionToken });
    expect(codes.body.totps[0].recovery_codes).toEqual(enrolment.recovery_codes);

    // Another session of the same user with one factor (say, a stolen password or a phished link).
    const oneFactor = await createSession(t.deps, {
      project: t.project,
      userId: signedIn.user_id,
      factor: { type: 'magic_link', delivery_method: 'email' },
      client: UNKNOWN_SIGN_IN_CLIENT,
    });
    const peek = await t.sdk('/totps/recovery_codes', {}, { sessionToken: oneFactor.session_token });
    expect([peek.status, peek.body.error_type]).toEqual([403, 'mfa_required']);
    const swap = await t.sdk('/totps', {}, { sessionToken: oneFactor.session_token });
    expect([swap.status, swap.body.error_type]).toEqual([400, 'active_totp_exists']);

    // The two-factor session may replace it; the old app keeps working until the new one is confirmed.
    const replacement = (await t.sdk('/totps', {}, { sessionToken })).body;
    t.clock.advance(30_000);
    const old = await t.sdk('/totps/authenticate', { totp_code: codeNow(t, enrolment.secret) }, { sessionToken });
    expect(old.body.totp_id).toBe(enrolment.totp_id);
    t.clock.advance(30_000);
    const confirmed = await t.sdk(
      '/totps/authenticate',
      { totp_code: codeNow(t, replacement.secret) },
      { sessionToken },
    );
    expect(confirmed.body.user.totps).toEqual([{ totp_id: replacement.totp_id, verified: true }]);
  });

  it('SDK: a sign-in waiting for MFA enrols the app with its intermediate token, and a code or recovery code finishes it, once', async () => {
    const t = await context();
    const project = await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, mfa_policy: 'required_for_all' });
    const { user_id: userId } = await signInNewUser(t.deps, project, { email: 'ada@example.com' });
    const firstFactor = async () => {
      const pending = await signInWithFactor(t.deps, {
        project,
        userId,
        factor: { type: 'magic_link', delivery_method: 'email' },
        client: UNKNOWN_SIGN_IN_CLIENT,
      });
      if (!('intermediate_session_token' in pending)) throw new Error('the project requires MFA');
      return pending.intermediate_session_token;
    };
    const factorTypes = (body: JsonBody): string[] =>
      body.session.authentication_factors.map((factor: { type: string }) => factor.type);

    const intermediate_session_token = await firstFactor();
    const enrolment = (await t.sdk('/totps', { intermediate_session_token })).body;
    expect(enrolment.user_id).toBe(userId);
    const done = await t.sdk('/totps/authenticate', {
      totp_code: codeNow(t, enrolment.secret),
      intermediate_session_token,
    });
    expect(done.status).toBe(200);
    expect(factorTypes(done.body)).toEqual(['magic_link', 'totp']);
    expect(done.body.session_token).toMatch(/^session-token-/);
    t.clock.advance(30_000);
    const spent = await t.sdk('/totps/authenticate', {
      totp_code: codeNow(t, enrolment.secret),
      intermediate_session_token,
    });
    expect(spent.body.error_type).toBe('intermediate_session_not_found');

    const recovered = await t.sdk('/totps/recover', {
      recovery_code: enrolment.recovery_codes[0],
      intermediate_session_token: await firstFactor(),
    });
    expect(factorTypes(recovered.body)).toEqual(['magic_link', 'recovery_codes']);
  });
});
