import type { PasswordsCreateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeEmail } from '../../security/email.ts';
import { savePassword } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { createUserWithEmail, type EmailRecord, findUserByEmail } from '../../store/users.ts';
import { newId } from '../../tokens.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import type { PasswordContext } from './context.ts';
import { PasswordRefusedError } from './refusal.ts';
import { checkPasswordStrength } from './strength.ts';

/** The password factor as sessions record it. */
export const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' } as const;

/**
 * Signs a new user up with an email and a password, and signs them in. It only ever creates a user.
 *
 * - A password the policy refuses: weak_password or breached_password, with the strength check.
 * - No user with the email: one is created (email unverified: a password proves nothing about it).
 * - Any user holding the email, in any state (verified or not, invited by the host's backend,
 *   pending, signed in by phone or provider): duplicate_email (409), as Stytch answers. The
 *   ownership policy (users/ownership/) lets a claim attach nothing to an existing user: setting the
 *   password there gave anyone who typed the address that user's session. The widget answers
 *   duplicate_email as the spec's reset_password: it sends a reset email to the address and shows
 *   the dedupe screen, so the address's holder sets the password from their inbox.
 */
export async function createPassword(
  context: PasswordContext,
  options: {
    project: Project;
    request: z.infer<typeof PasswordsCreateRequest>;
    client: SignInClient;
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { deps } = context;
  const { project, request } = options;
  const email = normalizeEmail(request.email);

  const strength = await checkPasswordStrength(context, {
    password: request.password,
    email,
    policy: project.settings.password_config,
  });
  if (!strength.valid_password) throw new PasswordRefusedError(strength);

  const existing = await findUserByEmail(deps.db, project.projectId, email);
  const attachment = await decideFor(deps.db, {
    route: 'passwords.create',
    caller: { kind: 'claim' },
    targetUserId: existing?.userId ?? null,
  });
  assertAttachable(attachment, 'duplicate_email');

  const hash = await context.hasher.hash(request.password);
  const record = await createUserOrConflict(context, project, email);
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: record.userId,
    hash,
    verified: false,
    now: deps.clock.now(),
  });
  return signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project,
    userId: record.userId,
    factor: PASSWORD_FACTOR,
    durationMinutes: request.session_duration_minutes,
  });
}

async function createUserOrConflict(context: PasswordContext, project: Project, email: string): Promise<EmailRecord> {
  try {
    return await createUserWithEmail(context.deps.db, context.deps.clock, { project, email, status: 'active' });
  } catch (error) {
    // Two sign-ups for one address raced; the loser is told the account exists.
    if (await findUserByEmail(context.deps.db, project.projectId, email)) throw new ApiError('duplicate_email');
    throw error;
  }
}
