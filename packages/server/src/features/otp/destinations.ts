import type { AppDeps } from '../../deps.ts';
import type { Project } from '../../store/projects.ts';
import { createUserWithEmail, createUserWithPhone, findUserByEmail, findUserByPhone } from '../../store/users.ts';
import type { CheckedSession } from '../sessions/check-presented-session.ts';
import { recordProofOfOwnership } from '../users/first-proof.ts';
import { decideFor } from '../users/ownership/policy.ts';

/** The destination a code goes to, named by the id that becomes the method_id. */
export interface Destination {
  methodId: string;
  userId: string;
  /** True when the user has not finished signing up (the email then says 'sign up', not 'log in'). */
  isNewUser: boolean;
  /** True when this request created the user. */
  created: boolean;
}

/**
 * Whether a send may make a new user for the address or number: the ownership policy refuses a
 * send (a claim) anything of a user who holds it, so the code goes to the holder, attaching nothing;
 * the code's proof signs in to that user.
 */
async function createsUser(deps: AppDeps, holderId: string | null): Promise<boolean> {
  const attachment = await decideFor(deps.db, {
    route: 'otps.login_or_create',
    caller: { kind: 'claim' },
    targetUserId: holderId,
  });
  return attachment.outcome === 'create_user';
}

/**
 * The user of an email address, created (active) when there is none. Two first requests racing
 * to create the same address: the loser finds the winner's user.
 */
export async function findOrCreateByEmail(deps: AppDeps, project: Project, email: string): Promise<Destination> {
  const found = await findUserByEmail(deps.db, project.projectId, email);
  if (found && !(await createsUser(deps, found.userId))) {
    return { methodId: found.emailId, userId: found.userId, isNewUser: found.userStatus === 'pending', created: false };
  }
  try {
    const created = await createUserWithEmail(deps.db, deps.clock, { project, email, status: 'active' });
    return { methodId: created.emailId, userId: created.userId, isNewUser: true, created: true };
  } catch (error) {
    const winner = await findUserByEmail(deps.db, project.projectId, email);
    if (winner) return { methodId: winner.emailId, userId: winner.userId, isNewUser: false, created: false };
    throw error;
  }
}

/** The user of a phone number (E.164), created when there is none; races resolved as for email. */
export async function findOrCreateByPhone(deps: AppDeps, project: Project, phoneNumber: string): Promise<Destination> {
  const found = await findUserByPhone(deps.db, project.projectId, phoneNumber);
  if (found && !(await createsUser(deps, found.userId)))
    return { methodId: found.phoneId, userId: found.userId, isNewUser: false, created: false };
  try {
    const created = await createUserWithPhone(deps.db, deps.clock, { project, phoneNumber });
    return { methodId: created.phoneId, userId: created.userId, isNewUser: true, created: true };
  } catch (error) {
    const winner = await findUserByPhone(deps.db, project.projectId, phoneNumber);
    if (winner) return { methodId: winner.phoneId, userId: winner.userId, isNewUser: false, created: false };
    throw error;
  }
}

/**
 * A code that matched proves control of its destination: verify it and activate a pending user; on
 * the account's first proof, whatever was set up before it ends first (users/first-proof.ts).
 */
export async function markDestinationVerified(
  deps: AppDeps,
  code: { methodId: string; userId: string; channel: 'email' | 'sms' | 'whatsapp' },
  presenting?: CheckedSession,
): Promise<{ presenterKept: boolean }> {
  const identifier =
    code.channel === 'email'
      ? ({ kind: 'email', emailId: code.methodId } as const)
      : ({ kind: 'phone', phoneId: code.methodId } as const);
  return recordProofOfOwnership(deps, { userId: code.userId, identifier, presenting });
}
