import type { Kysely } from 'kysely';
import type { Database, WebauthnChallengesTable, WebauthnRegistrationsTable } from './schema.ts';
import { emitFactorEvent, inTransaction } from './webhook-events.ts';

type Db = Kysely<Database>;

export type ChallengeRow = WebauthnChallengesTable;
export type RegistrationRow = WebauthnRegistrationsTable;

/** Stores a challenge handed out by a start call. */
export async function insertWebauthnChallenge(db: Db, row: ChallengeRow): Promise<void> {
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/** The challenge with this hash in a project, used and expired ones included. */
export async function findWebauthnChallenge(
  db: Db,
  projectId: string,
  challengeHash: string,
): Promise<ChallengeRow | null> {
  const row = await db
    .selectFrom('webauthn_challenges')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('challenge_hash', '=', challengeHash)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Marks a challenge used if nobody has yet. The condition sits in the UPDATE itself, so of two
 * requests racing with the same response exactly one sees a changed row, on SQLite and PostgreSQL.
 * @returns true when this call consumed the challenge.
 */
export async function consumeWebauthnChallenge(db: Db, challengeId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_challenges')
    .set({ used_at: usedAt })
    .where('challenge_id', '=', challengeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes challenges that expired before `cutoff`; rides along with each start call. */
export async function deleteWebauthnChallengesExpiredBefore(db: Db, cutoff: number): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', cutoff).execute();
}

/** Stores a verified credential. Throws on a duplicate credential id (unique per project). */
export async function insertWebauthnRegistration(db: Db, row: RegistrationRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('webauthn_registrations').values(row).execute();
    await emitFactorEvent(trx, {
      projectId: row.project_id,
      type: 'factor.added',
      userId: row.user_id,
      factor: { type: 'webauthn_registration', id: row.webauthn_registration_id },
      now: row.created_at,
    });
  });
}

/** A registration by its credential id within a project. */
export async function findRegistrationByCredentialId(
  db: Db,
  projectId: string,
  credentialId: string,
): Promise<RegistrationRow | null> {
  const row = await db
    .selectFrom('webauthn_registrations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row ?? null;
}

/** The credential ids a user already has (the browser is told to refuse registering them again). */
export async function listUserCredentials(
  db: Db,
  userId: string,
): Promise<Array<{ credentialId: string; transports: string[] }>> {
  const rows = await db
    .selectFrom('webauthn_registrations')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ credentialId: row.credential_id, transports: JSON.parse(row.transports) as string[] }));
}

/**
 * Records a successful authentication: the new counter and the time, only if the counter is still
 * what the verification compared against. Of two racing authentications with one response, the
 * second sees no changed row.
 * @returns true when the row was updated.
 */
export async function recordRegistrationUse(
  db: Db,
  options: { registrationId: string; previousCount: number; newCount: number; usedAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_registrations')
    .set({ sign_count: options.newCount, last_used_at: options.usedAt })
    .where('webauthn_registration_id', '=', options.registrationId)
    .where('sign_count', '=', options.previousCount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Renames a registration of this user. Filtering by user (not only id) is what keeps one user from
 * touching another's passkeys.
 * @returns true when the user has such a registration.
 */
export async function renameUserRegistration(
  db: Db,
  options: { userId: string; registrationId: string; name: string },
): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_registrations')
    .set({ name: options.name })
    .where('webauthn_registration_id', '=', options.registrationId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes a registration of this user (another user's id is simply not found).
 * @returns true when the user had such a registration.
 */
export async function deleteUserRegistration(
  db: Db,
  options: { userId: string; registrationId: string; now: number },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('webauthn_registrations')
      .where('webauthn_registration_id', '=', options.registrationId)
      .where('user_id', '=', options.userId)
      .returning('project_id')
      .executeTakeFirst();
    if (!row) return false;
    await emitFactorEvent(trx, {
      projectId: row.project_id,
      type: 'factor.removed',
      userId: options.userId,
      factor: { type: 'webauthn_registration', id: options.registrationId },
      now: options.now,
    });
    return true;
  });
}

/** A user's registrations as the backend lists them (one relying party's), oldest first. */
export async function listUserRegistrations(
  db: Db,
  options: { projectId: string; userId: string; domain: string },
): Promise<RegistrationRow[]> {
  return db
    .selectFrom('webauthn_registrations')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .where('domain', '=', options.domain)
    .orderBy('created_at')
    .execute();
}

/** A registration by its id within a project (the backend names it without its user). */
export async function findRegistration(
  db: Db,
  projectId: string,
  registrationId: string,
): Promise<RegistrationRow | null> {
  const row = await db
    .selectFrom('webauthn_registrations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('webauthn_registration_id', '=', registrationId)
    .executeTakeFirst();
  return row ?? null;
}
