import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertProject } from '../store/projects.ts';
import { ATTACKER_PASSWORD, magicLinkSignIn, passwordLogIn, useSession } from '../testing/first-proof.ts';
import { createTestContext, type JsonBody, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import { stepOf, totpCodeAt } from '../testing/totp.ts';

/**
 * Found in the MFA review (issue 23): in a project that requires MFA, someone signs up with a
 * password on another person's address, which answers an intermediate token (a claim, not a proof),
 * and enrols an authenticator app with it. When the address's owner later proves the email, the
 * first proof ended the attacker's sessions and password, but not the authenticator, nor a sign-in
 * still waiting for its second factor: with that token the attacker enrolled again and finished
 * MFA into a full session on the owner's now verified account, and the surviving authenticator
 * stood between the owner and their own account.
 */

const VICTIM = 'ada@example.com';

describe('attack: an MFA sign-in begun on an unverified account outlives the owner’s first proof', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, mfa_policy: 'required_for_all' });
  });
  afterEach(() => t.close());

  const code = (secret: string, ahead = 0) => totpCodeAt(secret, stepOf(t.clock.now()) + ahead);

  /** The attacker's password sign-in in the MFA project: an intermediate token, no session. */
  async function attackerPending(): Promise<string> {
    const res = await passwordLogIn(t, VICTIM);
    expect(res.body.session_token).toBe('');
    return res.body.intermediate_session_token;
  }

  it('gets no session from a token or authenticator that predates the proof, and the owner enrols their own', async () => {
    const signUp = await t.sdk('/passwords', { email: VICTIM, password: ATTACKER_PASSWORD });
    expect(signUp.body.mfa_required).toMatchObject({ totp_enrolment_required: true });
    const enrolment = (await t.sdk('/totps', { intermediate_session_token: signUp.body.intermediate_session_token }))
      .body;
    const attackerSession = await t.sdk('/totps/authenticate', {
      totp_code: code(enrolment.secret),
      intermediate_session_token: signUp.body.intermediate_session_token,
    });
    expect(attackerSession.body.session_token).toMatch(/^session-token-/);
    // A sign-in kept waiting, to be finished once the owner has proven the address.
    const waiting = await attackerPending();
    const another = await attackerPending();

    const owner: JsonBody = await magicLinkSignIn(t, VICTIM);
    expect(owner.user_id).toBe(signUp.body.user_id);
    // Nothing the attacker set up stands between the owner and their account.
    expect(owner.mfa_required).toMatchObject({ secondary_factors: [], totp_enrolment_required: true });
    expect(owner.user).toMatchObject({ totps: [], password: null, emails: [{ email: VICTIM, verified: true }] });

    // The attacker's authenticator and recovery codes no longer finish anything.
    const withCode = await t.sdk('/totps/authenticate', {
      totp_code: code(enrolment.secret, 1),
      intermediate_session_token: waiting,
    });
    expect([withCode.status, withCode.body.error_type]).toEqual([404, 'intermediate_session_not_found']);
    const withRecovery = await t.sdk('/totps/recover', {
      recovery_code: enrolment.recovery_codes[0],
      intermediate_session_token: another,
    });
    expect(withRecovery.body.error_type).toBe('intermediate_session_not_found');
    // Nor can the waiting sign-in enrol a new authenticator on the owner's account.
    const reenrol = await t.sdk('/totps', { intermediate_session_token: another });
    expect([reenrol.status, reenrol.body.error_type]).toEqual([404, 'intermediate_session_not_found']);
    expect((await useSession(t, attackerSession.body.session_token)).body.error_type).toBe('session_not_found');
    expect((await passwordLogIn(t, VICTIM)).body.error_type).toBe('unauthorized_credentials');

    // The owner enrols their own authenticator with their token and finishes into a session.
    const own = (await t.sdk('/totps', { intermediate_session_token: owner.intermediate_session_token })).body;
    const finished = await t.sdk('/totps/authenticate', {
      totp_code: code(own.secret),
      intermediate_session_token: owner.intermediate_session_token,
    });
    expect(finished.status).toBe(200);
    expect(finished.body.user.totps).toEqual([{ totp_id: own.totp_id, verified: true }]);
  });
});
