import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { newId } from '../tokens.ts';
import { insertUser } from './new-user.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { emitFactorEvent } from './webhook-events.ts';

type Db = Kysely<Database>;

/** The wallet kinds Foyer verifies signatures for. */
export type CryptoWalletType = Database['user_crypto_wallets']['crypto_wallet_type'];

/** Names one wallet within a project; the address is already normalized (see addresses.ts). */
export interface WalletKey {
  projectId: string;
  type: CryptoWalletType;
  address: string;
}

/** A sign-in challenge as stored. */
export interface ChallengeRecord extends WalletKey {
  challengeId: string;
  nonce: string;
  message: string;
  expiresAt: number;
  usedAt: number | null;
}

/** A wallet and the user it belongs to. */
export interface WalletRecord {
  cryptoWalletId: string;
  userId: string;
  verified: boolean;
}

/** Stores a challenge handed to a wallet and returns its id. */
export async function insertChallenge(
  db: Db,
  challenge: Omit<ChallengeRecord, 'challengeId' | 'usedAt'> & { environment: 'test' | 'live'; createdAt: number },
): Promise<string> {
  const challengeId = newId('crypto-wallet-challenge', challenge.environment);
  await db
    .insertInto('crypto_wallet_challenges')
    .values({
      challenge_id: challengeId,
      project_id: challenge.projectId,
      crypto_wallet_type: challenge.type,
      crypto_wallet_address: challenge.address,
      nonce: challenge.nonce,
      message: challenge.message,
      expires_at: challenge.expiresAt,
      used_at: null,
      created_at: challenge.createdAt,
    })
    .execute();
  return challengeId;
}

/**
 * A wallet's newest challenges, used and expired ones included (so a replay or a late signature can
 * be told apart from a wrong one), newest first.
 */
export async function findRecentChallenges(db: Db, wallet: WalletKey, limit: number): Promise<ChallengeRecord[]> {
  const rows = await db
    .selectFrom('crypto_wallet_challenges')
    .select(['challenge_id', 'nonce', 'message', 'expires_at', 'used_at'])
    .where('project_id', '=', wallet.projectId)
    .where('crypto_wallet_type', '=', wallet.type)
    .where('crypto_wallet_address', '=', wallet.address)
    .orderBy('created_at', 'desc')
    .orderBy('challenge_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...wallet,
    challengeId: row.challenge_id,
    nonce: row.nonce,
    message: row.message,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  }));
}

/**
 * Marks a challenge used if nobody has yet. The condition sits in the UPDATE itself, so of two
 * requests racing with the same signature exactly one sees a changed row, on SQLite and PostgreSQL.
 * @returns true when this call consumed the challenge.
 */
export async function consumeChallenge(db: Db, challengeId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('crypto_wallet_challenges')
    .set({ used_at: usedAt })
    .where('challenge_id', '=', challengeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes challenges that expired before `cutoff` (kept a while so late replays still get a precise error). */
export async function deleteChallengesExpiredBefore(db: Db, cutoff: number): Promise<void> {
  await db.deleteFrom('crypto_wallet_challenges').where('expires_at', '<', cutoff).execute();
}

/** The wallet and its owner, if the wallet has signed in to the project before. */
export async function findWallet(db: Db, wallet: WalletKey): Promise<WalletRecord | null> {
  const row = await db
    .selectFrom('user_crypto_wallets')
    .select(['crypto_wallet_id', 'user_id', 'verified'])
    .where('project_id', '=', wallet.projectId)
    .where('crypto_wallet_type', '=', wallet.type)
    .where('crypto_wallet_address', '=', wallet.address)
    .executeTakeFirst();
  return row ? { cryptoWalletId: row.crypto_wallet_id, userId: row.user_id, verified: row.verified === 1 } : null;
}

/** Creates an active user owning one wallet, verified: only called after the wallet signed a challenge. */
export async function createUserWithWallet(
  db: Db,
  clock: Clock,
  options: { project: Project; type: CryptoWalletType; address: string },
): Promise<WalletRecord> {
  const now = clock.now();
  const { projectId, environment } = options.project;
  const cryptoWalletId = newId('crypto-wallet', environment);
  const userId = await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, { project: options.project, now });
    await trx
      .insertInto('user_crypto_wallets')
      .values({
        crypto_wallet_id: cryptoWalletId,
        project_id: projectId,
        user_id: userId,
        crypto_wallet_type: options.type,
        crypto_wallet_address: options.address,
        verified: 1,
        created_at: now,
      })
      .execute();
    const factor = { type: 'crypto_wallet' as const, id: cryptoWalletId, value: options.address };
    await emitFactorEvent(trx, { projectId, type: 'factor.added', userId, factor, now });
    return userId;
  });
  return { cryptoWalletId, userId, verified: true };
}

/** A signature proves control of the wallet: mark it verified and activate a pending owner. */
export async function markWalletVerified(db: Db, clock: Clock, wallet: WalletRecord): Promise<void> {
  if (!wallet.verified) {
    await db
      .updateTable('user_crypto_wallets')
      .set({ verified: 1 })
      .where('crypto_wallet_id', '=', wallet.cryptoWalletId)
      .execute();
  }
  await db
    .updateTable('users')
    .set({ status: 'active', updated_at: clock.now() })
    .where('user_id', '=', wallet.userId)
    .where('status', '=', 'pending')
    .execute();
}
