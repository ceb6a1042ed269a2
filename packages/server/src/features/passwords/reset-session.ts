import { minutes } from '../../clock.ts';
import { ApiError } from '../../errors/api-error.ts';
import { retireUserPasswordResets, savePassword } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { newId } from '../../tokens.ts';
import type { AuthenticationFactor } from '../mfa/factors.ts';
import { authenticateSession, findLiveSessionWithUser, revokeUserSessions } from '../sessions/service.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import type { PasswordContext } from './context.ts';
import { PasswordRefusedError } from './refusal.ts';
import { checkPasswordStrength } from './strength.ts';

/** How recent the session's proof must be, as Stytch documents for its reset by session. */
export const SESSION_RESET_WINDOW_MINUTES = 5;

/**
 * A factor that lets a session set a new password: the password itself, or a proof of the email
 * address (an emailed login link or passcode, not an embeddable link), which is what a reset link proves.
 */
const resetsPassword = (factor: AuthenticationFactor) =>
  factor.type === 'password' ||
  ((factor.type === 'magic_link' || factor.type === 'otp') && factor.delivery_method === 'email');

/**
 * Sets a new password for a session's user (Stytch's passwords.sessions.reset). The session must
 * have proven the password or the email address in the last 5 minutes, so a stolen old session
 * cannot take the account over. The new password goes through the project's strength policy; then,
 * as after every reset, the user's unused reset links stop working and every other session ends.
 * The ownership policy is asked as for a session's own account: one whose addresses are all still
 * unproven (a password sign-up on someone else's address) gets no new password this way.
 * @throws ApiError missing_session, session_not_found, invalid_session_jwt,
 *   session_too_old_to_reset_password, weak_password / breached_password (with the strength check),
 *   unverified_account
 */
export async function resetWithSession(
  context: PasswordContext,
  options: {
    project: Project;
    request: { password: string; session_token?: string; session_jwt?: string; session_duration_minutes?: number };
  },
) {
  const { deps } = context;
  const { project, request } = options;
  const named = { project, sessionToken: request.session_token ?? null, sessionJwt: request.session_jwt ?? null };
  const { session, user } = await findLiveSessionWithUser(deps, named);
  const since = deps.clock.now() - minutes(SESSION_RESET_WINDOW_MINUTES);
  const factors = JSON.parse(session.authentication_factors) as AuthenticationFactor[];
  if (!factors.some((f) => resetsPassword(f) && Date.parse(f.last_authenticated_at) >= since)) {
    throw new ApiError('session_too_old_to_reset_password');
  }
  const strength = await checkPasswordStrength(context, {
    password: request.password,
    email: user.emails[0]?.email ?? null,
    policy: project.settings.password_config,
  });
  if (!strength.valid_password) throw new PasswordRefusedError(strength);

  const caller = { kind: 'session', userId: session.user_id } as const;
  const attachment = await decideFor(deps.db, { route: 'passwords.reset', caller, targetUserId: session.user_id });
  assertAttachable(attachment, 'duplicate_email');
  const now = deps.clock.now();
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: session.user_id,
    hash: await context.hasher.hash(request.password),
    verified: true,
    now,
  });
  // Reset links sent before the change would otherwise undo it.
  await retireUserPasswordResets(deps.db, session.user_id, now);
  await revokeUserSessions(deps, session.user_id, { exceptSessionId: session.session_id });
  const answer = await authenticateSession(deps, { ...named, durationMinutes: request.session_duration_minutes });
  // Named by its JWT alone, the session's token is not known here (only its hash is stored).
  return { ...answer, session_token: answer.session_token ?? '' };
}
