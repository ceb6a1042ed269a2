import { randomBytes } from 'node:crypto';
import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  type ChallengeRecord,
  type CryptoWalletType,
  consumeChallenge,
  createUserWithWallet,
  deleteChallengesExpiredBefore,
  findRecentChallenges,
  findWallet,
  insertChallenge,
  markWalletVerified,
  type WalletKey,
  type WalletRecord,
} from '../../store/crypto.ts';
import type { Project } from '../../store/projects.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { decideFor } from '../users/ownership/policy.ts';
import { normalizeWalletAddress } from './addresses.ts';
import {
  CHALLENGE_LIFETIME_MINUTES,
  CHALLENGE_RETENTION_MINUTES,
  CHALLENGES_CHECKED_PER_SIGNATURE,
  signInStatement,
} from './constants.ts';
import { buildSignInMessage } from './messages.ts';
import { isValidWalletSignature } from './signatures.ts';

/**
 * Hands a wallet a sign-in challenge: a SIWE / SIWS message naming the calling page's domain, with
 * a fresh single-use nonce bound to this wallet, valid for CHALLENGE_LIFETIME_MINUTES.
 * @param origin the page's Origin header (already checked against the project's authorized
 *   origins), or null for server-side callers: then the project's first authorized origin is named.
 * @returns the exact text the wallet must sign.
 * @throws ApiError invalid_crypto_wallet_address
 */
export async function startCryptoWalletAuthentication(
  deps: AppDeps,
  options: { project: Project; origin: string | null; type: CryptoWalletType; address: string },
): Promise<string> {
  const { project, type } = options;
  const address = normalizeWalletAddress(type, options.address);
  const now = deps.clock.now();
  const expiresAt = now + minutes(CHALLENGE_LIFETIME_MINUTES);
  // 128 bits from the CSPRNG, hex: EIP-4361 wants at least 8 alphanumeric characters.
  const nonce = randomBytes(16).toString('hex');
  const message = buildSignInMessage({
    type,
    address,
    origin: options.origin ?? project.settings.authorized_origins[0] ?? deps.config.publicUrl,
    statement: signInStatement(project.settings.name),
    nonce,
    issuedAt: now,
    expiresAt,
  });
  // Housekeeping rides along with the writes that create the rows, so no timer is needed.
  await deleteChallengesExpiredBefore(deps.db, now - minutes(CHALLENGE_RETENTION_MINUTES));
  await insertChallenge(deps.db, {
    projectId: project.projectId,
    environment: project.environment,
    type,
    address,
    nonce,
    message,
    expiresAt,
    createdAt: now,
  });
  return message;
}

/**
 * Signs a wallet in: finds the challenge the signature signs among the wallet's newest ones,
 * consumes it, finds or creates the wallet's user, and starts a session. The client does not send
 * the message back; the server checks the signature over the text it stored.
 * @throws ApiError invalid_crypto_wallet_address, crypto_wallet_challenge_not_found,
 *   invalid_crypto_wallet_signature, crypto_wallet_challenge_already_used, crypto_wallet_challenge_expired
 */
export async function authenticateCryptoWallet(
  deps: AppDeps,
  options: {
    project: Project;
    type: CryptoWalletType;
    address: string;
    signature: string;
    durationMinutes?: number | undefined;
    client: SignInClient;
    /** The session or intermediate session the call carried (sessions/sign-in-with-factor.ts). */
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const { project, type } = options;
  const wallet: WalletKey = {
    projectId: project.projectId,
    type,
    address: normalizeWalletAddress(type, options.address),
  };
  const challenges = await findRecentChallenges(deps.db, wallet, CHALLENGES_CHECKED_PER_SIGNATURE);
  if (challenges.length === 0) throw new ApiError('crypto_wallet_challenge_not_found');

  const challenge = await findSignedChallenge(challenges, options.signature);
  if (!challenge) throw new ApiError('invalid_crypto_wallet_signature');
  if (challenge.usedAt !== null) throw new ApiError('crypto_wallet_challenge_already_used');
  const now = deps.clock.now();
  if (challenge.expiresAt <= now) throw new ApiError('crypto_wallet_challenge_expired');
  // Another request with the same signature may have got here too; only one consumes it.
  if (!(await consumeChallenge(deps.db, challenge.challengeId, now))) {
    throw new ApiError('crypto_wallet_challenge_already_used');
  }

  const owner = await findOrCreateWalletOwner(deps, project, wallet);
  return signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project,
    userId: owner.userId,
    factor: {
      type: 'crypto_wallet',
      delivery_method: `crypto_wallet_${type}`,
      crypto_wallet_factor: {
        crypto_wallet_id: owner.cryptoWalletId,
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: type,
      },
    },
    durationMinutes: options.durationMinutes,
  });
}

/**
 * The challenge (newest first) whose message the signature signs. The signature itself picks the
 * message, so a replay or a late signature is recognised as such rather than as a wrong signature.
 */
async function findSignedChallenge(
  challenges: readonly ChallengeRecord[],
  signature: string,
): Promise<ChallengeRecord | null> {
  for (const challenge of challenges) {
    const valid = await isValidWalletSignature({
      type: challenge.type,
      address: challenge.address,
      message: challenge.message,
      signature,
    });
    if (valid) return challenge;
  }
  return null;
}

/**
 * The wallet's owner, signed in by its signature (a proof of the wallet, which the ownership policy
 * lets verify it), or a new user holding it. A session the request carries is not used: a wallet
 * never joins another account here.
 */
async function findOrCreateWalletOwner(deps: AppDeps, project: Project, wallet: WalletKey): Promise<WalletRecord> {
  const existing = await findWallet(deps.db, wallet);
  const attachment = await decideFor(deps.db, {
    route: 'crypto_wallets.authenticate',
    caller: existing ? { kind: 'proof', userId: existing.userId } : { kind: 'claim' },
    targetUserId: existing?.userId ?? null,
  });
  if (existing && attachment.outcome === 'attach') {
    await markWalletVerified(deps.db, deps.clock, existing);
    return existing;
  }
  try {
    return await createUserWithWallet(deps.db, deps.clock, { project, type: wallet.type, address: wallet.address });
  } catch (error) {
    // Two first sign-ins of one wallet (with two challenges) can race: the unique constraint lets
    // one create the user, and the other signs in to that user.
    const created = await findWallet(deps.db, wallet);
    if (created) return created;
    throw error;
  }
}
