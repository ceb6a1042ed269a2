import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('users', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  describe('GET /sdk/v1/users/me', () => {
    it('answers the signed-in user', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      const res = await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status_code: 200,
        request_id: expect.stringMatching(/^request-id-/),
        user: {
          user_id: signedIn.user_id,
          status: 'active',
          emails: [{ email: 'ada@host.example', verified: true }],
          webauthn_registrations: [],
        },
      });
    });

    it('answers missing_session when signed out', async () => {
      const res = await t.sdk('/users/me');
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('missing_session');
    });

    it('answers session_not_found for a revoked or expired session', async () => {
      const revoked = await signInNewUser(t.deps, t.project);
      await t.sdk('/sessions/revoke', {}, { sessionToken: revoked.session_token });
      const afterRevoke = await t.sdk('/users/me', undefined, { sessionToken: revoked.session_token });
      expect(afterRevoke.status).toBe(404);
      expect(afterRevoke.body.error_type).toBe('session_not_found');

      const expiring = await signInNewUser(t.deps, t.project, { durationMinutes: 5 });
      t.clock.advance(minutes(6));
      const afterExpiry = await t.sdk('/users/me', undefined, { sessionToken: expiring.session_token });
      expect(afterExpiry.body.error_type).toBe('session_not_found');
    });

    it('does not extend the session (only sessions/authenticate does)', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 5 });
      t.clock.advance(minutes(4));
      await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token });
      t.clock.advance(minutes(2));
      const res = await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token });
      expect(res.body.error_type).toBe('session_not_found');
    });
  });

  describe('GET /v1/users/{user_id}', () => {
    it('answers a user of the project', async () => {
      const signedIn = await signInNewUser(t.deps, t.project, { email: 'grace@host.example' });
      const res = await t.backend(`/users/${signedIn.user_id}`);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ user_id: signedIn.user_id, emails: [{ email: 'grace@host.example' }] });
    });

    it('answers user_not_found for an unknown id', async () => {
      const res = await t.backend('/users/user-test-nope');
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
    });

    it('answers user_not_found for a user of another project', async () => {
      const other = await addOtherProject(t.deps);
      const stranger = await signInNewUser(t.deps, other);
      const res = await t.backend(`/users/${stranger.user_id}`);
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
    });

    it('refuses a wrong secret with unauthorized_credentials', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.backend(`/users/${signedIn.user_id}`, undefined, {
        secret: 'secret-test-wrong-but-long-enough-value',
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
    });
  });
});
