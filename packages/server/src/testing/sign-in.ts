import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { ProjectConfig } from '../config/project-settings.ts';
import type { AppDeps } from '../deps.ts';
import type { FactorProof } from '../features/mfa/factors.ts';
import { createSession, type SignedIn } from '../features/sessions/service.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../features/sessions/sign-in-client.ts';
import { type Project, upsertProject } from '../store/projects.ts';
import type { Database } from '../store/schema.ts';
import { createUserWithEmail } from '../store/users.ts';
import { testProjectConfig } from './test-context.ts';

/**
 * Test helper: a user who just signed in with an email magic link (so the email is verified), made
 * directly through the store and the sessions service (the magic-links feature is tested on its own);
 * `secondFactor` then joins the session as if proven right after the link.
 */
export async function signInNewUser(
  deps: AppDeps,
  project: Project,
  options: { email?: string; durationMinutes?: number; secondFactor?: FactorProof } = {},
): Promise<SignedIn> {
  const email = options.email ?? `user-${crypto.randomUUID()}@host.example`;
  const record = await createUserWithEmail(deps.db, deps.clock, { project, email, status: 'active' });
  await markEmailVerified(deps.db, deps.clock, record);
  const link = { type: 'magic_link', delivery_method: 'email' } as const;
  const at = new Date(deps.clock.now()).toISOString();
  return createSession(deps, {
    client: UNKNOWN_SIGN_IN_CLIENT,
    project,
    userId: record.userId,
    ...(options.secondFactor
      ? { factor: options.secondFactor, earlierFactors: [{ ...link, last_authenticated_at: at }] }
      : { factor: link }),
    durationMinutes: options.durationMinutes,
  });
}

/**
 * Test set-up: marks an email verified and activates a pending user, with nothing else (no proof
 * recorded, no session). Sign-in paths record a proof with features/users/first-proof.ts instead.
 */
export async function markEmailVerified(
  db: Kysely<Database>,
  clock: Clock,
  record: { emailId: string; userId: string },
): Promise<void> {
  await db.updateTable('user_emails').set({ verified: 1 }).where('email_id', '=', record.emailId).execute();
  await db
    .updateTable('users')
    .set({ status: 'active', updated_at: clock.now() })
    .where('user_id', '=', record.userId)
    .where('status', '=', 'pending')
    .execute();
}

/** A second project in the same database, for checks that one project cannot see another's data. */
export const otherProjectConfig: ProjectConfig = {
  ...testProjectConfig,
  project_id: 'project-test-00000000-0000-4000-8000-000000000002',
  public_token: 'public-token-test-00000000-0000-4000-8000-000000000002',
  secret: 'secret-test-another-long-enough-secret-value',
  name: 'Other project',
};

export function addOtherProject(deps: AppDeps): Promise<Project> {
  return upsertProject(deps.db, deps.clock, otherProjectConfig);
}
