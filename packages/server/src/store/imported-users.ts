import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import { deleteUnprovenFactors, listIdentifierFlags, lockUser, markIdentifierVerified } from './first-proof.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { markUserSessionsRevoked } from './sessions.ts';
import { emitWebhookEvent } from './webhook-events.ts';

/** A moved-in phone number: E.164, verified only when the old system said so. */
export interface ImportedPhone {
  number: string;
  verified: boolean;
}

/** A user moved in from another system, with the hash it kept of their password. */
export interface ImportedUser {
  email: string;
  /** What the old system said: a verified email is owned (users/ownership/), an unverified one is not. */
  emailVerified: boolean;
  /** The stored form of the old hash (features/passwords/migrate/stored-hash.ts), or null for none. */
  passwordHash: string | null;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** E.164; verified only when the old system said so. */
  phone?: ImportedPhone | undefined;
  /** JSON text of the metadata objects. */
  trustedMetadata?: string;
  untrustedMetadata?: string;
}

/**
 * Inserts a moved-in user, their email, phone and old password hash, inside the caller's
 * transaction (the migrate call writes one). The password counts as set by the email's owner only
 * if the email was verified: an unverified account's password ends at the address's first proof,
 * as for any other unproven account.
 */
export async function insertImportedUser(
  trx: Kysely<Database>,
  options: { project: Project; now: number; user: ImportedUser },
): Promise<{ userId: string; emailId: string }> {
  const [ids] = await insertImportedUsers(trx, { ...options, users: [options.user] });
  return ids as { userId: string; emailId: string };
}

/**
 * Inserts many moved-in users at once: one multi-row INSERT per table instead of a few statements
 * per user (the import's batches; most of its time was statements). Each user is created like any
 * other: the host's webhooks hear `user.created` for each one.
 */
export async function insertImportedUsers(
  trx: Kysely<Database>,
  options: { project: Project; now: number; users: ImportedUser[] },
): Promise<{ userId: string; emailId: string }[]> {
  const { project, now, users } = options;
  if (users.length === 0) return [];
  const rows = users.map((user) => ({
    user,
    userId: newId('user', project.environment),
    emailId: newId('email', project.environment),
  }));
  await trx
    .insertInto('users')
    .values(
      rows.map(({ user, userId }) => ({
        user_id: userId,
        project_id: project.projectId,
        status: 'active' as const,
        first_name: user.firstName ?? '',
        middle_name: '',
        last_name: user.lastName ?? '',
        trusted_metadata: user.trustedMetadata ?? '{}',
        untrusted_metadata: user.untrustedMetadata ?? '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('user_emails')
    .values(
      rows.map(({ user, userId, emailId }) => ({
        email_id: emailId,
        project_id: project.projectId,
        user_id: userId,
        email: user.email,
        verified: user.emailVerified ? 1 : 0,
        created_at: now,
      })),
    )
    .execute();
  for (const { userId } of rows) {
    await emitWebhookEvent(trx, {
      projectId: project.projectId,
      type: 'user.created',
      now,
      data: { user_id: userId, status: 'active', created_at: new Date(now).toISOString() },
    });
  }
  const withPhone = rows.filter(({ user }) => user.phone);
  if (withPhone.length > 0) {
    await trx
      .insertInto('user_phone_numbers')
      .values(withPhone.map(({ user, userId }) => phoneRow(project, userId, user.phone as ImportedPhone, now)))
      .execute();
  }
  const withPassword = rows.filter(({ user }) => user.passwordHash !== null);
  if (withPassword.length > 0) {
    await trx
      .insertInto('passwords')
      .values(
        withPassword.map(({ user, userId }) =>
          passwordRow(project, userId, user.passwordHash as string, user.emailVerified, now),
        ),
      )
      .execute();
  }
  return rows.map(({ userId, emailId }) => ({ userId, emailId }));
}

function phoneRow(project: Project, userId: string, phone: ImportedPhone, now: number) {
  return {
    phone_id: newId('phone', project.environment),
    project_id: project.projectId,
    user_id: userId,
    phone_number: phone.number,
    verified: phone.verified ? 1 : 0,
    created_at: now,
  };
}

function passwordRow(project: Project, userId: string, hash: string, verified: boolean, now: number) {
  return {
    password_id: newId('password', project.environment),
    project_id: project.projectId,
    user_id: userId,
    hash,
    verified: verified ? 1 : 0,
    requires_reset: 0,
    created_at: now,
    updated_at: now,
  };
}

/**
 * `foyer import --upsert` on a user who is already here: the source's password hash replaces theirs,
 * its name and metadata replace theirs where it has them, and an email it says is verified becomes
 * verified (never the other way); a phone it has that no one holds is added, verified as it says.
 * When either is the account's first proof, what was attached while
 * it was unproven ends as after any first proof (users/first-proof.ts): sessions and unproven factors.
 */
export async function updateImportedUser(
  trx: Kysely<Database>,
  options: {
    project: Project;
    now: number;
    userId: string;
    emailId: string;
    user: ImportedUser;
    /** Whether the source's phone is new to this user (the caller checked no one else holds it). */
    addPhone?: boolean;
  },
): Promise<void> {
  const { project, now, userId, emailId, user } = options;
  await lockUser(trx, userId, now);
  const proves = user.emailVerified || (options.addPhone === true && user.phone?.verified === true);
  if (proves && !(await listIdentifierFlags(trx, userId)).some(Boolean)) {
    await markUserSessionsRevoked(trx, userId, now);
    await deleteUnprovenFactors(trx, userId, now);
  }
  if (user.emailVerified) await markIdentifierVerified(trx, userId, { kind: 'email', emailId });
  if (options.addPhone && user.phone) {
    await trx
      .insertInto('user_phone_numbers')
      .values(phoneRow(project, userId, user.phone, now))
      .execute();
  }
  const profile = {
    ...(user.firstName === undefined ? {} : { first_name: user.firstName }),
    ...(user.lastName === undefined ? {} : { last_name: user.lastName }),
    ...(user.trustedMetadata === undefined ? {} : { trusted_metadata: user.trustedMetadata }),
    ...(user.untrustedMetadata === undefined ? {} : { untrusted_metadata: user.untrustedMetadata }),
  };
  await trx
    .updateTable('users')
    .set({ ...profile, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  if (user.passwordHash === null) return;
  const verified = proves || (await listIdentifierFlags(trx, userId)).some(Boolean) ? 1 : 0;
  await trx
    .insertInto('passwords')
    .values(passwordRow(project, userId, user.passwordHash, verified === 1, now))
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ hash: user.passwordHash as string, verified, requires_reset: 0, updated_at: now }),
    )
    .execute();
}

/** The users of a project holding these (normalized) emails, by email. */
export async function findEmailHolders(
  db: Kysely<Database>,
  projectId: string,
  emails: string[],
): Promise<Map<string, { userId: string; emailId: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_emails')
    .select(['email', 'user_id', 'email_id'])
    .where('project_id', '=', projectId)
    .where('email', 'in', emails)
    .execute();
  return new Map(rows.map((row) => [row.email, { userId: row.user_id, emailId: row.email_id }]));
}

/** The users of a project holding these (E.164) phone numbers, by number. */
export async function findPhoneHolders(
  db: Kysely<Database>,
  projectId: string,
  phones: string[],
): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_phone_numbers')
    .select(['phone_number', 'user_id'])
    .where('project_id', '=', projectId)
    .where('phone_number', 'in', phones)
    .execute();
  return new Map(rows.map((row) => [row.phone_number, row.user_id]));
}
