import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import type { AuthenticationFactor } from '../mfa/factors.ts';
import { provedAuthenticatorRecently } from '../mfa/fresh-proof.ts';
import type { CheckedSession } from '../sessions/check-presented-session.ts';
import { requireIntermediateSession } from '../sessions/intermediate-sessions.ts';
import { findLiveSessionWithUser } from '../sessions/service.ts';
import type { Caller } from '../users/ownership/policy.ts';

/** Whose authenticator an SDK call is about, and what the browser holds. */
export interface SdkTotpCaller {
  userId: string;
  /** How the ownership policy sees the caller. */
  caller: Caller;
  /** Passed on to signInWithFactor, looked up once: the code joins the session, or finishes the sign-in. */
  checked: CheckedSession;
  /**
   * A session that proved two different factors, one of them the authenticator (or a recovery
   * code) minutes ago (features/mfa/fresh-proof.ts): it may replace or remove a confirmed
   * authenticator and read or renew its recovery codes. Anyone holding only a first factor (a
   * stolen password, a phished link), or an old session's cookie, must not swap the second factor
   * or take its codes.
   */
  hasSecondFactor: boolean;
}

/**
 * The SDK's caller: a sign-in waiting for its second factor (`intermediate_session_token` in the
 * body), else the session of the Authorization header.
 * @throws ApiError missing_session, session_not_found, intermediate_session_not_found
 */
export async function sdkTotpCaller(
  deps: AppDeps,
  options: { project: Project; sessionToken: string | null; intermediateSessionToken?: string | undefined },
): Promise<SdkTotpCaller> {
  const { project } = options;
  if (options.intermediateSessionToken) {
    const { row, factors } = await requireIntermediateSession(deps, {
      project,
      intermediateSessionToken: options.intermediateSessionToken,
    });
    return {
      userId: row.user_id,
      // The first factor was proven in this sign-in: a proof, not a session.
      caller: { kind: 'proof', userId: row.user_id },
      checked: { kind: 'intermediate', row, factors },
      hasSecondFactor: false,
    };
  }
  if (!options.sessionToken) throw new ApiError('missing_session');
  const { session } = await findLiveSessionWithUser(deps, { project, sessionToken: options.sessionToken });
  const factors = JSON.parse(session.authentication_factors) as AuthenticationFactor[];
  return {
    userId: session.user_id,
    caller: { kind: 'session', userId: session.user_id },
    checked: { kind: 'session', session, sessionToken: options.sessionToken },
    hasSecondFactor: provedAuthenticatorRecently(factors, deps.clock.now()),
  };
}
