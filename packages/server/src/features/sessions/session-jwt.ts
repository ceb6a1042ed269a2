import { SESSION_JWT_LIFETIME_SECONDS, type SessionData } from '@foyer/protocol';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import { assurance } from '../mfa/factors.ts';
import { signCompactJws, verifyCompactJws } from './compact-jws.ts';
import { activeSigningKey, verificationKey } from './signing-keys.ts';
import { stytchFactors } from './stytch-factors.ts';

/** Where Stytch's clients look for the session in a session JWT. */
export const STYTCH_SESSION_CLAIM = 'https://stytch.com/session';

/**
 * The session JWT: ES256, five minutes (never past the session's own end), issuer = this server's
 * public URL, audience = the project id, subject = the user id, `sid` = the session id, `amr` (RFC
 * 8176) and `aal` (1, or 2 after a second factor), and the session itself under `foyer_session` (and,
 * with its id and its factors as Stytch names them, under Stytch's claim name for Stytch's clients).
 */
export async function signSessionJwt(deps: AppDeps, project: Project, session: SessionData): Promise<string> {
  const { kid, privateKey } = await activeSigningKey(deps);
  const now = Math.floor(deps.clock.now() / 1000);
  const sessionEnd = Math.floor(Date.parse(session.expires_at) / 1000);
  const claims = {
    iss: deps.config.publicUrl,
    aud: project.projectId,
    sub: session.user_id,
    iat: now,
    nbf: now,
    exp: Math.min(now + SESSION_JWT_LIFETIME_SECONDS, sessionEnd),
    sid: session.session_id,
    // The assurance a backend decides on offline (@foyer/node): RFC 8176's methods, and aal 2 for two
    // factors that prove different things (features/mfa/factors.ts).
    ...assurance(session.authentication_factors),
    foyer_session: {
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      authentication_factors: session.authentication_factors,
    },
    // The claim Stytch's clients read the session from (their local JWT check fails without it).
    [STYTCH_SESSION_CLAIM]: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: stytchFactors(session.authentication_factors),
    },
  };
  return signCompactJws({ kid, typ: 'JWT' }, claims, privateKey);
}

/**
 * Checks a session JWT's signature, issuer and audience and returns its session id. An expired JWT
 * is still accepted here (`allowExpired`): the caller then checks the session itself, as the SDK's
 * refresh does, so a session outlives its five-minute JWTs.
 */
export async function verifySessionJwt(
  deps: AppDeps,
  project: Project,
  jwt: string,
  options: { allowExpired: boolean },
): Promise<{ sessionId: string }> {
  const payload = await verifyCompactJws(jwt, (kid) => verificationKey(deps, kid));
  if (!payload || payload.iss !== deps.config.publicUrl || !namesAudience(payload.aud, project.projectId)) {
    throw new ApiError('invalid_session_jwt');
  }
  if (!options.allowExpired) {
    const now = Math.floor(deps.clock.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) throw new ApiError('invalid_session_jwt');
    if (typeof payload.nbf === 'number' && payload.nbf > now) throw new ApiError('invalid_session_jwt');
  }
  if (typeof payload.sid !== 'string') throw new ApiError('invalid_session_jwt');
  return { sessionId: payload.sid };
}

/** RFC 7519 §4.1.3: `aud` is one string or an array of them. */
function namesAudience(aud: unknown, projectId: string): boolean {
  return aud === projectId || (Array.isArray(aud) && aud.includes(projectId));
}
