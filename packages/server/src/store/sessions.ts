import type { UserData } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import { engineSql, runEngineSql } from './engine-sql.ts';
import type { Database } from './schema.ts';
import { findByTokenHash } from './token-lookup.ts';
import { type UserColumnsRow, userColumns, userFromColumns } from './user-records.ts';
import { emitWebhookEvent, inTransaction } from './webhook-events.ts';

type Db = Kysely<Database>;

/** A session as stored: the token itself is never kept, only its SHA-256 (`token_hash`). */
export type SessionRow = Database['sessions'];

/** Stores a new session, and its session.created webhook in the same transaction. */
export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('sessions').values(row).execute();
    await emitWebhookEvent(trx, {
      projectId: row.project_id,
      type: 'session.created',
      now: row.started_at,
      data: {
        session_id: row.session_id,
        user_id: row.user_id,
        started_at: new Date(row.started_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
        authentication_factors: JSON.parse(row.authentication_factors),
      },
    });
  });
}

/** session.revoked for each session a statement revoked, in its transaction. */
async function emitRevoked(
  trx: Db,
  revoked: { session_id: string; user_id: string; project_id: string }[],
  revokedAt: number,
): Promise<void> {
  for (const session of revoked) {
    await emitWebhookEvent(trx, {
      projectId: session.project_id,
      type: 'session.revoked',
      now: revokedAt,
      data: { session_id: session.session_id, user_id: session.user_id, revoked_at: new Date(revokedAt).toISOString() },
    });
  }
}

/** The session of a project whose token hashes to `tokenHash`, live or not. */
export function findSessionByTokenHash(db: Db, projectId: string, tokenHash: string): Promise<SessionRow | null> {
  return findByTokenHash(db, 'sessions', projectId, tokenHash);
}

/** A project's session by id, live or not. */
export async function findSessionById(db: Db, projectId: string, sessionId: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}

// Named, not `s.*`: the statement is prepared on PostgreSQL (store/engine-sql.ts).
const SESSION_COLUMNS = (<(keyof SessionRow)[]>[
  'session_id',
  'project_id',
  'user_id',
  'token_hash',
  'started_at',
  'last_accessed_at',
  'expires_at',
  'revoked_at',
  'authentication_factors',
  'ip_address',
  'user_agent',
])
  .map((column) => `s.${column}`)
  .join(', ');

// The user's project is compared on the row, not in the JOIN: there PostgreSQL would scan all the
// project's users (users_project_created) instead of looking the one user up by primary key.
const sessionWithUser = (key: 'token_hash' | 'session_id') =>
  engineSql(
    (engine) => `SELECT ${SESSION_COLUMNS}, u.project_id AS user_project_id,
  ${userColumns(engine)}
FROM sessions s
JOIN users u ON u.user_id = s.user_id
WHERE s.project_id = ? AND s.${key} = ?`,
  );
// Exported for bench/floor-server.ts, the same-work floor, which runs the very same statement.
export const sessionWithUserByTokenHash = sessionWithUser('token_hash');
export const sessionWithUserById = sessionWithUser('session_id');

/**
 * A project's session, live or not, named by token hash or id, with its user as the wire shows it,
 * in one statement: the session check's only round trip on PostgreSQL.
 */
export async function findSessionWithUser(
  db: Db,
  projectId: string,
  session: { tokenHash: string } | { sessionId: string },
): Promise<{ session: SessionRow; user: UserData } | null> {
  type Row = SessionRow & UserColumnsRow & { user_project_id: string };
  const [row] =
    'tokenHash' in session
      ? await runEngineSql<Row, Database>(db, sessionWithUserByTokenHash, [projectId, session.tokenHash])
      : await runEngineSql<Row, Database>(db, sessionWithUserById, [projectId, session.sessionId]);
  if (!row || row.user_project_id !== projectId) return null;
  return {
    session: {
      session_id: row.session_id,
      project_id: row.project_id,
      user_id: row.user_id,
      token_hash: row.token_hash,
      started_at: row.started_at,
      last_accessed_at: row.last_accessed_at,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      authentication_factors: row.authentication_factors,
      ip_address: row.ip_address,
      user_agent: row.user_agent,
    },
    user: userFromColumns(row.user_id, row),
  };
}

/** Records a use of a session and its (possibly extended) expiry. */
export async function touchSession(
  db: Db,
  sessionId: string,
  times: { lastAccessedAt: number; expiresAt: number },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_accessed_at: times.lastAccessedAt, expires_at: times.expiresAt })
    .where('session_id', '=', sessionId)
    .execute();
}

/**
 * Revokes a project's session named by id or by token hash, if it is not revoked yet.
 * @returns whether this call revoked it (false: unknown, or already revoked)
 */
export async function markSessionRevoked(
  db: Db,
  projectId: string,
  session: { sessionId: string } | { tokenHash: string },
  revokedAt: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: revokedAt })
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null);
    query =
      'sessionId' in session
        ? query.where('session_id', '=', session.sessionId)
        : query.where('token_hash', '=', session.tokenHash);
    const revoked = await query.returning(['session_id', 'user_id', 'project_id']).execute();
    await emitRevoked(trx, revoked, revokedAt);
    return revoked.length > 0;
  });
}

/** Revokes every unrevoked session of a user but one (when given); runs in `db`, a transaction or not. */
export async function markUserSessionsRevoked(
  db: Db,
  userId: string,
  revokedAt: number,
  exceptSessionId?: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: revokedAt })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
    await emitRevoked(trx, await query.returning(['session_id', 'user_id', 'project_id']).execute(), revokedAt);
  });
}

/** A user's live sessions (not revoked, not expired at `now`) in a project, most recently used first. */
export async function listLiveUserSessions(
  db: Db,
  projectId: string,
  userId: string,
  now: number,
): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_accessed_at', 'desc')
    .orderBy('session_id')
    .execute();
}

/**
 * Revokes every unrevoked session of a project's user (the backend's "sign out everywhere").
 * @returns the ids of the sessions this call revoked
 */
export async function revokeProjectUserSessions(
  db: Db,
  projectId: string,
  userId: string,
  revokedAt: number,
): Promise<string[]> {
  const rows = await inTransaction(db, async (trx) => {
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: revokedAt })
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning(['session_id', 'user_id', 'project_id'])
      .execute();
    await emitRevoked(trx, revoked, revokedAt);
    return revoked;
  });
  return rows.map((row) => row.session_id);
}

/** Whether a session is still live (not revoked, not expired), read inside the caller's transaction. */
export async function isSessionLive(trx: Db, sessionId: string, now: number): Promise<boolean> {
  const row = await trx
    .selectFrom('sessions')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces a session's factor list (a factor was added to it), unless it was revoked meanwhile. */
export async function setSessionFactors(db: Db, sessionId: string, authenticationFactors: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ authentication_factors: authenticationFactors })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
