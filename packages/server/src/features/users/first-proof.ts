import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  deleteUnprovenFactors,
  type Identifier,
  listIdentifierFlags,
  lockUser,
  markIdentifierVerified,
} from '../../store/first-proof.ts';
import type { Database } from '../../store/schema.ts';
import { isSessionLive } from '../../store/sessions.ts';
import { revokeUserSessions } from '../sessions/service.ts';
import type { FactorRoute } from './ownership/factor-routes.ts';
import { assertAttachable, decideAttachment, readStanding } from './ownership/policy.ts';

/**
 * Runs `write` (e.g. storing a new passkey) for a signed-in user the ownership policy lets the
 * session add to (users/ownership/), in a transaction that holds the user's lock: a first proof
 * cannot slip in between the checks and the write, so nothing the session adds outlives the proof
 * that ends the session.
 * @throws ApiError unverified_account, session_not_found
 */
export async function writeForVerifiedSession<T>(
  deps: AppDeps,
  caller: { route: FactorRoute; userId: string; sessionId: string },
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await lockUser(trx, caller.userId, now);
    if (!(await isSessionLive(trx, caller.sessionId, now))) throw new ApiError('session_not_found');
    const attachment = decideAttachment({
      route: caller.route,
      caller: { kind: 'session', userId: caller.userId },
      holderId: caller.userId,
      standing: await readStanding(trx, caller.userId),
    });
    assertAttachable(attachment, 'duplicate_email');
    return write(trx);
  });
}

/**
 * Records that someone proved control of an email address or phone number of a user (magic link,
 * passcode, password reset link, provider-verified email), before their new session is created.
 *
 * When this is the account's first proof (no email or phone of the user was verified before),
 * everything set up earlier by whoever held the unproven account ends in the same transaction:
 * every session is revoked; the password is deleted unless it was set through a reset link;
 * passkeys, crypto wallets and OAuth provider links are deleted (a provider that is itself the
 * proof links after this call). A later proof, on an account already proven, changes nothing else.
 * @returns whether this was the first proof.
 */
export async function recordProofOfOwnership(
  deps: AppDeps,
  proof: { userId: string; identifier: Identifier },
): Promise<{ firstProof: boolean }> {
  const { userId, identifier } = proof;
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await lockUser(trx, userId, now);
    const firstProof = !(await listIdentifierFlags(trx, userId)).some(Boolean);
    if (firstProof) {
      await revokeUserSessions(deps, userId, { db: trx });
      await deleteUnprovenFactors(trx, userId, now);
    }
    await markIdentifierVerified(trx, userId, identifier);
    return { firstProof };
  });
}
