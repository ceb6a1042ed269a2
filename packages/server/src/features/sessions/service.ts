import type { SessionData, UserData } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import { iso, minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import type { Database } from '../../store/schema.ts';
import {
  findSessionById,
  findSessionByTokenHash,
  findSessionWithUser,
  insertSession,
  listLiveUserSessions,
  markSessionRevoked,
  markUserSessionsRevoked,
  revokeProjectUserSessions,
  type SessionRow,
  touchSession,
} from '../../store/sessions.ts';
import { loadUser } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import { withFactor } from '../mfa/factors.ts';
import { signSessionJwt, verifySessionJwt } from './session-jwt.ts';
import { sessionMinutes } from './session-length.ts';
import type { SignInClient } from './sign-in-client.ts';

type AuthenticationFactor = SessionData['authentication_factors'][number];

/** What every sign-in answers with (the protocol's AuthenticateResponse, less the envelope). */
export interface SignedIn {
  user_id: string;
  user: UserData;
  session: SessionData;
  session_token: string;
  session_jwt: string;
}

/**
 * Starts a session for a user who just proved a factor. The token comes from the CSPRNG (256 bits)
 * and only its SHA-256 is stored.
 */
export async function createSession(
  deps: AppDeps,
  options: {
    project: Project;
    userId: string;
    factor: Omit<AuthenticationFactor, 'last_authenticated_at'>;
    /** Factors proven before this one (an intermediate session's first factor). */
    earlierFactors?: AuthenticationFactor[];
    durationMinutes?: number | undefined;
    /** Where the sign-in came from (`signInClientOf(c)` in an SDK route). */
    client: SignInClient;
  },
): Promise<SignedIn> {
  const now = deps.clock.now();
  const token = `session-token-${generateSecret()}`;
  const factors = withFactor(options.earlierFactors ?? [], options.factor, iso(now));
  const { client } = options;
  const row: SessionRow = {
    session_id: newId('session', options.project.environment),
    project_id: options.project.projectId,
    user_id: options.userId,
    token_hash: hashSecret(token),
    started_at: now,
    last_accessed_at: now,
    expires_at: now + minutes(sessionMinutes(options.project, options.durationMinutes)),
    revoked_at: null,
    authentication_factors: JSON.stringify(factors),
    ip_address: client.ipAddress,
    user_agent: client.userAgent,
  };
  await insertSession(deps.db, row);
  return signedIn(deps, options.project, row, token);
}

/**
 * How often a session check writes the session's last use: at most once per session per minute
 * (as Stytch and Clerk do), so a busy session costs reads, not a write per request. A check that
 * extends the session writes its new expiry at once; revocation is read on every check.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Checks a session by its opaque token or its JWT, touches it, and extends it when a duration is
 * given. Unknown, revoked and expired sessions all answer session_not_found.
 */
export async function authenticateSession(
  deps: AppDeps,
  options: {
    project: Project;
    sessionToken?: string | null;
    sessionJwt?: string | null;
    durationMinutes?: number | undefined;
  },
): Promise<Omit<SignedIn, 'session_token'> & { session_token: string | null }> {
  const { session: row, user } = await findLiveSessionWithUser(deps, options);
  const now = deps.clock.now();
  const extend = Boolean(options.durationMinutes);
  const touch = extend || now - row.last_accessed_at >= SESSION_TOUCH_INTERVAL_MS;
  // Between touches the answer reports the last use as stored, as the backend's session list does.
  const current: SessionRow = touch
    ? {
        ...row,
        last_accessed_at: now,
        expires_at: extend ? now + minutes(sessionMinutes(options.project, options.durationMinutes)) : row.expires_at,
      }
    : row;
  const session = sessionData(current);
  // The touch and the signature (WebCrypto, off the main thread) do not depend on each other.
  const [session_jwt] = await Promise.all([
    signSessionJwt(deps, options.project, session),
    touch ? touchSession(deps.db, row.session_id, { lastAccessedAt: now, expiresAt: current.expires_at }) : undefined,
  ]);
  return { user_id: row.user_id, user, session, session_token: options.sessionToken ?? null, session_jwt };
}

/** Ends a session, named by id, token or JWT. Revoking an already-ended session is not an error. */
export async function revokeSession(
  deps: AppDeps,
  options: { project: Project; sessionId?: string | null; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<void> {
  let sessionId = options.sessionId ?? null;
  if (!sessionId && options.sessionJwt) {
    sessionId = (await verifySessionJwt(deps, options.project, options.sessionJwt, { allowExpired: true })).sessionId;
  }
  const { projectId } = options.project;
  let session: { sessionId: string } | { tokenHash: string };
  if (sessionId) session = { sessionId };
  else if (options.sessionToken) session = { tokenHash: hashSecret(options.sessionToken) };
  else throw new ApiError('missing_session', 'Name the session to revoke: session_id, session_token or session_jwt.');
  const revoked = await markSessionRevoked(deps.db, projectId, session, deps.clock.now());
  // A session named by id must exist; an already-revoked one is fine, an unknown token is too.
  if (sessionId && !revoked && !(await findSessionById(deps.db, projectId, sessionId))) {
    throw new ApiError('session_not_found');
  }
}

/**
 * Ends every live session of a user, except one (e.g. after a password reset). `db` runs it inside
 * the caller's transaction.
 */
export async function revokeUserSessions(
  deps: AppDeps,
  userId: string,
  options: { exceptSessionId?: string; db?: Kysely<Database> } = {},
): Promise<void> {
  const { exceptSessionId, db = deps.db } = options;
  await markUserSessionsRevoked(db, userId, deps.clock.now(), exceptSessionId);
}

/**
 * The live session a token or JWT names, without touching it: for calls that need a signed-in user
 * id but are not themselves a session refresh. Same errors as authenticateSession.
 */
export async function requireLiveSession(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<{ sessionId: string; userId: string }> {
  const { projectId } = options.project;
  const key = await sessionKey(deps, options);
  const row =
    'tokenHash' in key
      ? await findSessionByTokenHash(deps.db, projectId, key.tokenHash)
      : await findSessionById(deps.db, projectId, key.sessionId);
  const live = liveOrThrow(deps, row);
  return { sessionId: live.session_id, userId: live.user_id };
}

/**
 * The live session a token or JWT names and its user, read in one statement, without touching the
 * session (GET /users/me). Same errors as authenticateSession.
 */
export async function requireSignedInUser(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<{ sessionId: string; user: UserData }> {
  const { session, user } = await findLiveSessionWithUser(deps, options);
  return { sessionId: session.session_id, user };
}

export async function findLiveSessionWithUser(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<{ session: SessionRow; user: UserData }> {
  const found = await findSessionWithUser(deps.db, options.project.projectId, await sessionKey(deps, options));
  liveOrThrow(deps, found?.session ?? null);
  return found as NonNullable<typeof found>; // liveOrThrow refused null
}

/** What names the session: the token's hash, or the id inside a JWT whose signature checks out. */
async function sessionKey(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<{ tokenHash: string } | { sessionId: string }> {
  if (options.sessionToken?.startsWith(INTERMEDIATE_TOKEN_PREFIX)) throw new ApiError('mfa_required');
  if (options.sessionToken) return { tokenHash: hashSecret(options.sessionToken) };
  if (options.sessionJwt) {
    return verifySessionJwt(deps, options.project, options.sessionJwt, { allowExpired: true });
  }
  throw new ApiError('missing_session');
}

/**
 * How an intermediate session token begins: one presented where a session is expected is refused
 * with mfa_required (the sign-in is not finished) rather than an unknown-session error.
 */
export const INTERMEDIATE_TOKEN_PREFIX = 'intermediate-session-token-';

function liveOrThrow(deps: AppDeps, row: SessionRow | null): SessionRow {
  if (!row || row.revoked_at !== null || row.expires_at <= deps.clock.now()) throw new ApiError('session_not_found');
  return row;
}

/**
 * A user's live sessions, most recently used first, with where each was started (address and
 * User-Agent at sign-in). Answers user_not_found for a user id the project does not have.
 */
export async function listUserSessions(
  deps: AppDeps,
  options: { project: Project; userId: string },
): Promise<SessionData[]> {
  const { projectId } = options.project;
  const [user, rows] = await Promise.all([
    loadUser(deps.db, projectId, options.userId),
    listLiveUserSessions(deps.db, projectId, options.userId, deps.clock.now()),
  ]);
  if (!user) throw new ApiError('user_not_found');
  return rows.map(sessionData);
}

/**
 * Ends every live session of a project's user at once ("sign out everywhere"); their JWTs stay
 * valid offline until they expire (at most five minutes). Answers the ids it revoked.
 */
export async function revokeAllUserSessions(
  deps: AppDeps,
  options: { project: Project; userId: string },
): Promise<string[]> {
  const { projectId } = options.project;
  if (!(await loadUser(deps.db, projectId, options.userId))) throw new ApiError('user_not_found');
  return revokeProjectUserSessions(deps.db, projectId, options.userId, deps.clock.now());
}

export function sessionData(row: SessionRow): SessionData {
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: iso(row.started_at),
    last_accessed_at: iso(row.last_accessed_at),
    expires_at: iso(row.expires_at),
    authentication_factors: JSON.parse(row.authentication_factors) as AuthenticationFactor[],
    // Stytch's shape: empty strings when unknown.
    attributes: { ip_address: row.ip_address ?? '', user_agent: row.user_agent ?? '' },
  };
}

export async function signedIn<T extends string | null>(deps: AppDeps, project: Project, row: SessionRow, token: T) {
  const session = sessionData(row);
  // Independent: the user's queries and the signature (WebCrypto, off the main thread) overlap.
  const [user, session_jwt] = await Promise.all([
    loadUser(deps.db, project.projectId, row.user_id),
    signSessionJwt(deps, project, session),
  ]);
  if (!user) throw new ApiError('session_not_found');
  return { user_id: row.user_id, user, session, session_token: token, session_jwt };
}
