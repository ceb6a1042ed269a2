import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { emitFactorEvent } from './webhook-events.ts';

type Db = Kysely<Database>;

/** An authenticator app as stored (its secret still sealed). */
export interface TotpRecord {
  totpId: string;
  projectId: string;
  userId: string;
  sealedSecret: string;
  verified: boolean;
  expiresAt: number | null;
  lastUsedStep: number | null;
}

/** A recovery code as stored. */
export interface RecoveryCodeRecord {
  recoveryCodeId: string;
  codeHash: string;
  codeSealed: string;
  usedAt: number | null;
}

type TotpRow = Database['totps'];

const toRecord = (row: TotpRow): TotpRecord => ({
  totpId: row.totp_id,
  projectId: row.project_id,
  userId: row.user_id,
  sealedSecret: row.secret,
  verified: row.verified === 1,
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
});

/** A user's authenticator apps, the verified one first, then the newest enrolment. */
export async function listUserTotps(db: Db, projectId: string, userId: string): Promise<TotpRecord[]> {
  const rows = await db
    .selectFrom('totps')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .orderBy('verified', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toRecord);
}

/** One authenticator app of the project, by id. */
export async function findTotp(db: Db, projectId: string, totpId: string): Promise<TotpRecord | null> {
  const row = await db
    .selectFrom('totps')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('totp_id', '=', totpId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Stores a new enrolment with its recovery codes, in one transaction that first drops the user's
 * unconfirmed enrolments. A confirmed one stays until the new one is confirmed (acceptTotpStep):
 * someone who abandons a replacement is not left without their authenticator.
 */
export async function insertTotpEnrolment(
  db: Db,
  enrolment: { row: TotpRow; codes: { recovery_code_id: string; code_hash: string; code_sealed: string }[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totps').where('user_id', '=', enrolment.row.user_id).where('verified', '=', 0).execute();
    await trx.insertInto('totps').values(enrolment.row).execute();
    await trx
      .insertInto('totp_recovery_codes')
      .values(
        enrolment.codes.map((code, position) => ({
          ...code,
          totp_id: enrolment.row.totp_id,
          used_at: null,
          position,
        })),
      )
      .execute();
  });
}

class Replayed extends Error {}

/**
 * Accepts a code of `step`: records the step and confirms the enrolment, only if no code of this
 * step or a later one was accepted before (the condition sits in the UPDATE, so of two requests
 * racing with one code exactly one wins). A confirmation replaces the user's other authenticator
 * apps, in the same transaction.
 * @returns false for a replay.
 */
export async function acceptTotpStep(db: Db, totp: TotpRecord, step: number, now: number): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      // First, so the one-verified-per-user index never sees two.
      const replaced = totp.verified
        ? []
        : await trx
            .deleteFrom('totps')
            .where('user_id', '=', totp.userId)
            .where('totp_id', '!=', totp.totpId)
            .returning(['totp_id', 'verified'])
            .execute();
      const result = await trx
        .updateTable('totps')
        .set({ last_used_step: step, verified: 1, expires_at: null })
        .where('totp_id', '=', totp.totpId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Replayed(); // rolls the deletion back
      // Webhooks: a confirmation adds the app as a factor, and removes the one it replaced.
      const event = { projectId: totp.projectId, userId: totp.userId, now };
      for (const old of replaced.filter((row) => row.verified === 1)) {
        await emitFactorEvent(trx, { ...event, type: 'factor.removed', factor: { type: 'totp', id: old.totp_id } });
      }
      if (!totp.verified) {
        await emitFactorEvent(trx, { ...event, type: 'factor.added', factor: { type: 'totp', id: totp.totpId } });
      }
    });
    return true;
  } catch (error) {
    if (error instanceof Replayed) return false;
    throw error;
  }
}

/** The recovery codes of an authenticator app, in the order the user was shown them. */
export async function listRecoveryCodes(db: Db, totpId: string): Promise<RecoveryCodeRecord[]> {
  const rows = await db
    .selectFrom('totp_recovery_codes')
    .select(['recovery_code_id', 'code_hash', 'code_sealed', 'used_at'])
    .where('totp_id', '=', totpId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    recoveryCodeId: row.recovery_code_id,
    codeHash: row.code_hash,
    codeSealed: row.code_sealed,
    usedAt: row.used_at === null ? null : Number(row.used_at),
  }));
}

/** Spends a recovery code if nobody has yet (conditional UPDATE). @returns true when this call spent it. */
export async function spendRecoveryCode(db: Db, recoveryCodeId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('recovery_code_id', '=', recoveryCodeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes an authenticator app (its recovery codes go with it); a confirmed one's `factor.removed`
 * webhook commits with it. @returns its user, or null if none.
 */
export async function deleteTotp(
  db: Db,
  projectId: string,
  totpId: string,
  now: number,
  /** Runs in the delete's transaction when a confirmed one goes (the user's security email is queued there). */
  onConfirmedRemoved?: (trx: Db, userId: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('totps')
      .where('project_id', '=', projectId)
      .where('totp_id', '=', totpId)
      .returning(['user_id', 'verified'])
      .executeTakeFirst();
    if (row?.verified === 1) {
      const factor = { type: 'totp', id: totpId } as const;
      await emitFactorEvent(trx, { projectId, type: 'factor.removed', userId: row.user_id, factor, now });
      await onConfirmedRemoved?.(trx, row.user_id);
    }
    return row?.user_id ?? null;
  });
}

/**
 * Replaces an authenticator's recovery codes with new ones, in one transaction: the old codes,
 * used or not, stop working the moment the new ones exist.
 */
export async function replaceRecoveryCodes(
  db: Db,
  totpId: string,
  codes: { recovery_code_id: string; code_hash: string; code_sealed: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_recovery_codes').where('totp_id', '=', totpId).execute();
    await trx
      .insertInto('totp_recovery_codes')
      .values(codes.map((code, position) => ({ ...code, totp_id: totpId, used_at: null, position })))
      .execute();
  });
}
