import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { newId } from '../tokens.ts';
import { insertUser } from './new-user.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { findByTokenHash } from './token-lookup.ts';
import { emitFactorEvent, inTransaction } from './webhook-events.ts';

type Db = Kysely<Database>;

/** One sign-in in flight, as the start step stored it. */
export interface OAuthStateRecord {
  stateId: string;
  projectId: string;
  providerType: string;
  codeVerifier: string;
  nonce: string;
  scopes: string[];
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  expiresAt: number;
  usedAt: number | null;
  /** The browser's PKCE challenge from the start URL; the token this sign-in yields keeps it. */
  codeChallenge: string | null;
}

/** Stores a sign-in's state (the state parameter by its hash only). */
export async function insertOAuthState(
  db: Db,
  record: Omit<OAuthStateRecord, 'stateId' | 'usedAt'> & {
    stateHash: string;
    environment: 'test' | 'live';
    createdAt: number;
  },
): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({
      oauth_state_id: newId('oauth-state', record.environment),
      project_id: record.projectId,
      provider_type: record.providerType,
      state_hash: record.stateHash,
      code_verifier: record.codeVerifier,
      nonce: record.nonce,
      scopes: record.scopes.join(' '),
      login_redirect_url: record.loginRedirectUrl,
      signup_redirect_url: record.signupRedirectUrl,
      expires_at: record.expiresAt,
      used_at: null,
      created_at: record.createdAt,
      code_challenge: record.codeChallenge,
    })
    .execute();
}

/** The state a callback's `state` parameter names (by hash), used or not. */
export async function findOAuthState(db: Db, stateHash: string): Promise<OAuthStateRecord | null> {
  const row = await db.selectFrom('oauth_states').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  if (!row) return null;
  return {
    stateId: row.oauth_state_id,
    projectId: row.project_id,
    providerType: row.provider_type,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    scopes: row.scopes ? row.scopes.split(' ') : [],
    loginRedirectUrl: row.login_redirect_url,
    signupRedirectUrl: row.signup_redirect_url,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    codeChallenge: row.code_challenge,
  };
}

/**
 * Marks a state used if nobody has yet; the condition is in the UPDATE so exactly one of two racing
 * callbacks wins, on SQLite and PostgreSQL. The PKCE verifier is wiped with it.
 * @returns true when this call consumed the state.
 */
