import type { PasswordsCreateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeEmail } from '../../security/email.ts';
import { findPasswordByUser, passwordNeedsReset, savePassword } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { createUserWithEmail, type EmailRecord, findUserByEmail } from '../../store/users.ts';
import { newId } from '../../tokens.ts';
import { createSession, type SignedIn } from '../sessions/service.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import type { PasswordContext } from './context.ts';
import { PasswordRefusedError } from './refusal.ts';
import { PasswordResetRequiredError } from './reset-required.ts';
import { checkPasswordStrength } from './strength.ts';

/** The password factor as sessions record it. */
export const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' } as const;

/**
 * Signs a user up with an email and a password, and signs them in.
 *
 * - A password the policy refuses: weak_password or breached_password, with the strength check.
 * - No user with the email: one is created (email unverified: a password proves nothing about it).
 * - A user whose email nobody has verified and who has no password (e.g. a magic link never
 *   clicked): the password is set on that user, as nobody has a better claim to the account.
 * - A user whose email was verified by another method: reset_password (dedupe). Setting a password
 *   on it would let anyone who knows the address into someone else's account, so the widget sends a
 *   reset email and the owner sets the password from their inbox.
 * - A user who already has a usable password: duplicate_email (the widget searched first, so it
 *   only meets this on a race or a stale screen; the answer says "log in instead").
 */
export async function createPassword(
  context: PasswordContext,
  options: { project: Project; request: z.infer<typeof PasswordsCreateRequest>; client: SignInClient },
): Promise<SignedIn> {
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
  if (existing) await assertMayCreate(context, existing);

  const hash = await context.hasher.hash(request.password);
  const record = existing ?? (await createUserOrConflict(context, project, email));
  await savePassword(deps.db, {
    passwordId: newId('password', project.environment),
    projectId: project.projectId,
    userId: record.userId,
    hash,
    verified: false,
    now: deps.clock.now(),
  });
  return createSession(deps, {
    client: options.client,
    project,
    userId: record.userId,
    factor: PASSWORD_FACTOR,
    durationMinutes: request.session_duration_minutes,
  });
}

async function assertMayCreate(context: PasswordContext, existing: EmailRecord): Promise<void> {
  const password = await findPasswordByUser(context.deps.db, existing.userId);
  if (password && !passwordNeedsReset(password, existing.verified)) throw new ApiError('duplicate_email');
  if (existing.verified) throw new PasswordResetRequiredError('dedupe');
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
