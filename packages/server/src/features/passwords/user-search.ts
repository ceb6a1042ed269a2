import { normalizeEmail } from '../../security/email.ts';
import { findPasswordByUser } from '../../store/passwords.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import type { PasswordContext } from './context.ts';

/** What the widget's password path needs to know about an email (docs/behaviour.md#login-flow "Password path"). */
export type UserType = 'new' | 'password' | 'passwordless';

/**
 * new: no user has the email; password: its user has a password; passwordless: its user signs in
 * some other way. This discloses whether an account exists, by the spec's design (the widget picks
 * the create, login or passwordless screen from it); the other password calls add nothing to that.
 */
export async function searchUserByEmail(
  context: PasswordContext,
  options: { project: Project; email: string },
): Promise<UserType> {
  const email = normalizeEmail(options.email);
  const record = await findUserByEmail(context.deps.db, options.project.projectId, email);
  if (!record) return 'new';
  return (await findPasswordByUser(context.deps.db, record.userId)) ? 'password' : 'passwordless';
}
