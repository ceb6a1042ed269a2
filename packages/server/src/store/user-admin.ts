import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import { insertUser } from './new-user.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { emitFactorEvent, emitWebhookEvent, type WebhookFactor } from './webhook-events.ts';

type Db = Kysely<Database>;

/** A user's name as the backend API sets it; a part left out keeps its value. */
export interface NameUpdate {
  first_name?: string | undefined;
  middle_name?: string | undefined;
  last_name?: string | undefined;
}

/** What creating a user server-side answers, or which identifier another user already has. */
export type CreatedUser =
  | { kind: 'created'; userId: string; emailId: string | null; phoneId: string | null }
  | { kind: 'duplicate_email' }
  | { kind: 'duplicate_phone_number' };

/**
 * Creates a user with an (unverified) email address and/or phone number, a name and metadata, in
 * one transaction. An address or number another user of the project has answers which; the unique
 * constraints catch a concurrent twin, which answers the same.
 */
export async function createUserWithIdentifiers(
  db: Db,
  options: {
    project: Project;
    now: number;
    email: string | null;
    phoneNumber: string | null;
    status: 'active' | 'pending';
    name: NameUpdate;
    trustedMetadata: string;
    untrustedMetadata: string;
  },
): Promise<CreatedUser> {
  const { project, now } = options;
  const taken = await findTakenIdentifier(db, project.projectId, options.email, options.phoneNumber);
  if (taken) return { kind: taken };
  try {
    return await db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        project,
        now,
        status: options.status,
        firstName: options.name.first_name,
        middleName: options.name.middle_name,
        lastName: options.name.last_name,
        trustedMetadata: options.trustedMetadata,
        untrustedMetadata: options.untrustedMetadata,
      });
      const emailId = options.email ? newId('email', project.environment) : null;
      if (emailId && options.email) {
        await trx
          .insertInto('user_emails')
          .values({
            email_id: emailId,
            project_id: project.projectId,
            user_id: userId,
            email: options.email,
            verified: 0,
            created_at: now,
          })
          .execute();
        const factor = { type: 'email' as const, id: emailId, value: options.email };
        await emitFactorEvent(trx, { projectId: project.projectId, type: 'factor.added', userId, factor, now });
      }
      const phoneId = options.phoneNumber ? newId('phone', project.environment) : null;
      if (phoneId && options.phoneNumber) {
        await trx
          .insertInto('user_phone_numbers')
          .values({
            phone_id: phoneId,
            project_id: project.projectId,
            user_id: userId,
            phone_number: options.phoneNumber,
            verified: 0,
            created_at: now,
          })
          .execute();
        const factor = { type: 'phone_number' as const, id: phoneId, value: options.phoneNumber };
        await emitFactorEvent(trx, { projectId: project.projectId, type: 'factor.added', userId, factor, now });
      }
      return { kind: 'created' as const, userId, emailId, phoneId };
    });
  } catch (error) {
    const twin = await findTakenIdentifier(db, project.projectId, options.email, options.phoneNumber);
    if (twin) return { kind: twin };
    throw error;
  }
}

async function findTakenIdentifier(
  db: Db,
  projectId: string,
  email: string | null,
  phoneNumber: string | null,
): Promise<'duplicate_email' | 'duplicate_phone_number' | null> {
  if (email) {
    const row = await db
      .selectFrom('user_emails')
      .select('email_id')
      .where('project_id', '=', projectId)
      .where('email', '=', email)
      .executeTakeFirst();
    if (row) return 'duplicate_email';
  }
  if (phoneNumber) {
    const row = await db
      .selectFrom('user_phone_numbers')
      .select('phone_id')
      .where('project_id', '=', projectId)
      .where('phone_number', '=', phoneNumber)
      .executeTakeFirst();
    if (row) return 'duplicate_phone_number';
  }
  return null;
}

/** A user's name parts and metadata as stored (metadata as JSON text), or null when not in the project. */
export async function findUserProfile(
  db: Db,
  projectId: string,
  userId: string,
): Promise<{ trustedMetadata: string; untrustedMetadata: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['trusted_metadata', 'untrusted_metadata'])
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { trustedMetadata: row.trusted_metadata, untrustedMetadata: row.untrusted_metadata } : null;
}

/**
 * Runs `change` on a user's stored profile inside a transaction that holds the user's row (on
 * PostgreSQL, SELECT … FOR UPDATE), so two concurrent metadata merges do not lose each other's
 * keys. `change` answers the columns to write, or throws to write nothing.
 * @returns false when the user is not in the project.
 */
