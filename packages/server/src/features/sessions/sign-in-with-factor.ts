import { iso } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { spendIntermediateSession } from '../../store/intermediate-sessions.ts';
import type { Project } from '../../store/projects.ts';
import { setSessionFactors } from '../../store/sessions.ts';
import { type AuthenticationFactor, type FactorProof, finishesMfa, withFactor } from '../mfa/factors.ts';
import { requiresMfa } from '../mfa/policy.ts';
import { type MfaPending, requireIntermediateSession, startIntermediateSession } from './intermediate-sessions.ts';
import { createSession, findLiveSessionWithUser, type SignedIn, signedIn } from './service.ts';
import type { SignInClient } from './sign-in-client.ts';

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

/** What an authenticate call answers: a session, or (MFA still to do) an intermediate session. */
export type SignInResult = SignedIn | MfaPending;

/**
 * Where every authenticate call ends, once its factor is proven for `userId`:
 * - with an intermediate session token, the factor finishes MFA when it is a second factor other
 *   than the first (features/mfa/factors.ts), into a full session carrying both;
 * - with the user's own live session, the factor joins that session (same session_id, the factor
 *   appended or its time refreshed), as Stytch's consumer API does; another user's is refused;
 * - with nothing, a new session starts, or under `mfa_policy: required_for_all` an intermediate one.
 */
export async function signInWithFactor(
  deps: AppDeps,
  options: {
    project: Project;
    userId: string;
    factor: FactorProof;
    durationMinutes?: number | undefined;
    client: SignInClient;
    presented?: PresentedSession;
  },
): Promise<SignInResult> {
  const presented = options.presented ?? {};
  if (presented.intermediateSessionToken) {
    return finishMfa(deps, { ...options, intermediateSessionToken: presented.intermediateSessionToken });
  }
  if (presented.sessionToken || presented.sessionJwt) {
    const added = await addFactorToSession(deps, { ...options, presented });
    if (added) return added;
  }
  if (requiresMfa(options.project)) return startIntermediateSession(deps, options);
  return createSession(deps, options);
}

async function finishMfa(
  deps: AppDeps,
  options: Parameters<typeof signInWithFactor>[1] & { intermediateSessionToken: string },
): Promise<SignedIn> {
  const { row, factors } = await requireIntermediateSession(deps, {
    project: options.project,
    intermediateSessionToken: options.intermediateSessionToken,
  });
  if (row.user_id !== options.userId) throw new ApiError('session_user_mismatch');
  // Refused before spending: the person may still finish with a factor that counts.
  if (!finishesMfa(factors, options.factor)) throw new ApiError('mfa_factor_not_allowed');
  if (!(await spendIntermediateSession(deps.db, row.intermediate_session_id, deps.clock.now()))) {
    throw new ApiError('intermediate_session_not_found');
  }
  return createSession(deps, {
    project: options.project,
    userId: options.userId,
    factor: options.factor,
    earlierFactors: factors,
    durationMinutes: options.durationMinutes ?? row.session_duration_minutes ?? undefined,
    client: options.client,
  });
}

/** Adds the factor to the presented live session; null when a header session is stale or another user's. */
async function addFactorToSession(
  deps: AppDeps,
  options: Parameters<typeof signInWithFactor>[1] & { presented: PresentedSession },
): Promise<SignedIn | null> {
  const { presented, project } = options;
  let found: Awaited<ReturnType<typeof findLiveSessionWithUser>>;
  try {
    found = await findLiveSessionWithUser(deps, {
      project,
      sessionToken: presented.sessionToken ?? null,
      sessionJwt: presented.sessionToken ? null : (presented.sessionJwt ?? null),
    });
  } catch (error) {
    if (presented.fromHeader && error instanceof ApiError && error.type === 'session_not_found') return null;
    throw error;
  }
  const { session } = found;
  if (session.user_id !== options.userId) {
    // A browser still holding another user's session is someone switching accounts on a login page
    // (a shared computer, a forgotten sign-out): they get a session of their own. A body naming
    // another user's session is a host's mistake and is refused.
    if (presented.fromHeader) return null;
    throw new ApiError('session_user_mismatch');
  }
  const factors = withFactor(
    JSON.parse(session.authentication_factors) as AuthenticationFactor[],
    options.factor,
    iso(deps.clock.now()),
  );
  const authentication_factors = JSON.stringify(factors);
  if (!(await setSessionFactors(deps.db, session.session_id, authentication_factors))) {
    throw new ApiError('session_not_found');
  }
  // A session JWT alone names the session but is not its token, which is never stored: '' then.
  return signedIn(deps, project, { ...session, authentication_factors }, presented.sessionToken ?? '');
}
