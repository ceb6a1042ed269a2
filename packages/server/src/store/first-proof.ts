import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** One email address or phone number of a user, by its id. */
export type Identifier = { kind: 'email'; emailId: string } | { kind: 'phone'; phoneId: string };

/**
 * Touches the user's row inside the caller's transaction. On PostgreSQL the UPDATE holds the row's
 * lock until commit, so two proofs (or a proof and a passkey registration) for one user run one
 * after the other; SQLite runs one write transaction at a time anyway.
 */
export async function lockUser(trx: Db, userId: string, now: number): Promise<void> {
  await trx.updateTable('users').set({ updated_at: now }).where('user_id', '=', userId).execute();
}

/** The verified flag of each email address and phone number the user has (empty when none). */
export async function listIdentifierFlags(db: Db, userId: string): Promise<boolean[]> {
  const [emails, phones] = await Promise.all([
    db.selectFrom('user_emails').select('verified').where('user_id', '=', userId).execute(),
    db.selectFrom('user_phone_numbers').select('verified').where('user_id', '=', userId).execute(),
  ]);
  return [...emails, ...phones].map((row) => row.verified === 1);
}

/** Marks one email address or phone number verified, and activates the user if pending. */
export async function markIdentifierVerified(trx: Db, userId: string, identifier: Identifier): Promise<void> {
  await trx
    .updateTable('users')
    .set({ status: 'active' })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  if (identifier.kind === 'email') {
    await trx
      .updateTable('user_emails')
      .set({ verified: 1 })
      .where('email_id', '=', identifier.emailId)
      .where('user_id', '=', userId)
      .execute();
  } else {
    await trx
      .updateTable('user_phone_numbers')
      .set({ verified: 1 })
      .where('phone_id', '=', identifier.phoneId)
      .where('user_id', '=', userId)
      .execute();
  }
}

/**
 * What the first proof leaves to the session (or sign-in waiting for MFA) that presented it, because
 * that session itself proved them: its password (then counted as the owner's, `verified`), its
 * authenticator apps, and the waiting sign-in itself (features/users/first-proof.ts says why).
 */
export interface KeptForPresenter {
  password?: boolean;
  totpIds?: string[];
  intermediateSessionId?: string;
}

/**
 * Deletes every sign-in factor of a user that someone who never proved the email or phone could
 * have set up: a password nobody set through a reset link, passkeys, crypto wallets, OAuth provider
 * links, OAuth tokens not yet exchanged for a session, authenticator apps (with their recovery
 * codes: one enrolled with a password sign-in's intermediate token), and sign-ins still waiting for
 * their second factor (spent: one begun with a claim must not be finished after the proof). Sessions
 * are revoked by the caller (features/sessions). `kept` names what the presenting session proved
 * itself. Run inside the caller's transaction.
 */
export async function deleteUnprovenFactors(
  trx: Db,
  userId: string,
  now: number,
  kept: KeptForPresenter = {},
): Promise<void> {
  if (kept.password) await trx.updateTable('passwords').set({ verified: 1 }).where('user_id', '=', userId).execute();
  else await trx.deleteFrom('passwords').where('user_id', '=', userId).where('verified', '=', 0).execute();
  await trx.deleteFrom('webauthn_registrations').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_crypto_wallets').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_oauth_providers').where('user_id', '=', userId).execute();
  await trx
    .updateTable('oauth_tokens')
    .set({ used_at: now, provider_values: null })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const keptTotps = kept.totpIds?.length ? kept.totpIds : [''];
  const totps = trx
    .selectFrom('totps')
    .select('totp_id')
    .where('user_id', '=', userId)
    .where('totp_id', 'not in', keptTotps);
  await trx.deleteFrom('totp_recovery_codes').where('totp_id', 'in', totps).execute();
  await trx.deleteFrom('totps').where('user_id', '=', userId).where('totp_id', 'not in', keptTotps).execute();
  await trx
    .updateTable('intermediate_sessions')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('intermediate_session_id', '!=', kept.intermediateSessionId ?? '')
    .execute();
}