export async function consumeOAuthState(db: Db, stateId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('oauth_states')
    .set({ used_at: usedAt, code_verifier: '' })
    .where('oauth_state_id', '=', stateId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Housekeeping: states and tokens that expired before `cutoff`. */
export async function deleteOAuthRowsExpiredBefore(db: Db, cutoff: number): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('oauth_tokens').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('oauth_attach_tokens').where('expires_at', '<', cutoff).execute();
}

/** The provider tokens handed to the caller of oauth.authenticate. */
export interface ProviderValues {
  access_token: string;
  id_token: string | null;
  refresh_token: string | null;
  scopes: string[];
}

/** Stores the single-use token a callback hands the redirect URL, with the provider's tokens (sealed). */
export async function insertOAuthToken(
  db: Db,
  record: {
    project: Project;
    userId: string;
    providerType: string;
    tokenHash: string;
    /** The provider's tokens as the caller sealed them (features/oauth/provider-values-at-rest.ts). */
    sealedProviderValues: string;
    expiresAt: number;
    createdAt: number;
    codeChallenge: string | null;
  },
): Promise<void> {
  await db
    .insertInto('oauth_tokens')
    .values({
      oauth_token_id: newId('oauth-token', record.project.environment),
      project_id: record.project.projectId,
      user_id: record.userId,
      provider_type: record.providerType,
      token_hash: record.tokenHash,
      provider_values: record.sealedProviderValues,
      expires_at: record.expiresAt,
      used_at: null,
      created_at: record.createdAt,
      code_challenge: record.codeChallenge,
    })
    .execute();
}

export interface OAuthTokenRecord {
  tokenId: string;
  userId: string;
  providerType: string;
  /** The provider's tokens as stored: sealed (or plaintext JSON from before sealing); null once used. */
  storedProviderValues: string | null;
  expiresAt: number;
  usedAt: number | null;
  codeChallenge: string | null;
}

/** The token a caller presents (by hash), in the project; used or expired ones included. */
export async function findOAuthToken(db: Db, projectId: string, tokenHash: string): Promise<OAuthTokenRecord | null> {
  const row = await findByTokenHash(db, 'oauth_tokens', projectId, tokenHash);
  if (!row) return null;
  return {
    tokenId: row.oauth_token_id,
    userId: row.user_id,
    providerType: row.provider_type,
    storedProviderValues: row.provider_values,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    codeChallenge: row.code_challenge,
  };
}

/**
 * Marks a token used and deletes the provider tokens it held, if nobody has yet.
 * @returns true when this call consumed the token.
 */
export async function consumeOAuthToken(db: Db, tokenId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('oauth_tokens')
    .set({ used_at: usedAt, provider_values: null })
    .where('oauth_token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every provider-token value still waiting for its exchange, with the hash its seal is bound to. */
export async function listStoredProviderValues(
  db: Db,
): Promise<{ tokenId: string; tokenHash: string; stored: string }[]> {
  const rows = await db
    .selectFrom('oauth_tokens')
    .select(['oauth_token_id', 'token_hash', 'provider_values'])
    .where('provider_values', 'is not', null)
    .execute();
  return rows.map((row) => ({
    tokenId: row.oauth_token_id,
    tokenHash: row.token_hash,
    stored: row.provider_values ?? '',
  }));
}

/**
 * Replaces a stored provider-token value with `next` only if it is still `previous`: an exchange
 * that nulled it meanwhile (another instance) is not undone.
 */
export async function replaceStoredProviderValues(
  db: Db,
  change: { tokenId: string; previous: string; next: string },
): Promise<void> {
  await db
    .updateTable('oauth_tokens')
    .set({ provider_values: change.next })
    .where('oauth_token_id', '=', change.tokenId)
    .where('provider_values', '=', change.previous)
    .execute();
}

/** The user a provider account is linked to in a project, if any. */
export async function findUserByProviderSubject(
  db: Db,
  key: { projectId: string; providerType: string; subject: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('user_oauth_providers')
    .select('user_id')
    .where('project_id', '=', key.projectId)
    .where('provider_type', '=', key.providerType)
    .where('provider_subject', '=', key.subject)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Links a provider account to a user (inside the caller's transaction when given one). */
export async function linkProvider(
  db: Db,
  clock: Clock,
  link: { project: Project; userId: string; providerType: string; subject: string; pictureUrl: string | null },
): Promise<void> {
  const now = clock.now();
  const oauthProviderId = newId('oauth-provider', link.project.environment);
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('user_oauth_providers')
      .values({
        oauth_provider_id: oauthProviderId,
        project_id: link.project.projectId,
        user_id: link.userId,
        provider_type: link.providerType,
        provider_subject: link.subject,
        profile_picture_url: link.pictureUrl,
        created_at: now,
      })
      .execute();
    const factor = { type: 'oauth_provider' as const, id: oauthProviderId, value: link.providerType };
    await emitFactorEvent(trx, {
      projectId: link.project.projectId,
      type: 'factor.added',
      userId: link.userId,
      factor,
      now,
    });
  });
}

/** Creates an active user from a provider's profile, with the provider linked and its email (if any). */
export async function createUserFromProvider(
  db: Db,
  clock: Clock,
  options: {
    project: Project;
    providerType: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    pictureUrl: string | null;
  },
): Promise<string> {
  const now = clock.now();
  const { project } = options;
  return db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, { project, now, firstName: options.firstName, lastName: options.lastName });
    if (options.email) {
      const emailId = newId('email', project.environment);
      await trx
        .insertInto('user_emails')
        .values({
          email_id: emailId,
          project_id: project.projectId,
          user_id: userId,
          email: options.email,
          verified: options.emailVerified ? 1 : 0,
          created_at: now,
        })
        .execute();
      const factor = { type: 'email' as const, id: emailId, value: options.email };
      await emitFactorEvent(trx, { projectId: project.projectId, type: 'factor.added', userId, factor, now });
    }
    await linkProvider(trx, clock, {
      project,
      userId,
      providerType: options.providerType,
      subject: options.subject,
      pictureUrl: options.pictureUrl,
    });
    return userId;
  });
}
