import type { SessionData, UserData } from '@foyer/protocol';
import { DEFAULT_SESSION_DURATION_MINUTES } from '@foyer/protocol/constants';
import type { Kysely } from 'kysely';
import { iso, minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import type { Database } from '../../store/schema.ts';
import { loadUser } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import { signSessionJwt, verifySessionJwt } from './session-jwt.ts';

type AuthenticationFactor = SessionData['authentication_factors'][number];
type SessionRow = Database['sessions'];

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
    durationMinutes?: number | undefined;
  },
): Promise<SignedIn> {
  const now = deps.clock.now();
  const token = `session-token-${generateSecret()}`;
  const factors: AuthenticationFactor[] = [{ ...options.factor, last_authenticated_at: iso(now) }];
  const row: SessionRow = {
    session_id: newId('session', options.project.environment),
    project_id: options.project.projectId,
    user_id: options.userId,
    token_hash: hashSecret(token),
    started_at: now,
    last_accessed_at: now,
    expires_at: now + minutes(options.durationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES),
    revoked_at: null,
    authentication_factors: JSON.stringify(factors),
  };
  await deps.db.insertInto('sessions').values(row).execute();
  return signedIn(deps, options.project, row, token);
}

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
  const row = await findLiveSession(deps, options);
  const now = deps.clock.now();
  const expiresAt = options.durationMinutes ? now + minutes(options.durationMinutes) : row.expires_at;
  // The touch and the answer do not depend on each other: on PostgreSQL they overlap round trips.
  const touch = deps.db
    .updateTable('sessions')
    .set({ last_accessed_at: now, expires_at: expiresAt })
    .where('session_id', '=', row.session_id)
    .execute();
  const [answer] = await Promise.all([
    signedIn(
      deps,
      options.project,
      { ...row, last_accessed_at: now, expires_at: expiresAt },
      options.sessionToken ?? null,
    ),
    touch,
  ]);
  return answer;
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
  let query = deps.db
    .updateTable('sessions')
    .set({ revoked_at: deps.clock.now() })
    .where('project_id', '=', options.project.projectId)
    .where('revoked_at', 'is', null);
  if (sessionId) query = query.where('session_id', '=', sessionId);
  else if (options.sessionToken) query = query.where('token_hash', '=', hashSecret(options.sessionToken));
  else throw new ApiError('missing_session', 'Name the session to revoke: session_id, session_token or session_jwt.');
  const result = await query.executeTakeFirst();
  if (sessionId && Number(result.numUpdatedRows) === 0) {
    const exists = await deps.db
      .selectFrom('sessions')
      .select('session_id')
      .where('session_id', '=', sessionId)
      .where('project_id', '=', options.project.projectId)
      .executeTakeFirst();
    if (!exists) throw new ApiError('session_not_found');
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
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: deps.clock.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
  await query.execute();
}

/**
 * The live session a token or JWT names, without touching it: for calls that need a signed-in user
 * (GET /users/me) but are not themselves a session refresh. Same errors as authenticateSession.
 */
export async function requireLiveSession(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<{ sessionId: string; userId: string }> {
  const row = await findLiveSession(deps, options);
  return { sessionId: row.session_id, userId: row.user_id };
}

async function findLiveSession(
  deps: AppDeps,
  options: { project: Project; sessionToken?: string | null; sessionJwt?: string | null },
): Promise<SessionRow> {
  let query = deps.db.selectFrom('sessions').selectAll().where('project_id', '=', options.project.projectId);
  if (options.sessionToken) {
    query = query.where('token_hash', '=', hashSecret(options.sessionToken));
  } else if (options.sessionJwt) {
    const { sessionId } = await verifySessionJwt(deps, options.project, options.sessionJwt, { allowExpired: true });
    query = query.where('session_id', '=', sessionId);
  } else {
    throw new ApiError('missing_session');
  }
  const row = await query.executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= deps.clock.now()) throw new ApiError('session_not_found');
  return row;
}

async function signedIn<T extends string | null>(deps: AppDeps, project: Project, row: SessionRow, token: T) {
  const session: SessionData = {
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: iso(row.started_at),
    last_accessed_at: iso(row.last_accessed_at),
    expires_at: iso(row.expires_at),
    authentication_factors: JSON.parse(row.authentication_factors) as AuthenticationFactor[],
  };
  // Independent: the user's queries and the signature (WebCrypto, off the main thread) overlap.
  const [user, session_jwt] = await Promise.all([
    loadUser(deps.db, project.projectId, row.user_id),
    signSessionJwt(deps, project, session),
  ]);
  if (!user) throw new ApiError('session_not_found');
  return { user_id: row.user_id, user, session, session_token: token, session_jwt };
}
