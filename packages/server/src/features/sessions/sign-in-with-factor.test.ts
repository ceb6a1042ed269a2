import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { ApiError } from '../../errors/api-error.ts';
import { type Project, upsertProject } from '../../store/projects.ts';
import { otherProjectConfig, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import type { MfaPending } from './intermediate-sessions.ts';
import { authenticateSession, type SignedIn } from './service.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from './sign-in-client.ts';
import { type SignInResult, signInWithFactor } from './sign-in-with-factor.ts';

const SMS = { type: 'otp', delivery_method: 'sms' } as const;
const EMAIL_OTP = { type: 'otp', delivery_method: 'email' } as const;
const LINK = { type: 'magic_link', delivery_method: 'email' } as const;

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ clock: 'stopped' });
});
afterEach(() => t.close());

const errorType = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof ApiError ? error.type : error),
  );

function isPending(result: SignInResult): result is MfaPending {
  return result.session === null;
}

describe('signInWithFactor', () => {
  it('adds a factor to the user’s own session, refuses another user’s, and starts afresh for a stale header token', async () => {
    const ada = await signInNewUser(t.deps, t.project);
    const bob = await signInNewUser(t.deps, t.project);
    const base = { project: t.project, client: UNKNOWN_SIGN_IN_CLIENT };
    t.clock.advance(60_000);

    const added = (await signInWithFactor(t.deps, {
      ...base,
      userId: ada.user_id,
      factor: SMS,
      presented: { sessionToken: ada.session_token },
    })) as SignedIn;
    expect(added.session.session_id).toBe(ada.session.session_id);
    expect(added.session_token).toBe(ada.session_token);
    expect(added.session.authentication_factors.map((f) => [f.type, f.delivery_method])).toEqual([
      ['magic_link', 'email'],
      ['otp', 'sms'],
    ]);
    const [link, sms] = added.session.authentication_factors;
    expect(Date.parse(sms?.last_authenticated_at ?? '') - Date.parse(link?.last_authenticated_at ?? '')).toBe(60_000);
    // The stored session carries both, as the next check shows; the same factor again refreshes its time.
    const checked = await authenticateSession(t.deps, { project: t.project, sessionToken: ada.session_token });
    expect(checked.session.authentication_factors).toHaveLength(2);
    t.clock.advance(60_000);
    const again = (await signInWithFactor(t.deps, {
      ...base,
      userId: ada.user_id,
      factor: SMS,
      presented: { sessionJwt: ada.session_jwt },
    })) as SignedIn;
    expect(again.session.authentication_factors).toHaveLength(2);
    expect(again.session.authentication_factors[1]?.last_authenticated_at).toBe(new Date(t.clock.now()).toISOString());
    expect(again.session_token).toBe('');

    expect(
      await errorType(
        signInWithFactor(t.deps, {
          ...base,
          userId: bob.user_id,
          factor: SMS,
          presented: { sessionToken: ada.session_token },
        }),
      ),
    ).toBe('session_user_mismatch');
    // A body naming a dead session is refused; the SDK's header naming one is stale state: a new session.
    const dead = { sessionToken: 'session-token-unknown' };
    expect(
      await errorType(signInWithFactor(t.deps, { ...base, userId: bob.user_id, factor: SMS, presented: dead })),
    ).toBe('session_not_found');
    const fresh = (await signInWithFactor(t.deps, {
      ...base,
      userId: bob.user_id,
      factor: SMS,
      presented: { ...dead, fromHeader: true },
    })) as SignedIn;
    expect(fresh.session.session_id).not.toBe(bob.session.session_id);
  });

  it('under required_for_all answers an intermediate session that only a different second factor finishes, once, within 10 minutes', async () => {
    const project: Project = await upsertProject(t.deps.db, t.clock, {
      ...otherProjectConfig,
      mfa_policy: 'required_for_all',
    });
    const user = await signInNewUser(t.deps, project);
    const base = { project, userId: user.user_id, client: UNKNOWN_SIGN_IN_CLIENT };
    const pending = await signInWithFactor(t.deps, { ...base, factor: LINK, durationMinutes: 60 });
    if (!isPending(pending)) throw new Error('expected an intermediate session');
    expect(pending).toMatchObject({
      user_id: user.user_id,
      session: null,
      session_token: '',
      session_jwt: '',
      mfa_required: {
        authentication_factors: [{ type: 'magic_link', delivery_method: 'email' }],
        // The email is the first factor's own inbox: an email passcode cannot be the second.
        secondary_factors: [],
        totp_enrolment_required: true,
      },
    });
    expect(pending.intermediate_session_token).toMatch(/^intermediate-session-token-[\w-]{43}$/);
    const stored = await t.deps.db.selectFrom('intermediate_sessions').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(pending.intermediate_session_token.slice(-43));

    // Not a session anywhere a session is checked.
    expect(
      await errorType(authenticateSession(t.deps, { project, sessionToken: pending.intermediate_session_token })),
    ).toBe('mfa_required');
    const presented = { intermediateSessionToken: pending.intermediate_session_token };
    // The same inbox again is not a second factor; the token stays usable.
    expect(await errorType(signInWithFactor(t.deps, { ...base, factor: EMAIL_OTP, presented }))).toBe(
      'mfa_factor_not_allowed',
    );
    const other = await signInNewUser(t.deps, project);
    expect(await errorType(signInWithFactor(t.deps, { ...base, userId: other.user_id, factor: SMS, presented }))).toBe(
      'session_user_mismatch',
    );

    const done = (await signInWithFactor(t.deps, { ...base, factor: SMS, presented })) as SignedIn;
    expect(done.session.authentication_factors.map((f) => f.type)).toEqual(['magic_link', 'otp']);
    expect(Date.parse(done.session.expires_at) - t.clock.now()).toBe(minutes(60));
    expect(await errorType(signInWithFactor(t.deps, { ...base, factor: SMS, presented }))).toBe(
      'intermediate_session_not_found',
    );

    const late = await signInWithFactor(t.deps, { ...base, factor: LINK });
    if (!isPending(late)) throw new Error('expected an intermediate session');
    t.clock.advance(minutes(10));
    expect(
      await errorType(
        signInWithFactor(t.deps, {
          ...base,
          factor: SMS,
          presented: { intermediateSessionToken: late.intermediate_session_token },
        }),
      ),
    ).toBe('intermediate_session_not_found');
  });
});
