import type { OtpsAuthenticateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import { clearRateLimit, consumeRateLimit, retryAfterHeader } from '../../security/rate-limit.ts';
import { consumeOtpCode, findOtpCode, reserveOtpAttempt } from '../../store/otps.ts';
import type { Project } from '../../store/projects.ts';
import { createSession, type SignedIn } from '../sessions/service.ts';
import { MAX_ATTEMPTS_PER_CODE, passcodeMatches } from './codes.ts';
import type { OtpContext } from './context.ts';
import { markDestinationVerified } from './destinations.ts';

/** The rate-limit key of a user's wrong passcodes; a right one clears it (NIST counts consecutive failures). */
export function failedPasscodesKey(projectId: string, userId: string): string {
  return `otp-failures:${projectId}:${userId}`;
}

/**
 * Exchanges a destination's current passcode for a session, once.
 *
 * - Unknown method id, a used code, or a wrong code: otp_code_not_found ('Invalid passcode, please
 *   try again.'). A code past its expiry: otp_code_expired, whatever was typed, since the remedy
 *   (resend) is the same and an expired code can never be guessed into working.
 * - Each code survives MAX_ATTEMPTS_PER_CODE wrong tries; then otp_attempts_exceeded until resent.
 *   Attempts are booked before the check in one conditional UPDATE, so parallel guesses cannot
 *   exceed the cap.
 * - Wrong codes are also counted per user across codes (resending does not reset them), at most
 *   `failureLimit.limit` per window (NIST SP 800-63B's ceiling is 100); past it, 429.
 */
export async function authenticatePasscode(
  context: OtpContext,
  options: { project: Project; request: z.infer<typeof OtpsAuthenticateRequest> },
): Promise<SignedIn> {
  const { deps, failureLimit } = context;
  const { project, request } = options;
  const now = deps.clock.now();
  const code = await findOtpCode(deps.db, project.projectId, request.method_id);
  if (!code || code.usedAt !== null) throw new ApiError('otp_code_not_found');
  if (code.expiresAt <= now) throw new ApiError('otp_code_expired');
  if (code.failedAttempts >= MAX_ATTEMPTS_PER_CODE) throw new ApiError('otp_attempts_exceeded');

  const rule = { key: failedPasscodesKey(project.projectId, code.userId), windowMs: failureLimit.windowMs };
  const verdict = await consumeRateLimit(deps, { ...rule, limit: failureLimit.limit });
  if (!verdict.allowed) {
    throw new ApiError('too_many_requests', 'Too many wrong passcodes for this account. Try again later.', {
      headers: retryAfterHeader(verdict.retryAfterSeconds),
    });
  }

  if (!(await reserveOtpAttempt(deps.db, code, { now, maxAttempts: MAX_ATTEMPTS_PER_CODE }))) {
    // Another request used, replaced or exhausted the code between the read and now.
    const current = await findOtpCode(deps.db, project.projectId, request.method_id);
    const exhausted = current?.codeHash === code.codeHash && current.failedAttempts >= MAX_ATTEMPTS_PER_CODE;
    throw new ApiError(exhausted ? 'otp_attempts_exceeded' : 'otp_code_not_found');
  }
  if (!(await passcodeMatches(request.token, code.codeHash))) throw new ApiError('otp_code_not_found');
  if (!(await consumeOtpCode(deps.db, code, now))) throw new ApiError('otp_code_not_found');

  await clearRateLimit(deps, rule.key);
  await markDestinationVerified(deps, code);
  return createSession(deps, {
    project,
    userId: code.userId,
    factor: { type: 'otp', delivery_method: code.channel },
    durationMinutes: request.session_duration_minutes,
  });
}
