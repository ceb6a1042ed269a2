import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { generateSecret, hashSecret, newId } from '../tokens.ts';
import { insertMagicLink } from './email-magic-links.ts';
import { insertIntermediateSession } from './intermediate-sessions.ts';
import { insertOAuthToken } from './oauth.ts';
import { insertOAuthAttachToken } from './oauth-attach-tokens.ts';
import { insertPasswordReset } from './passwords.ts';
import { findByTokenHash, type TokenTable } from './token-lookup.ts';
import { createUserWithEmail } from './users.ts';

describe('findByTokenHash', () => {
  let t: TestContext;
  /** Per token table: the one row stored in it, by its id column, and the token it was issued for. */
  let stored: Record<TokenTable, { column: string; id: string; token: string }>;

  beforeEach(async () => {
    t = await createTestContext();
    const { db } = t.deps;
    const now = t.clock.now();
    const later = now + 60_000;
    const { projectId } = t.project;
    const user = await createUserWithEmail(db, t.clock, {
      project: t.project,
      email: 'ada@example.com',
      status: 'active',
    });
    const owner = { projectId, userId: user.userId, emailId: user.emailId };
    const tokens = {
      magicLink: generateSecret(),
      reset: generateSecret(),
      oauth: generateSecret(),
      intermediate: generateSecret(),
      attach: generateSecret(),
    };
    const ids = {
      magicLink: newId('magic-link'),
      reset: newId('password-reset'),
      intermediate: newId('intermediate-session'),
      attach: newId('oauth-attach'),
    };
    await insertOAuthAttachToken(db, {
      attach_token_id: ids.attach,
      project_id: projectId,
      user_id: user.userId,
      provider_type: 'google',
      token_hash: hashSecret(tokens.attach),
      expires_at: later,
      created_at: now,
    });
    await insertMagicLink(db, {
      ...owner,
      magicLinkId: ids.magicLink,
      kind: 'login',
      tokenHash: hashSecret(tokens.magicLink),
      expiresAt: later,
      createdAt: now,
      codeChallenge: null,
    });
    await insertPasswordReset(db, {
      ...owner,
      resetId: ids.reset,
      magicLinkId: null,
      tokenHash: hashSecret(tokens.reset),
      expiresAt: later,
      createdAt: now,
      codeChallenge: null,
    });
    await insertOAuthToken(db, {
      project: t.project,
      userId: user.userId,
      providerType: 'google',
      tokenHash: hashSecret(tokens.oauth),
      sealedProviderValues: 'not read here',
      expiresAt: later,
      createdAt: now,
      codeChallenge: null,
    });
    await insertIntermediateSession(db, {
      intermediate_session_id: ids.intermediate,
      project_id: projectId,
      user_id: user.userId,
      token_hash: hashSecret(tokens.intermediate),
      authentication_factors: '[]',
      session_duration_minutes: null,
      created_at: now,
      expires_at: later,
      used_at: null,
    });
    const oauthToken = await db.selectFrom('oauth_tokens').select('oauth_token_id').executeTakeFirstOrThrow();
    const signedIn = await signInNewUser(t.deps, t.project);
    stored = {
      magic_links: { column: 'magic_link_id', id: ids.magicLink, token: tokens.magicLink },
      password_resets: { column: 'reset_id', id: ids.reset, token: tokens.reset },
      oauth_tokens: { column: 'oauth_token_id', id: oauthToken.oauth_token_id, token: tokens.oauth },
      sessions: { column: 'session_id', id: signedIn.session.session_id, token: signedIn.session_token },
      intermediate_sessions: { column: 'intermediate_session_id', id: ids.intermediate, token: tokens.intermediate },
      oauth_attach_tokens: { column: 'attach_token_id', id: ids.attach, token: tokens.attach },
    };
  });
  afterEach(() => t.close());

  const tables: TokenTable[] = [
    'magic_links',
    'password_resets',
    'oauth_tokens',
    'sessions',
    'intermediate_sessions',
    'oauth_attach_tokens',
  ];

  it.each(tables)('finds the %s row by the SHA-256 of its token, in its project', async (table) => {
    const { column, id, token } = stored[table];
    const row = await findByTokenHash(t.deps.db, table, t.project.projectId, hashSecret(token));
    expect(row).toMatchObject({ [column]: id, token_hash: hashSecret(token) });
  });

  it.each(tables)('finds no %s row by the raw token, another token or another project', async (table) => {
    const { db } = t.deps;
    const { token } = stored[table];
    expect(await findByTokenHash(db, table, t.project.projectId, token)).toBeNull();
    expect(await findByTokenHash(db, table, t.project.projectId, hashSecret(generateSecret()))).toBeNull();
    expect(await findByTokenHash(db, table, 'project-test-someone-else', hashSecret(token))).toBeNull();
  });
});
