import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** The delivery channel of a passcode, which is also the session factor's delivery method. */
export type OtpChannel = 'email' | 'sms' | 'whatsapp';

/** A destination's current passcode as stored: only its hash, never the code. */
export interface OtpCodeRecord {
  methodId: string;
  projectId: string;
  userId: string;
  channel: OtpChannel;
  codeHash: string;
  failedAttempts: number;
  expiresAt: number;
  usedAt: number | null;
}

/**
 * Stores a destination's new passcode, replacing whatever code it had (used, expired or live) in
 * one atomic upsert: the previous code stops working the moment this returns.
 */
export async function replaceOtpCode(
  db: Db,
  code: Omit<OtpCodeRecord, 'failedAttempts' | 'usedAt'> & { createdAt: number },
): Promise<void> {
  const values = {
    user_id: code.userId,
    channel: code.channel,
    code_hash: code.codeHash,
    failed_attempts: 0,
    expires_at: code.expiresAt,
    used_at: null,
    created_at: code.createdAt,
  };
  await db
    .insertInto('otp_codes')
    .values({ method_id: code.methodId, project_id: code.projectId, ...values })
    .onConflict((oc) => oc.column('method_id').doUpdateSet(values))
    .execute();
}

/** The current passcode of a project's destination, if one was ever sent. */
export async function findOtpCode(db: Db, projectId: string, methodId: string): Promise<OtpCodeRecord | null> {
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('method_id', '=', methodId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    methodId: row.method_id,
    projectId: row.project_id,
    userId: row.user_id,
    channel: row.channel,
    codeHash: row.code_hash,
    failedAttempts: Number(row.failed_attempts),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

/**
 * Books one attempt against a code before it is checked, in one conditional UPDATE: only a live,
 * unused code with attempts left, and only the very code that was read (a resend in between
 * changes the hash). Concurrent guesses therefore can never check more than `maxAttempts` times.
 * False when nothing was booked.
 */
export async function reserveOtpAttempt(
  db: Db,
  code: { methodId: string; codeHash: string },
  options: { now: number; maxAttempts: number },
): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ failed_attempts: sql<number>`failed_attempts + 1` })
    .where('method_id', '=', code.methodId)
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', options.now)
    .where('failed_attempts', '<', options.maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a code used once it matched, giving back the attempt booked for it. Exactly one of
 * several racing correct attempts wins; false for the others.
 */
export async function consumeOtpCode(
  db: Db,
  code: { methodId: string; codeHash: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ used_at: now, failed_attempts: sql<number>`failed_attempts - 1` })
    .where('method_id', '=', code.methodId)
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
