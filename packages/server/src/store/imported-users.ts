import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import { insertUser } from './new-user.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';

/** A user moved in from another system, with the hash it kept of their password. */
export interface ImportedUser {
  email: string;
  /** What the old system said: a verified email is owned (users/ownership/), an unverified one is not. */
  emailVerified: boolean;
  /** The stored form of the old hash (features/passwords/migrate/stored-hash.ts), or null for none. */
  passwordHash: string | null;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** JSON text of the metadata objects. */
  trustedMetadata?: string;
  untrustedMetadata?: string;
}

/**
 * Inserts a moved-in user, their email and their old password hash, inside the caller's transaction
 * (the import writes many per transaction). The password counts as set by the email's owner only
 * if the email was verified: an unverified account's password ends at the address's first proof,
 * as for any other unproven account.
 */
export async function insertImportedUser(
  trx: Kysely<Database>,
  options: { project: Project; now: number; user: ImportedUser },
): Promise<{ userId: string; emailId: string }> {
  const { project, now, user } = options;
  const userId = await insertUser(trx, {
    project,
    now,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.trustedMetadata === undefined ? {} : { trustedMetadata: user.trustedMetadata }),
    ...(user.untrustedMetadata === undefined ? {} : { untrustedMetadata: user.untrustedMetadata }),
  });
  const emailId = newId('email', project.environment);
  await trx
    .insertInto('user_emails')
    .values({
      email_id: emailId,
      project_id: project.projectId,
      user_id: userId,
      email: user.email,
      verified: user.emailVerified ? 1 : 0,
      created_at: now,
    })
    .execute();
  if (user.passwordHash !== null) {
    await trx
      .insertInto('passwords')
      .values({
        password_id: newId('password', project.environment),
        project_id: project.projectId,
        user_id: userId,
        hash: user.passwordHash,
        verified: user.emailVerified ? 1 : 0,
        requires_reset: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { userId, emailId };
}
