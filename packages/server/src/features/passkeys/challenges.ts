import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  type ChallengeRow,
  consumeWebauthnChallenge,
  deleteWebauthnChallengesExpiredBefore,
  findWebauthnChallenge,
  insertWebauthnChallenge,
} from '../../store/passkeys.ts';
import type { Project } from '../../store/projects.ts';
import { hashSecret, newId } from '../../tokens.ts';

/** How long a ceremony may take: the options' timeout and the challenge's lifetime. */
export const CHALLENGE_LIFETIME_MINUTES = 5;

/** Used and expired challenges are kept this long, then deleted by the next start call. */
const CHALLENGE_RETENTION_MINUTES = 60;

/**
 * Stores the challenge a start call hands out. Only its SHA-256 is kept: the finish call is matched
 * by the challenge the client data carries, which the authenticator's signature covers, so the
 * challenge value itself binds the response to the ceremony that asked for it.
 */
export async function storeChallenge(
  deps: AppDeps,
  options: {
    project: Project;
    kind: ChallengeRow['kind'];
    challenge: string;
    requireUserVerification: boolean;
    /** Registration: the session that asked, the only one that may finish. */
    sessionId?: string;
    userId?: string;
  },
): Promise<void> {
  const now = deps.clock.now();
  // Housekeeping rides along with the writes that create the rows, so no timer is needed.
  await deleteWebauthnChallengesExpiredBefore(deps.db, now - minutes(CHALLENGE_RETENTION_MINUTES));
  await insertWebauthnChallenge(deps.db, {
    challenge_id: newId('webauthn-challenge', options.project.environment),
    project_id: options.project.projectId,
    kind: options.kind,
    challenge_hash: hashSecret(options.challenge),
    session_id: options.sessionId ?? null,
    user_id: options.userId ?? null,
    require_user_verification: options.requireUserVerification ? 1 : 0,
    expires_at: now + minutes(CHALLENGE_LIFETIME_MINUTES),
    used_at: null,
    created_at: now,
  });
}

/**
 * Takes the challenge a response's client data names, once: unknown, used, expired, of the other
 * ceremony kind or (registration) asked for by another session, or by a session when the backend
 * finishes (or the other way round), all answer
 * webauthn_challenge_not_found. The challenge is used up before the response is verified, so a
 * response that fails verification cannot be retried with the same challenge either.
 * @throws ApiError webauthn_challenge_not_found
 */
export async function claimChallenge(
  deps: AppDeps,
  options: { project: Project; kind: ChallengeRow['kind']; challenge: string; sessionId?: string },
): Promise<ChallengeRow> {
  const row = await findWebauthnChallenge(deps.db, options.project.projectId, hashSecret(options.challenge));
  const now = deps.clock.now();
  const usable =
    row !== null &&
    row.kind === options.kind &&
    row.used_at === null &&
    row.expires_at > now &&
    (options.kind === 'authentication' || row.session_id === (options.sessionId ?? null));
  if (!usable || !(await consumeWebauthnChallenge(deps.db, row.challenge_id, now))) {
    throw new ApiError('webauthn_challenge_not_found');
  }
  return row;
}