export async function updateUserProfile(
  db: Db,
  options: {
    projectId: string;
    userId: string;
    now: number;
    change: (current: { trustedMetadata: string; untrustedMetadata: string }) => {
      name: NameUpdate;
      trustedMetadata: string;
      untrustedMetadata: string;
    };
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Touching the row first takes its lock on PostgreSQL; SQLite runs one writer at a time anyway.
    const touched = await trx
      .updateTable('users')
      .set({ updated_at: options.now })
      .where('project_id', '=', options.projectId)
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return false;
    const current = await findUserProfile(trx, options.projectId, options.userId);
    if (!current) return false;
    const next = options.change(current);
    await trx
      .updateTable('users')
      .set({
        ...(next.name.first_name === undefined ? {} : { first_name: next.name.first_name }),
        ...(next.name.middle_name === undefined ? {} : { middle_name: next.name.middle_name }),
        ...(next.name.last_name === undefined ? {} : { last_name: next.name.last_name }),
        trusted_metadata: next.trustedMetadata,
        untrusted_metadata: next.untrustedMetadata,
      })
      .where('user_id', '=', options.userId)
      .execute();
    await emitWebhookEvent(trx, {
      projectId: options.projectId,
      type: 'user.updated',
      now: options.now,
      data: { user_id: options.userId, updated_at: new Date(options.now).toISOString() },
    });
    return true;
  });
}

/**
 * Deletes a user and everything of theirs in one transaction: every table holding the user's id
 * references the user with ON DELETE CASCADE (sessions, emails, phone numbers, passkeys, wallets,
 * provider links, password and its reset tokens, magic links, passcodes, OAuth tokens), except the
 * passkey challenges, deleted here first. Deleting the session rows ends every session at once.
 * @returns false when the user is not in the project.
 */
export async function deleteUserAndEverything(
  db: Db,
  projectId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('user_id', '=', userId).execute();
    const data = { user_id: userId, deleted_at: new Date(now).toISOString() };
    await emitWebhookEvent(trx, { projectId, type: 'user.deleted', now, data });
    return true;
  });
}

/** The kinds of a user's factors the backend API deletes one at a time, by the id the User shows. */
export type FactorKind = 'email' | 'phone_number' | 'webauthn_registration' | 'oauth' | 'crypto_wallet' | 'password';

/**
 * Deletes one factor of a user of the project by its id, with what hangs off it (an email's
 * pending magic links, reset links and passcodes, a phone's passcodes).
 * @returns the user it belonged to, or null when no user of the project has it.
 */
export async function deleteUserFactor(
  db: Db,
  options: { projectId: string; kind: FactorKind; id: string; now: number },
): Promise<string | null> {
  return db.transaction().execute((trx) => deleteUserFactorIn(trx, options));
}

/** deleteUserFactor inside the caller's transaction (a factor replaced by another in one change). */
export async function deleteUserFactorIn(
  trx: Db,
  options: { projectId: string; kind: FactorKind; id: string; now: number },
): Promise<string | null> {
  const userId = await deleteFactorRow(trx, options);
  if (userId) {
    const factor = { type: WEBHOOK_FACTOR_TYPES[options.kind], id: options.id };
    await emitFactorEvent(trx, {
      projectId: options.projectId,
      type: 'factor.removed',
      userId,
      factor,
      now: options.now,
    });
  }
  return userId;
}

const WEBHOOK_FACTOR_TYPES: Record<FactorKind, WebhookFactor['type']> = {
  email: 'email',
  phone_number: 'phone_number',
  webauthn_registration: 'webauthn_registration',
  oauth: 'oauth_provider',
  crypto_wallet: 'crypto_wallet',
  password: 'password',
};

async function deleteFactorRow(
  trx: Db,
  options: { projectId: string; kind: FactorKind; id: string },
): Promise<string | null> {
  const { projectId, id } = options;
  switch (options.kind) {
    case 'email': {
      const row = await trx
        .deleteFrom('user_emails')
        .where('project_id', '=', projectId)
        .where('email_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom('magic_links').where('email_id', '=', id).execute();
      await trx.deleteFrom('password_resets').where('email_id', '=', id).execute();
      await trx.deleteFrom('otp_codes').where('method_id', '=', id).execute();
      return row.user_id;
    }
    case 'phone_number': {
      const row = await trx
        .deleteFrom('user_phone_numbers')
        .where('project_id', '=', projectId)
        .where('phone_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom('otp_codes').where('method_id', '=', id).execute();
      return row.user_id;
    }
    case 'webauthn_registration': {
      const row = await trx
        .deleteFrom('webauthn_registrations')
        .where('project_id', '=', projectId)
        .where('webauthn_registration_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    }
    case 'oauth': {
      const row = await trx
        .deleteFrom('user_oauth_providers')
        .where('project_id', '=', projectId)
        .where('oauth_provider_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    }
    case 'crypto_wallet': {
      const row = await trx
        .deleteFrom('user_crypto_wallets')
        .where('project_id', '=', projectId)
        .where('crypto_wallet_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    }
    case 'password': {
      const row = await trx
        .deleteFrom('passwords')
        .where('project_id', '=', projectId)
        .where('password_id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      // Pending reset links stay: they reach the email's owner, who may set a new password.
      return row?.user_id ?? null;
    }
  }
}
