import { testProjectConfig } from '@foyer/server/testing';
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFoyer, FoyerApiError } from '../src/index.ts';
import { type FoyerUnderTest, startFoyer, TEST_ISSUER } from './foyer-server.ts';

const FIVE_MINUTES = 5 * 60_000;

/** A JWT shaped like Foyer's but signed by a key the server never published. */
async function forgedJwt(claims: { sub: string; sid: string }, kid: string, nowSeconds: number) {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ sid: claims.sid, foyer_session: { authentication_factors: [] } })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(TEST_ISSUER)
    .setAudience(testProjectConfig.project_id)
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + 300)
    .sign(privateKey);
}

describe('verifySession', () => {
  let foyer: FoyerUnderTest;
  beforeEach(async () => {
    foyer = await startFoyer();
  });
  afterEach(() => foyer.close());

  it('checks a browser’s session JWT offline and reads the session from it', async () => {
    const browser = await foyer.signIn();
    const verified = await foyer.foyer.verifySession(browser.sessionJwt);
    expect(verified.checkedBy).toBe('offline');
    expect(verified.session).toMatchObject({ session_id: browser.sessionId, user_id: browser.userId });
    expect(verified.session.authentication_factors[0]?.type).toBe('password');
    expect(verified.claims.sub).toBe(browser.userId);
    expect(verified.user).toBeUndefined();
  });

  it('checks an opaque session token online and answers the user', async () => {
    const browser = await foyer.signIn();
    const verified = await foyer.foyer.verifySession(browser.sessionToken);
    expect(verified.checkedBy).toBe('online');
    expect(verified.user?.user_id).toBe(browser.userId);
    expect(verified.sessionJwt?.split('.')).toHaveLength(3);
  });

  it('checks a JWT online when asked, and extends the session on request', async () => {
    const browser = await foyer.signIn();
    const verified = await foyer.foyer.verifySession(browser.sessionJwt, { sessionDurationMinutes: 600 });
    expect(verified.checkedBy).toBe('online');
    const { expires_at, last_accessed_at } = verified.session;
    expect(Date.parse(expires_at) - Date.parse(last_accessed_at)).toBe(600 * 60_000);
  });

  it('after a revocation: the online check refuses at once, the offline check accepts the JWT until it expires', async () => {
    const browser = await foyer.signIn();
    await foyer.foyer.sessions.revoke({ session_id: browser.sessionId });

    const online = foyer.foyer.verifySession(browser.sessionJwt, { online: true });
    await expect(online).rejects.toMatchObject({ error_type: 'session_not_found', status_code: 404 });
    // Documented: an offline check cannot see a revocation; the JWT lives at most five minutes.
    expect((await foyer.foyer.verifySession(browser.sessionJwt)).session.session_id).toBe(browser.sessionId);
    foyer.t.clock.advance(FIVE_MINUTES + 6_000);
    await expect(foyer.foyer.verifySession(browser.sessionJwt)).rejects.toMatchObject({
      error_type: 'invalid_session_jwt',
      status_code: 401,
    });
  });

  it('tolerates 5 seconds of clock difference by default, and what it is configured to', async () => {
    const browser = await foyer.signIn();
    foyer.t.clock.advance(FIVE_MINUTES + 3_000);
    expect((await foyer.foyer.verifySession(browser.sessionJwt)).checkedBy).toBe('offline');
    const strict = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
      baseUrl: foyer.baseUrl,
      issuer: TEST_ISSUER,
      clockToleranceSeconds: 0,
      now: () => foyer.t.clock.now(),
    });
    const refused = await strict.verifySession(browser.sessionJwt).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FoyerApiError);
    expect((refused as FoyerApiError).message).toContain('expired');
  });

  it('refuses a JWT signed by another key, one of another issuer, and garbage, with invalid_session_jwt', async () => {
    const browser = await foyer.signIn();
    const now = Math.floor(foyer.t.clock.now() / 1000);
    const forged = await forgedJwt({ sub: browser.userId, sid: browser.sessionId }, 'jwk-forged', now);
    await expect(foyer.foyer.verifySession(forged)).rejects.toMatchObject({ error_type: 'invalid_session_jwt' });
    const otherIssuer = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
      baseUrl: foyer.baseUrl,
      now: () => foyer.t.clock.now(),
    });
    await expect(otherIssuer.verifySession(browser.sessionJwt)).rejects.toMatchObject({
      error_type: 'invalid_session_jwt',
    });
    await expect(foyer.foyer.verifySession('a.b.c')).rejects.toMatchObject({ error_type: 'invalid_session_jwt' });
  });

  /** A client whose key-set fetches are recorded. */
  function countingClient(jwksCooldownSeconds: number) {
    const jwksFetches: string[] = [];
    const counting: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/jwks/')) jwksFetches.push(url);
      return fetch(input, init);
    };
    const client = createFoyer({
      projectId: testProjectConfig.project_id,
      secret: testProjectConfig.secret,
      baseUrl: foyer.baseUrl,
      issuer: TEST_ISSUER,
      fetch: counting,
      jwksCooldownSeconds,
      now: () => foyer.t.clock.now(),
    });
    return { client, jwksFetches };
  }

  async function presentUnknownKids(
    client: ReturnType<typeof createFoyer>,
    browser: { userId: string; sessionId: string },
  ) {
    const now = Math.floor(foyer.t.clock.now() / 1000);
    for (const kid of ['jwk-unknown-1', 'jwk-unknown-2', 'jwk-unknown-3']) {
      const forged = await forgedJwt({ sub: browser.userId, sid: browser.sessionId }, kid, now);
      await expect(client.verifySession(forged)).rejects.toMatchObject({ error_type: 'invalid_session_jwt' });
    }
  }

  it('fetches the key set once for many checks, from the path Stytch’s clients use', async () => {
    const { client, jwksFetches } = countingClient(30);
    const browser = await foyer.signIn();
    for (let i = 0; i < 20; i += 1) await client.verifySession(browser.sessionJwt);
    expect(jwksFetches).toEqual([`${foyer.baseUrl}/v1/sessions/jwks/${testProjectConfig.project_id}`]);
  });

  it('refetches the key set for an unknown kid, but not again within the cooldown', async () => {
    const browser = await foyer.signIn();
    const eager = countingClient(0);
    await eager.client.verifySession(browser.sessionJwt);
    await presentUnknownKids(eager.client, browser);
    expect(eager.jwksFetches).toHaveLength(4); // the first fetch, then one per unknown kid

    const limited = countingClient(3600);
    await limited.client.verifySession(browser.sessionJwt);
    await presentUnknownKids(limited.client, browser);
    // A flood of junk kids cannot make it hammer the server: no refetch within the hour.
    expect(limited.jwksFetches).toHaveLength(1);
  });

  it('answers missing_session for an empty credential', async () => {
    await expect(foyer.foyer.verifySession('')).rejects.toMatchObject({
      error_type: 'missing_session',
      status_code: 401,
    });
  });
});
