import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  deleteUnprovenFactors,
  type Identifier,
  type KeptForPresenter,
  listIdentifierFlags,
  lockUser,
  markIdentifierVerified,
} from '../../store/first-proof.ts';
import type { Database } from '../../store/schema.ts';
import { isSessionLive } from '../../store/sessions.ts';
import type { AuthenticationFactor } from '../mfa/factors.ts';
import type { CheckedSession } from '../sessions/check-presented-session.ts';
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
 * every session is revoked and every sign-in waiting for its second factor spent; the password is
 * deleted unless it was set through a reset link; passkeys, crypto wallets, OAuth provider links and
 * authenticator apps are deleted (a provider that is itself the proof links after this call). A
 * later proof, on an account already proven, changes nothing else.
 *
 * One exception, as Stytch's "verify the email after creating a password" flow: the user's own live
 * session (or waiting sign-in) that carried the proof keeps itself and the factors it proved itself,
 * its password (now counted as the owner's) and authenticator app. Whoever holds that session and the
 * proof at once knows the password and holds the address: the owner who chose it (docs/security.md).
 * @returns whether this was the first proof, and whether the presenting session survived it.
 */
export async function recordProofOfOwnership(
  deps: AppDeps,
  proof: { userId: string; identifier: Identifier; presenting?: CheckedSession | undefined },
): Promise<{ firstProof: boolean; presenterKept: boolean }> {
  const { userId, identifier } = proof;
  const presenting = proof.presenting ?? { kind: 'none' };
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await lockUser(trx, userId, now);
    const firstProof = !(await listIdentifierFlags(trx, userId)).some(Boolean);
    let presenterKept = presenting.kind !== 'none';
    if (firstProof) {
      const kept = keptFor(presenting);
      presenterKept = kept !== null;
      const sessionId = kept && presenting.kind === 'session' ? presenting.session.session_id : undefined;
      await revokeUserSessions(deps, userId, { db: trx, ...(sessionId ? { exceptSessionId: sessionId } : {}) });
      await deleteUnprovenFactors(trx, userId, now, kept ?? {});
    }
    await markIdentifierVerified(trx, userId, identifier);
    return { firstProof, presenterKept };
  });
}

/**
 * What a presenting session keeps at the first proof: only one that proved the password does (the
 * factors a session holds are what its holder proved); null when it ends with everything else.
 */
function keptFor(presenting: CheckedSession): KeptForPresenter | null {
  if (presenting.kind === 'none') return null;
  const factors =
    presenting.kind === 'session'
      ? (JSON.parse(presenting.session.authentication_factors) as AuthenticationFactor[])
      : presenting.factors;
  if (!factors.some((factor) => factor.type === 'password')) return null;
  return {
    password: true,
    totpIds: factors.flatMap((factor) => (factor.totp_factor ? [factor.totp_factor.totp_id] : [])),
    ...(presenting.kind === 'intermediate' ? { intermediateSessionId: presenting.row.intermediate_session_id } : {}),
  };
}
