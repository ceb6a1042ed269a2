import { iso } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { spendIntermediateSession } from '../../store/intermediate-sessions.ts';
import type { Project } from '../../store/projects.ts';
import { setSessionFactors } from '../../store/sessions.ts';
import { type AuthenticationFactor, type FactorProof, finishesMfa, withFactor } from '../mfa/factors.ts';
import { requiresMfa } from '../mfa/policy.ts';
import { type CheckedSession, checkPresentedSession, type PresentedSession } from './check-presented-session.ts';
import { type MfaPending, startIntermediateSession } from './intermediate-sessions.ts';
import { createSession, type SignedIn, signedIn } from './service.ts';
import type { SignInClient } from './sign-in-client.ts';

export type { PresentedSession } from './check-presented-session.ts';

/** What an authenticate call answers: a session, or (MFA still to do) an intermediate session. */
export type SignInResult = SignedIn | MfaPending;

/**
 * Where every authenticate call ends, once its factor is proven for `userId`:
 * - with an intermediate session token, the factor finishes MFA when it is a second factor other
 *   than the first (features/mfa/factors.ts), into a full session carrying both;
 * - with the user's own live session, the factor joins that session (same session_id, the factor
 *   appended or its time refreshed), as Stytch's consumer API does; another user's is refused;
 * - with nothing, a new session starts, or under `mfa_policy: required_for_all` an intermediate one.
 * A caller that checked the presented session before proving the factor (checkPresentedSession)
 * passes the answer as `checked`, and it is not looked up again.
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
    checked?: CheckedSession;
  },
): Promise<SignInResult> {
  const checked = options.checked ?? (await checkPresentedSession(deps, options));
  if (checked.kind === 'intermediate') return finishMfa(deps, options, checked);
  if (checked.kind === 'session') return addFactorToSession(deps, options, checked);
  if (requiresMfa(options.project)) return startIntermediateSession(deps, options);
  return createSession(deps, options);
}

async function finishMfa(
  deps: AppDeps,
  options: Parameters<typeof signInWithFactor>[1],
  { row, factors }: Extract<CheckedSession, { kind: 'intermediate' }>,
): Promise<SignedIn> {
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

/** Adds the factor to the user's live session (a revoked one in the meantime takes nothing). */
async function addFactorToSession(
  deps: AppDeps,
  options: Parameters<typeof signInWithFactor>[1],
  { session, sessionToken }: Extract<CheckedSession, { kind: 'session' }>,
): Promise<SignedIn> {
  if (session.user_id !== options.userId) throw new ApiError('session_user_mismatch');
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
  return signedIn(deps, options.project, { ...session, authentication_factors }, sessionToken ?? '');
}
