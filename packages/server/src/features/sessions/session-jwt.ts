import { type KeyObject, sign } from 'node:crypto';
import { SESSION_JWT_LIFETIME_SECONDS, type SessionData } from '@foyer/protocol';
import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import { assurance } from '../mfa/factors.ts';
import { activeSigningKey, SESSION_JWT_ALG, verificationKey } from './signing-keys.ts';

/** Where Stytch's clients look for the session in a session JWT. */
export const STYTCH_SESSION_CLAIM = 'https://stytch.com/session';

/**
 * The session JWT: ES256, five minutes (never past the session's own end), issuer = this server's
 * public URL, audience = the project id, subject = the user id, `sid` = the session id, `amr` (RFC
 * 8176) and `aal` (1, or 2 after a second factor), and the session itself under `foyer_session` (and,
 * with its id, under Stytch's claim name for Stytch's clients).
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
      authentication_factors: session.authentication_factors,
    },
  };
  return signCompactJws({ alg: SESSION_JWT_ALG, kid, typ: 'JWT' }, claims, privateKey);
}

/**
 * A JWS in compact form (RFC 7515) signed with ES256. jose signs through WebCrypto, whose job
 * scheduling cost more main-thread time than the signature itself on every session check;
 * node:crypto signs the same bytes synchronously. `ieee-p1363` is JWS's r‖s form (RFC 7518 §3.4),
 * not DER. Verification stays with jose, as a host's verifier would do it.
 */
function signCompactJws(header: object, payload: object, key: KeyObject): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

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
  try {
    const { kid } = decodeProtectedHeader(jwt);
    const key = kid ? await verificationKey(deps, kid) : null;
    if (!key) throw new ApiError('invalid_session_jwt');
    const { payload } = await jwtVerify(jwt, key, {
      algorithms: [SESSION_JWT_ALG],
      issuer: deps.config.publicUrl,
      audience: project.projectId,
      currentDate: new Date(deps.clock.now()),
      ...(options.allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    if (typeof payload.sid !== 'string') throw new ApiError('invalid_session_jwt');
    return { sessionId: payload.sid };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
      throw new ApiError('invalid_session_jwt', undefined, { cause: error });
    }
    throw error;
  }
}
