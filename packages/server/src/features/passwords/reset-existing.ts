import { normalizeEmail } from '../../security/email.ts';
import { retireUserPasswordResets, savePassword } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { newId } from '../../tokens.ts';
import { revokeUserSessions } from '../sessions/service.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import type { PresentedSession, SignInResult } from '../sessions/sign-in-with-factor.ts';
import { authenticatePassword } from './authenticate.ts';
import type { PasswordContext } from './context.ts';
import { PasswordRefusedError } from './refusal.ts';
import { checkPasswordStrength } from './strength.ts';

/**
 * Changes a password with the current one (Stytch's passwords.existingPassword.reset), and signs
 * the user in. The new password is checked first, so a refused one changes nothing and starts no
 * session. The current one is checked by the log-in itself (authenticate.ts): the same per-address
 * limit and timing, and a breached or unconfirmed current password answers reset_password (whoever
 * else knows it must not be able to change it; the email reset is the way out). Every other session
 * of the user ends and their unused reset links stop working, as after an email reset. No factor is attached (the user already holds the
 * password they proved), so the ownership policy is not asked.
 * @throws ApiError weak_password / breached_password (the new one), unauthorized_credentials,
 *   reset_password, too_many_requests (the current one)
 */
export async function resetWithExistingPassword(
  context: PasswordContext,
  options: {
    project: Project;
    request: { email: string; existing_password: string; new_password: string; session_duration_minutes?: number };
    client: SignInClient;
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { deps } = context;
  const { project, request } = options;
  const strength = await checkPasswordStrength(context, {
    password: request.new_password,
    email: normalizeEmail(request.email),
    policy: project.settings.password_config,
  });
  if (!strength.valid_password) throw new PasswordRefusedError(strength);

  const signedIn = await authenticatePassword(context, {
    project,
    client: options.client,
    presented: options.presented,
    clientAddress: null,
    request: {
      email: request.email,
      password: request.existing_password,
      session_duration_minutes: request.session_duration_minutes,
    },
  });
  const hash = await context.hasher.hash(request.new_password);
  const now = deps.clock.now();
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: signedIn.user_id,
    hash,
    verified: true,
    now,
  });
  // Reset links sent before the change would otherwise undo it.
  await retireUserPasswordResets(deps.db, signedIn.user_id, now);
  await revokeUserSessions(
    deps,
    signedIn.user_id,
    signedIn.session ? { exceptSessionId: signedIn.session.session_id } : {},
  );
  return signedIn;
}
