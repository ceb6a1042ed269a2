import type { OtpsAuthenticateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { consumeOtpCode, findOtpCode, reserveOtpAttempt } from '../../store/otp.ts';
import type { Project } from '../../store/projects.ts';
import { checkPresentedSession } from '../sessions/check-presented-session.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { MAX_ATTEMPTS_PER_CODE, passcodeMatches } from './codes.ts';
import type { OtpContext } from './context.ts';
import { markDestinationVerified } from './destinations.ts';
import { bookPasscodeAttempt, clearPasscodeFailures } from './failure-limits.ts';

/**
 * Exchanges a destination's current passcode for a session, once.
 *
 * - Unknown method id, a used code, or a wrong code: otp_code_not_found ('Invalid passcode, please
 *   try again.'). A code past its expiry: otp_code_expired, whatever was typed, since the remedy
 *   (resend) is the same and an expired code can never be guessed into working.
 * - Each code survives MAX_ATTEMPTS_PER_CODE wrong tries; then otp_attempts_exceeded until resent.
 *   Attempts are booked before the check in one conditional UPDATE, so parallel guesses cannot
 *   exceed the cap.
 * - Wrong codes are also counted per user across codes (resending does not reset them): per user
 *   and client address, where past the limit only that client gets 429; and per user, where past
 *   `failureLimit.limit` (NIST SP 800-63B's ceiling is 100) attempts are slowed down with growing
 *   waits rather than locked out (failure-limits.ts). A right code starts both counts over.
 */
export async function authenticatePasscode(
  context: OtpContext,
  options: {
    project: Project;
    request: z.infer<typeof OtpsAuthenticateRequest>;
    clientAddress: string | null;
    client: SignInClient;
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { deps, failureLimit } = context;
  const { project, request } = options;
  const now = deps.clock.now();
  const code = await findOtpCode(deps.db, project.projectId, request.method_id);
  if (!code || code.usedAt !== null) throw new ApiError('otp_code_not_found');
  if (code.expiresAt <= now) throw new ApiError('otp_code_expired');
  if (code.failedAttempts >= MAX_ATTEMPTS_PER_CODE) throw new ApiError('otp_attempts_exceeded');

  const booked = await bookPasscodeAttempt(deps, {
    projectId: project.projectId,
    userId: code.userId,
    clientAddress: options.clientAddress,
    perUser: failureLimit,
    perClient: context.clientFailureLimit,
  });

  if (!(await reserveOtpAttempt(deps.db, code, { now, maxAttempts: MAX_ATTEMPTS_PER_CODE }))) {
    // Another request used, replaced or exhausted the code between the read and now.
    const current = await findOtpCode(deps.db, project.projectId, request.method_id);
    const exhausted = current?.codeHash === code.codeHash && current.failedAttempts >= MAX_ATTEMPTS_PER_CODE;
    throw new ApiError(exhausted ? 'otp_attempts_exceeded' : 'otp_code_not_found');
  }
  if (!(await passcodeMatches(request.token, code.codeHash))) throw new ApiError('otp_code_not_found');
  if (!(await consumeOtpCode(deps.db, code, now))) throw new ApiError('otp_code_not_found');

  await clearPasscodeFailures(deps, booked);
  const checked = await checkPresentedSession(deps, { project, userId: code.userId, presented: options.presented });
  const { presenterKept } = await markDestinationVerified(deps, code, checked);
  return signInWithFactor(deps, {
    // A session the first proof ended is gone: the code starts a sign-in of its own.
    checked: presenterKept ? checked : { kind: 'none' },
    client: options.client,
    project,
    userId: code.userId,
    factor: { type: 'otp', delivery_method: code.channel },
    durationMinutes: request.session_duration_minutes,
  });
}
