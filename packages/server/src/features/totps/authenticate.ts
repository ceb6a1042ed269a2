import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import {
  acceptTotpStep,
  listRecoveryCodes,
  listUserTotps,
  spendRecoveryCode,
  type TotpRecord,
} from '../../store/totps.ts';
import { loadUser } from '../../store/users.ts';
import type { FactorProof } from '../mfa/factors.ts';
import { bookPasscodeAttempt, clearPasscodeFailures } from '../otp/failure-limits.ts';
import type { CheckedSession } from '../sessions/check-presented-session.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import type { TotpContext } from './context.ts';
import { sealContext } from './enrol.ts';
import { matchRecoveryCode } from './recovery-codes.ts';
import { matchingStep } from './rfc6238.ts';

/** Who is proving a code, and where the answer goes (a new session, the presented one, or MFA finished). */
export interface CodeAttempt {
  project: Project;
  userId: string;
  clientAddress: string | null;
  client: SignInClient;
  /** The presented session, looked up and found to be the user's before any code is checked. */
  checked: CheckedSession;
  durationMinutes?: number | undefined;
}

/** The user's authenticator apps that can take a code now: the confirmed one, and an enrolment still waiting. */
async function liveTotps(context: TotpContext, attempt: CodeAttempt): Promise<TotpRecord[]> {
  const { deps } = context;
  const now = deps.clock.now();
  const totps = await listUserTotps(deps.db, attempt.project.projectId, attempt.userId);
  const live = totps.filter((totp) => totp.verified || (totp.expiresAt !== null && totp.expiresAt > now));
  if (live.length === 0) {
    if (!(await loadUser(deps.db, attempt.project.projectId, attempt.userId))) throw new ApiError('user_not_found');
    throw new ApiError('totp_not_found');
  }
  return live;
}

/**
 * The tail every code shares: a wrong one counts as a wrong passcode (per user with growing waits,
 * per user and client: features/otp/failure-limits.ts), booked before `check` so parallel guesses
 * cannot overshoot; a right one starts the user's run over and ends in signInWithFactor.
 */
async function proveCode(
  context: TotpContext,
  attempt: CodeAttempt,
  check: () => Promise<{ totpId: string; factor: FactorProof }>,
): Promise<SignInResult & { totp_id: string }> {
  const { deps } = context;
  const booked = await bookPasscodeAttempt(deps, {
    projectId: attempt.project.projectId,
    userId: attempt.userId,
    clientAddress: attempt.clientAddress,
    perUser: context.failureLimit,
    perClient: context.clientFailureLimit,
  });
  const { totpId, factor } = await check();
  await clearPasscodeFailures(deps, booked);
  const signedIn = await signInWithFactor(deps, {
    project: attempt.project,
    userId: attempt.userId,
    factor,
    durationMinutes: attempt.durationMinutes,
    client: attempt.client,
    checked: attempt.checked,
  });
  return { ...signedIn, totp_id: totpId };
}

/**
 * Checks an authenticator code (RFC 6238, one step either side of the server's clock) and answers
 * the session it earns. The first right code confirms an enrolment. A code is accepted once: its
 * 30-second step is remembered, and a code of that step or an earlier one is refused as a replay
 * (totp_code_already_authenticated), even inside its window.
 * @throws ApiError user_not_found, totp_not_found, totp_code_not_found, totp_code_already_authenticated,
 *   too_many_requests, and the session errors of signInWithFactor
 */
export async function authenticateTotp(
  context: TotpContext,
  attempt: CodeAttempt & { code: string },
): Promise<SignInResult & { totp_id: string }> {
  const { deps } = context;
  const totps = await liveTotps(context, attempt);
  return proveCode(context, attempt, async () => {
    const now = deps.clock.now();
    const matched = totps
      .map((totp) => ({
        totp,
        step: matchingStep(deps.secrets.open(totp.sealedSecret, sealContext(totp.totpId)), attempt.code, now),
      }))
      .find((candidate) => candidate.step !== null);
    if (!matched || matched.step === null) throw new ApiError('totp_code_not_found');
    const { totp, step } = matched;
    if (!(await acceptTotpStep(deps.db, totp, step, now))) throw new ApiError('totp_code_already_authenticated');
    return {
      totpId: totp.totpId,
      factor: { type: 'totp', delivery_method: 'authenticator_app', totp_factor: { totp_id: totp.totpId } },
    };
  });
}

/**
 * Signs in with one of the confirmed authenticator's recovery codes, instead of a code from the app.
 * Each code works once (spent by a conditional UPDATE, so two requests racing with it cannot both
 * win).
 * @throws ApiError user_not_found, totp_not_found, recovery_code_not_found, too_many_requests, and the
 *   session errors of signInWithFactor
 */
export async function recoverWithCode(
  context: TotpContext,
  attempt: CodeAttempt & { recoveryCode: string },
): Promise<SignInResult & { totp_id: string }> {
  const { deps } = context;
  const totp = (await liveTotps(context, attempt)).find((candidate) => candidate.verified);
  if (!totp) throw new ApiError('totp_not_found');
  return proveCode(context, attempt, async () => {
    const code = matchRecoveryCode(await listRecoveryCodes(deps.db, totp.totpId), attempt.recoveryCode);
    if (!code || !(await spendRecoveryCode(deps.db, code.recoveryCodeId, deps.clock.now()))) {
      throw new ApiError('recovery_code_not_found');
    }
    return {
      totpId: totp.totpId,
      factor: {
        type: 'recovery_codes',
        delivery_method: 'recovery_code',
        recovery_code_factor: { totp_recovery_code_id: code.recoveryCodeId },
      },
    };
  });
}
