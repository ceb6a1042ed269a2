import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

/** A host backend as its developer would write it: jose against the published key set, no Foyer code. */
async function verifyOffline(jwks: unknown, jwt: string, now: Date) {
  const keySet = createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]);
  return jwtVerify(jwt, keySet, {
    issuer: 'https://auth.host.example',
    audience: testProjectConfig.project_id,
    currentDate: now,
  });
}

describe('a host backend checking sessions', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  async function fetchJwks() {
    const res = await t.app.request('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    return res.json();
  }

  describe('offline, with jose and /.well-known/jwks.json', () => {
    it('verifies a session JWT and reads the user and session from it', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const { payload } = await verifyOffline(await fetchJwks(), signedIn.session_jwt, new Date(t.clock.now()));
      expect(payload.sub).toBe(signedIn.user_id);
      expect(payload.sid).toBe(signedIn.session.session_id);
    });

    it('rejects the JWT once its five minutes are over', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const jwks = await fetchJwks();
      const later = new Date(t.clock.now() + minutes(5) + 1000);
      await expect(verifyOffline(jwks, signedIn.session_jwt, later)).rejects.toBeInstanceOf(errors.JWTExpired);
    });

    it('rejects a JWT of another project (audience)', async () => {
      const other = await addOtherProject(t.deps);
      const signedIn = await signInNewUser(t.deps, other);
      await expect(
        verifyOffline(await fetchJwks(), signedIn.session_jwt, new Date(t.clock.now())),
      ).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
    });
  });

  describe('online, with the project secret', () => {
    it('authenticates a session token through POST /v1/sessions/authenticate', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'grace@host.example' });
      const res = await t.backend('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status_code: 200,
        user_id: signedIn.user_id,
        session_token: signedIn.session_token,
        session: { session_id: signedIn.session.session_id },
        user: { emails: [{ email: 'grace@host.example' }] },
      });
    });

    it('authenticates a session JWT and extends the session on request', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
      const res = await t.backend('/sessions/authenticate', {
        session_jwt: signedIn.session_jwt,
        session_duration_minutes: 600,
      });
      expect(res.status).toBe(200);
      expect(res.body.session_token).toBeNull();
      expect(Date.parse(res.body.session.expires_at)).toBe(
        Date.parse(res.body.session.last_accessed_at) + minutes(600),
      );
    });

    it('refuses a wrong secret with unauthorized_credentials', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.backend(
        '/sessions/authenticate',
        { session_token: signedIn.session_token },
        { secret: 'secret-test-wrong-but-long-enough-value' },
      );
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
      expect(res.body.error_message).not.toContain('wrong-but-long');
    });

    it('refuses a request without credentials', async () => {
      const res = await t.app.request('/v1/sessions/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Basic');
    });

    it('does not authenticate another project’s session', async () => {
      const other = await addOtherProject(t.deps);
      const signedIn = await signInNewUser(t.deps, other);
      const res = await t.backend('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(res.body.error_type).toBe('session_not_found');
    });

    it('revokes a session by id, after which it is not found', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const revoked = await t.backend('/sessions/revoke', { session_id: signedIn.session.session_id });
      expect(revoked.status).toBe(200);
      const res = await t.backend('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('session_not_found');
    });

    it('revokes by token and by JWT', async () => {
      const a = await signInNewUser(t.deps, t.project);
      const b = await signInNewUser(t.deps, t.project);
      expect((await t.backend('/sessions/revoke', { session_token: a.session_token })).status).toBe(200);
      expect((await t.backend('/sessions/revoke', { session_jwt: b.session_jwt })).status).toBe(200);
      for (const s of [a, b]) {
        const res = await t.backend('/sessions/authenticate', { session_token: s.session_token });
        expect(res.body.error_type).toBe('session_not_found');
      }
    });

    it('answers session_not_found when revoking an unknown session id', async () => {
      const res = await t.backend('/sessions/revoke', { session_id: 'session-test-nope' });
      expect(res.body.error_type).toBe('session_not_found');
    });

    it('answers missing_session when the body names no session', async () => {
      const res = await t.backend('/sessions/authenticate', {});
      expect(res.body.error_type).toBe('missing_session');
    });
  });
});
