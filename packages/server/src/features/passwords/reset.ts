import type { PasswordsResetByEmailRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { checkCodeVerifier } from '../../security/pkce.ts';
import { clearRateLimit } from '../../security/rate-limit.ts';
import { consumeMagicLink, findMagicLinkByTokenHash } from '../../store/email-magic-links.ts';
import {
  consumePasswordReset,
  findPasswordResetByTokenHash,
  retireUserPasswordResets,
  savePassword,
} from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { hashSecret, newId } from '../../tokens.ts';
import { revokeUserSessions } from '../sessions/service.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { recordProofOfOwnership } from '../users/first-proof.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import { failedLoginKey } from './authenticate.ts';
import type { PasswordContext } from './context.ts';
import { PASSWORD_FACTOR } from './create.ts';
import { PasswordRefusedError } from './refusal.ts';
import { checkPasswordStrength } from './strength.ts';

/**
 * Sets a new password with a reset token from the email, and signs the user in.
 *
 * The token works once (shared with its 'Login without a password' magic link: whichever is used
 * first ends both) and until it expires. A password the policy refuses leaves the token unused, so
 * the user can try another. On success the email counts as verified (the link proved it), the new
 * password as verified (no dedupe), the account's failed logins are forgotten, its other reset
 * links stop working, and every other session of the user ends: whoever knew the old password is
 * signed out. On the account's first proof, the earlier factors end too (users/first-proof.ts),
 * before the new password is saved, so the new one survives.
 * @throws ApiError password_reset_token_not_found (unknown or used), password_reset_token_expired,
 *   pkce_expected_code_verifier / pkce_mismatch (started in another browser: the token stays unused),
 *   weak_password / breached_password (with the strength check)
 */
export async function resetPasswordByEmail(
  context: PasswordContext,
  options: {
    project: Project;
    request: z.infer<typeof PasswordsResetByEmailRequest>;
    client: SignInClient;
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { deps } = context;
  const { project, request } = options;
  const tokenHash = hashSecret(request.token);
  const reset = await findPasswordResetByTokenHash(deps.db, project.projectId, tokenHash);
  if (!reset) throw new ApiError('password_reset_token_not_found');
  const magicLink = await findMagicLinkByTokenHash(deps.db, project.projectId, tokenHash);
  if (reset.usedAt !== null || (magicLink && magicLink.usedAt !== null)) {
    throw ApiError.variant('password_reset_token_not_found.used');
  }
  const now = deps.clock.now();
  if (reset.expiresAt <= now) throw new ApiError('password_reset_token_expired');
  // A reset started in another browser is refused before anything is used up.
  checkCodeVerifier(reset.codeChallenge, request.code_verifier);

  const user = await loadUser(deps.db, project.projectId, reset.userId);
  const email = user?.emails.find((e) => e.email_id === reset.emailId)?.email ?? null;
  const strength = await checkPasswordStrength(context, {
    password: request.password,
    email,
    policy: project.settings.password_config,
  });
  if (!strength.valid_password) throw new PasswordRefusedError(strength);

  // Hash first: the slow step stays outside the window between consuming the token and saving.
  const hash = await context.hasher.hash(request.password);
  if (!(await consumePasswordReset(deps.db, reset.resetId, now))) {
    throw ApiError.variant('password_reset_token_not_found.used');
  }
  if (reset.magicLinkId && !(await consumeMagicLink(deps.db, reset.magicLinkId, now))) {
    // The magic link won a race for the same token: the token was used, as a login.
    throw ApiError.variant('password_reset_token_not_found.used');
  }

  await recordProofOfOwnership(deps, { userId: reset.userId, identifier: { kind: 'email', emailId: reset.emailId } });
  // The link proved the holder's email: the ownership policy lets that proof set their password.
  const proof = { kind: 'proof', userId: reset.userId } as const;
  assertAttachable(
    await decideFor(deps.db, { route: 'passwords.reset', caller: proof, targetUserId: reset.userId }),
    'duplicate_email',
  );
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: reset.userId,
    hash,
    verified: true,
    now,
  });
  await retireUserPasswordResets(deps.db, reset.userId, now);
  if (email) await clearRateLimit(deps, failedLoginKey(project.projectId, email));

  const signedIn = await signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project,
    userId: reset.userId,
    factor: PASSWORD_FACTOR,
    durationMinutes: request.session_duration_minutes,
  });
  // Every other session ends (an intermediate answer has none yet to keep).
  await revokeUserSessions(
    deps,
    reset.userId,
    signedIn.session ? { exceptSessionId: signedIn.session.session_id } : {},
  );
  return signedIn;
}
