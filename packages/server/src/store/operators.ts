import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { generateSecret, hashSecret } from '../tokens.ts';
import type { Database, OperatorRole, OperatorsTable } from './schema.ts';

export type Operator = OperatorsTable;
export type { OperatorRole } from './schema.ts';

/** How long an invite link opens the console: a day, as the issue and Stytch's invites have it. */
export const OPERATOR_INVITE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a console session lasts: a working day; the console signs in again after. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Admin tokens start with this, so secret scanners and people recognise one in a paste. */
export const ADMIN_TOKEN_PREFIX = 'foyer_admin_';

/** The operator with this email, created with `role` when there is none; an existing one takes `role`. */
export async function upsertOperator(
  db: Kysely<Database>,
  clock: Clock,
  email: string,
  role: OperatorRole,
): Promise<Operator> {
  const now = clock.now();
  const normalized = email.trim().toLowerCase();
  await db
    .insertInto('operators')
    .values({ operator_id: `operator-${randomUUID()}`, email: normalized, role, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ role, updated_at: now }))
    .execute();
  return (await db
    .selectFrom('operators')
    .selectAll()
    .where('email', '=', normalized)
    .executeTakeFirstOrThrow()) as Operator;
}

export function listOperators(db: Kysely<Database>): Promise<Operator[]> {
  return db.selectFrom('operators').selectAll().orderBy('email').execute();
}

export async function findOperator(db: Kysely<Database>, operatorId: string): Promise<Operator | null> {
  return (
    (await db.selectFrom('operators').selectAll().where('operator_id', '=', operatorId).executeTakeFirst()) ?? null
  );
}

export async function setOperatorRole(db: Kysely<Database>, clock: Clock, operatorId: string, role: OperatorRole) {
  await db
    .updateTable('operators')
    .set({ role, updated_at: clock.now() })
    .where('operator_id', '=', operatorId)
    .execute();
}

/** Removes an operator; their invites, tokens and sessions go with them (ON DELETE CASCADE). */
export async function deleteOperator(db: Kysely<Database>, operatorId: string): Promise<void> {
  await db.deleteFrom('operators').where('operator_id', '=', operatorId).execute();
}

/** A new one-time invite for the operator: the raw token goes into the link, only its hash is kept. */
export async function createInvite(db: Kysely<Database>, clock: Clock, operatorId: string) {
  const token = generateSecret();
  const now = clock.now();
  const expiresAt = now + OPERATOR_INVITE_TTL_MS;
  await db
    .insertInto('operator_invites')
    .values({
      invite_id: `operator-invite-${randomUUID()}`,
      operator_id: operatorId,
      token_hash: hashSecret(token),
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Spends an invite: the operator it names, or null when the token is unknown, expired or used. The
 * update claims it in one statement, so two redemptions racing spend it once.
 */
export async function redeemInvite(db: Kysely<Database>, clock: Clock, token: string): Promise<Operator | null> {
  const now = clock.now();
  const claimed = await db
    .updateTable('operator_invites')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('operator_id')
    .executeTakeFirst();
  return claimed ? findOperator(db, claimed.operator_id) : null;
}

/** A console session for the operator, with its CSRF token: both raw values are returned once. */
export async function createOperatorSession(db: Kysely<Database>, clock: Clock, operatorId: string) {
  const token = generateSecret();
  const csrfToken = generateSecret();
  const now = clock.now();
  const expiresAt = now + OPERATOR_SESSION_TTL_MS;
  await db
    .insertInto('operator_sessions')
    .values({
      session_id: `operator-session-${randomUUID()}`,
      operator_id: operatorId,
      token_hash: hashSecret(token),
      csrf_hash: hashSecret(csrfToken),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, csrfToken, expiresAt };
}

/** The live console session a cookie names, with its operator, or null. */
export async function findOperatorSession(db: Kysely<Database>, clock: Clock, token: string) {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.operator_id', 'operator_sessions.operator_id')
    .select(['operator_sessions.session_id', 'operator_sessions.csrf_hash', 'operators.operator_id'])
    .select(['operators.email', 'operators.role', 'operators.created_at', 'operators.updated_at'])
    .where('operator_sessions.token_hash', '=', hashSecret(token))
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', clock.now())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, csrf_hash, ...operator } = row;
  return { sessionId: session_id, csrfHash: csrf_hash, operator: operator as Operator };
}

/** Ends the console session this cookie names; false when it names no live one. */
export async function revokeOperatorSession(db: Kysely<Database>, clock: Clock, token: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: clock.now() })
    .where('token_hash', '=', hashSecret(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new admin API token for the operator: returned once, kept as a hash and its last four characters. */
export async function createAdminToken(db: Kysely<Database>, clock: Clock, operatorId: string, name: string) {
  const token = `${ADMIN_TOKEN_PREFIX}${generateSecret()}`;
  const tokenId = `operator-token-${randomUUID()}`;
  await db
    .insertInto('operator_tokens')
    .values({
      token_id: tokenId,
      operator_id: operatorId,
      name,
      token_hash: hashSecret(token),
      last_four: token.slice(-4),
      created_at: clock.now(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { token, tokenId };
}

/** The live admin token this raw token is, with its operator, or null (unknown or revoked). */
export async function findAdminToken(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('operator_tokens')
    .innerJoin('operators', 'operators.operator_id', 'operator_tokens.operator_id')
    .select(['operator_tokens.token_id', 'operator_tokens.name', 'operators.operator_id'])
    .select(['operators.email', 'operators.role', 'operators.created_at', 'operators.updated_at'])
    .where('operator_tokens.token_hash', '=', hashSecret(token))
    .where('operator_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { token_id, name, ...operator } = row;
  return { tokenId: token_id, name, operator: operator as Operator };
}

export async function touchAdminToken(db: Kysely<Database>, clock: Clock, tokenId: string): Promise<void> {
  await db.updateTable('operator_tokens').set({ last_used_at: clock.now() }).where('token_id', '=', tokenId).execute();
}

/** Every token, revoked ones included (the console shows when each was revoked), newest first. */
export function listAdminTokens(db: Kysely<Database>) {
  return db
    .selectFrom('operator_tokens')
    .innerJoin('operators', 'operators.operator_id', 'operator_tokens.operator_id')
    .select(['token_id', 'name', 'last_four', 'operator_tokens.created_at', 'last_used_at', 'revoked_at'])
    .select(['operators.operator_id', 'operators.email'])
    .orderBy('operator_tokens.created_at', 'desc')
    .execute();
}

/** Revokes a token; false when there is no live token with this id. */
export async function revokeAdminToken(db: Kysely<Database>, clock: Clock, tokenId: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_tokens')
    .set({ revoked_at: clock.now() })
    .where('token_id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
