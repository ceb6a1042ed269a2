import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('SDK sessions', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  describe('POST /sessions/authenticate', () => {
    it('authenticates the session token sent in the Authorization header', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      const res = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status_code: 200,
        user_id: signedIn.user_id,
        session_token: signedIn.session_token,
        session: { session_id: signedIn.session.session_id, user_id: signedIn.user_id },
        user: { user_id: signedIn.user_id, emails: [{ email: 'ada@host.example' }] },
      });
      expect(res.body.session_jwt).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('authenticates a session token given in the body', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.sdk('/sessions/authenticate', { session_token: signedIn.session_token });
      expect(res.status).toBe(200);
      expect(res.body.session.session_id).toBe(signedIn.session.session_id);
    });

    it('authenticates by session JWT alone, answering no session token', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
      expect(res.status).toBe(200);
      expect(res.body.session.session_id).toBe(signedIn.session.session_id);
      expect(res.body.session_token).toBeNull();
    });

    it('accepts a JWT past its five minutes while the session itself lives', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
      t.clock.advance(minutes(20));
      const res = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
      expect(res.status).toBe(200);
    });

    it('extends the session by session_duration_minutes from now', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
      t.clock.advance(minutes(10));
      const res = await t.sdk(
        '/sessions/authenticate',
        { session_duration_minutes: 120 },
        { sessionToken: signedIn.session_token },
      );
      expect(res.status).toBe(200);
      expect(Date.parse(res.body.session.expires_at)).toBe(
        Date.parse(res.body.session.last_accessed_at) + minutes(120),
      );
      // The extension is stored: the session still lives past its original 30 minutes.
      t.clock.advance(minutes(60));
      const later = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(later.status).toBe(200);
    });

    it('keeps the expiry when no duration is given', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
      t.clock.advance(minutes(5));
      const res = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(res.body.session.expires_at).toBe(signedIn.session.expires_at);
    });

    it('refuses an expired session with session_not_found', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
      t.clock.advance(minutes(30) + 1);
      const byToken = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(byToken.status).toBe(404);
      expect(byToken.body.error_type).toBe('session_not_found');
      const byJwt = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
      expect(byJwt.body.error_type).toBe('session_not_found');
    });

    it('refuses an unknown token with session_not_found', async () => {
      const res = await t.sdk('/sessions/authenticate', {}, { sessionToken: 'session-token-nope' });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('session_not_found');
    });

    it('answers missing_session when neither a token nor a JWT is sent', async () => {
      const res = await t.sdk('/sessions/authenticate', {});
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('missing_session');
    });

    it('returns 400 invalid_session_duration for a session_duration_minutes out of range', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.sdk(
        '/sessions/authenticate',
        { session_duration_minutes: 1 },
        { sessionToken: signedIn.session_token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_session_duration');
      expect(res.body.error_message).toContain('session_duration_minutes');
    });
  });

  describe('POST /sessions/revoke', () => {
    it('revokes the caller’s session; authenticating it again answers session_not_found', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const revoked = await t.sdk('/sessions/revoke', {}, { sessionToken: signedIn.session_token });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ status_code: 200, request_id: expect.stringMatching(/^request-id-/) });

      const byToken = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(byToken.body.error_type).toBe('session_not_found');
      const byJwt = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
      expect(byJwt.body.error_type).toBe('session_not_found');
    });

    it('revokes by session JWT', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      expect((await t.sdk('/sessions/revoke', { session_jwt: signedIn.session_jwt })).status).toBe(200);
      const res = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
      expect(res.body.error_type).toBe('session_not_found');
    });

    it('leaves the user’s other sessions alone', async () => {
      const first = await signInNewUser(t.deps, t.project, { email: 'two@host.example' });
      const other = await signInNewUser(t.deps, t.project);
      await t.sdk('/sessions/revoke', {}, { sessionToken: first.session_token });
      expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: other.session_token })).status).toBe(200);
    });

    it('answers missing_session when signed out', async () => {
      const res = await t.sdk('/sessions/revoke', {});
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('missing_session');
    });

    it('does not let a page revoke someone else’s session by id', async () => {
      const victim = await signInNewUser(t.deps, t.project);
      const res = await t.sdk('/sessions/revoke', { session_id: victim.session.session_id });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
      expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: victim.session_token })).status).toBe(200);
    });
  });
});
