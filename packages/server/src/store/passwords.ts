import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { findByTokenHash } from './token-lookup.ts';
import { emitWebhookEvent, inTransaction } from './webhook-events.ts';

type Db = Kysely<Database>;

/** A user's password as stored. */
export interface PasswordRecord {
  passwordId: string;
  userId: string;
  hash: string;
  /** Set through a reset link, i.e. by someone who proved control of the email. */
  verified: boolean;
  /** Found breached after it was set: only a reset clears it. */
  requiresReset: boolean;
}

/** The password of a user, if they have one. */
export async function findPasswordByUser(db: Db, userId: string): Promise<PasswordRecord | null> {
  const row = await db
    .selectFrom('passwords')
    .select(['password_id', 'user_id', 'hash', 'verified', 'requires_reset'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    passwordId: row.password_id,
    userId: row.user_id,
    hash: row.hash,
    verified: row.verified === 1,
    requiresReset: row.requires_reset === 1,
  };
}

/**
 * Whether a password may no longer log in: found breached, or set by someone who never proved the
 * email when the account's email has been verified by another method (dedupe: whoever set that
 * password might not be the email's owner).
 */
export function passwordNeedsReset(record: PasswordRecord, hasVerifiedEmail: boolean): boolean {
  return record.requiresReset || (!record.verified && hasVerifiedEmail);
}

/**
 * Sets a user's password (replacing any), with whether its setter proved control of the email, and
 * its password.changed webhook in the same transaction.
 */
export async function savePassword(
  db: Db,
  password: { passwordId: string; projectId: string; userId: string; hash: string; verified: boolean; now: number },
): Promise<void> {
  await inTransaction(db, (trx) => writePassword(trx, password));
}

async function writePassword(
  db: Db,
  password: { passwordId: string; projectId: string; userId: string; hash: string; verified: boolean; now: number },
): Promise<void> {
  const data = { user_id: password.userId, changed_at: new Date(password.now).toISOString() };
  await emitWebhookEvent(db, { projectId: password.projectId, type: 'password.changed', now: password.now, data });
  await db
    .insertInto('passwords')
    .values({
      password_id: password.passwordId,
      project_id: password.projectId,
      user_id: password.userId,
      hash: password.hash,
      verified: password.verified ? 1 : 0,
      requires_reset: 0,
      created_at: password.now,
      updated_at: password.now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        hash: password.hash,
        verified: password.verified ? 1 : 0,
        requires_reset: 0,
        updated_at: password.now,
      }),
    )
    .execute();
}

/** Replaces a hash with a stronger one of the same password (rehash on login). */
export async function updatePasswordHash(db: Db, passwordId: string, hash: string, now: number): Promise<void> {
  await db.updateTable('passwords').set({ hash, updated_at: now }).where('password_id', '=', passwordId).execute();
}

/** Flags a password that must be reset before it logs in again. */
export async function markPasswordRequiresReset(db: Db, passwordId: string, now: number): Promise<void> {
  await db
    .updateTable('passwords')
    .set({ requires_reset: 1, updated_at: now })
    .where('password_id', '=', passwordId)
    .execute();
}

/** A password reset as stored. */
export interface PasswordResetRecord {
  resetId: string;
  projectId: string;
  userId: string;
  emailId: string;
  magicLinkId: string | null;
  expiresAt: number;
  usedAt: number | null;
  codeChallenge: string | null;
}

/** Stores a reset by the hash of its token. */
export async function insertPasswordReset(
  db: Db,
  reset: Omit<PasswordResetRecord, 'usedAt'> & { tokenHash: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      reset_id: reset.resetId,
      project_id: reset.projectId,
      user_id: reset.userId,
      email_id: reset.emailId,
      token_hash: reset.tokenHash,
      magic_link_id: reset.magicLinkId,
      expires_at: reset.expiresAt,
      used_at: null,
      created_at: reset.createdAt,
      code_challenge: reset.codeChallenge,
    })
    .execute();
}

/** The reset of a project whose token hashes to `tokenHash`, used or not. */
export async function findPasswordResetByTokenHash(
  db: Db,
  projectId: string,
  tokenHash: string,
): Promise<PasswordResetRecord | null> {
  const row = await findByTokenHash(db, 'password_resets', projectId, tokenHash);
  if (!row) return null;
  return {
    resetId: row.reset_id,
    projectId: row.project_id,
    userId: row.user_id,
    emailId: row.email_id,
    magicLinkId: row.magic_link_id,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    codeChallenge: row.code_challenge,
  };
}

/**
 * Marks a reset used if nobody has yet; the condition sits in the UPDATE, so of two racing requests
 * exactly one wins on either engine.
 * @returns true when this call consumed it.
 */
export async function consumePasswordReset(db: Db, resetId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: usedAt })
    .where('reset_id', '=', resetId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Retires a user's other outstanding resets once one has been used: old emails stop working, their
 * 'Login without a password' links (magic links sharing each reset's token) included.
 */
export async function retireUserPasswordResets(db: Db, userId: string, usedAt: number): Promise<void> {
  const outstandingLinks = db
    .selectFrom('password_resets')
    .select('magic_link_id')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('magic_link_id', 'is not', null);
  await db
    .updateTable('magic_links')
    .set({ used_at: usedAt })
    .where('magic_link_id', 'in', outstandingLinks)
    .where('used_at', 'is', null)
    .execute();
  await db
    .updateTable('password_resets')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
