import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { IntermediateSessionRow } from '../../store/intermediate-sessions.ts';
import type { Project } from '../../store/projects.ts';
import type { SessionRow } from '../../store/sessions.ts';
import type { AuthenticationFactor } from '../mfa/factors.ts';
import { requireIntermediateSession } from './intermediate-sessions.ts';
import { findLiveSessionWithUser } from './service.ts';

/**
 * The session, intermediate session or nothing an authenticate call carried. The SDK's session
 * token comes in its Authorization header (`fromHeader`): a dead one, or another user's, there is
 * stale browser state and a new session starts; one named in a body must be live and the user's.
 */
export interface PresentedSession {
  sessionToken?: string | null | undefined;
  sessionJwt?: string | null | undefined;
  intermediateSessionToken?: string | null | undefined;
  fromHeader?: boolean;
}

/** What a presented session turned out to be, once looked up and found to be the user's. */
export type CheckedSession =
  /** Nothing presented, or a stale header session: the factor starts a sign-in of its own. */
  | { kind: 'none' }
  /** The user's live session: the factor joins it. `sessionToken` is null when a JWT named it. */
  | { kind: 'session'; session: SessionRow; sessionToken: string | null }
  /** The user's sign-in waiting for MFA: the factor may finish it. */
  | { kind: 'intermediate'; row: IntermediateSessionRow; factors: AuthenticationFactor[] };

/**
 * Looks the presented session up once and checks it is `userId`'s, before a factor is checked:
 * a code (a recovery code above all) would otherwise be spent on a request that then fails.
 * signInWithFactor takes the answer, so nothing is looked up twice; its writes stay conditional
 * (an intermediate session is spent once, a revoked session takes no factor).
 * @throws ApiError session_user_mismatch, session_not_found, invalid_session_jwt, mfa_required,
 *   intermediate_session_not_found
 */
export async function checkPresentedSession(
  deps: AppDeps,
  options: { project: Project; userId: string; presented?: PresentedSession | undefined },
): Promise<CheckedSession> {
  const { project, userId } = options;
  const presented = options.presented ?? {};
  if (presented.intermediateSessionToken) {
    const { row, factors } = await requireIntermediateSession(deps, {
      project,
      intermediateSessionToken: presented.intermediateSessionToken,
    });
    if (row.user_id !== userId) throw new ApiError('session_user_mismatch');
    return { kind: 'intermediate', row, factors };
  }
  if (!presented.sessionToken && !presented.sessionJwt) return { kind: 'none' };
  let session: SessionRow;
  try {
    ({ session } = await findLiveSessionWithUser(deps, {
      project,
      sessionToken: presented.sessionToken ?? null,
      sessionJwt: presented.sessionToken ? null : (presented.sessionJwt ?? null),
    }));
  } catch (error) {
    if (presented.fromHeader && error instanceof ApiError && error.type === 'session_not_found')
      return { kind: 'none' };
    throw error;
  }
  if (session.user_id !== userId) {
    // A browser still holding another user's session is someone switching accounts on a login page
    // (a shared computer, a forgotten sign-out): they get a session of their own. A body naming
    // another user's session is a host's mistake and is refused.
    if (presented.fromHeader) return { kind: 'none' };
    throw new ApiError('session_user_mismatch');
  }
  return { kind: 'session', session, sessionToken: presented.sessionToken ?? null };
}
