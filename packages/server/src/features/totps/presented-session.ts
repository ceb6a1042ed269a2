import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import { requireIntermediateSession } from '../sessions/intermediate-sessions.ts';
import { findLiveSessionWithUser } from '../sessions/service.ts';
import type { PresentedSession } from '../sessions/sign-in-with-factor.ts';

/**
 * Refuses a session or sign-in that is not the user's before a code is checked: a code (a recovery
 * code above all) would otherwise be spent on a request that then fails. signInWithFactor checks
 * again when the code is good; this only moves the refusal ahead of the spending.
 * @throws ApiError session_user_mismatch, session_not_found, intermediate_session_not_found
 */
export async function assertPresentedSessionOf(
  deps: AppDeps,
  options: { project: Project; userId: string; presented: PresentedSession },
): Promise<void> {
  const { project, presented } = options;
  let owner: string | null = null;
  if (presented.intermediateSessionToken) {
    const { row } = await requireIntermediateSession(deps, {
      project,
      intermediateSessionToken: presented.intermediateSessionToken,
    });
    owner = row.user_id;
  } else if ((presented.sessionToken || presented.sessionJwt) && !presented.fromHeader) {
    const { session } = await findLiveSessionWithUser(deps, {
      project,
      sessionToken: presented.sessionToken ?? null,
      sessionJwt: presented.sessionToken ? null : (presented.sessionJwt ?? null),
    });
    owner = session.user_id;
  }
  if (owner !== null && owner !== options.userId) throw new ApiError('session_user_mismatch');
}
