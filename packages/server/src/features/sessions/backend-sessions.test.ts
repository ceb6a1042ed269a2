import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { PATHS, sdkFrom, sendCode } from '../../testing/otp.ts';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { MAX_USER_AGENT_LENGTH } from './sign-in-client.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** Signs in with an emailed passcode, the authenticate call coming from `address` with `headers`. */
async function signInFrom(t: TestContext, email: string, address: string, headers: Record<string, string> = {}) {
  const { methodId, code } = await sendCode(t, 'email', email);
  const res = await sdkFrom(t.app, PATHS.authenticate, { method_id: methodId, token: code }, { address, headers });
  expect(res.status).toBe(200);
  return res.body;
}

describe('backend sessions API', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  describe('GET /v1/sessions?user_id=', () => {
    it('lists a user’s sessions with the address and browser each was started from', async () => {
      const signedIn = await signInFrom(t, 'ada@host.example', '203.0.113.7', {
        'user-agent': FIREFOX,
        'x-forwarded-for': '198.51.100.66', // no trusted proxy is configured: a client's claim, ignored
      });
      const res = await t.backend(`/sessions?user_id=${signedIn.user_id}`);
      expect(res.status).toBe(200);
      expect(res.body.sessions).toEqual([
        expect.objectContaining({
          session_id: signedIn.session.session_id,
          user_id: signedIn.user_id,
          started_at: signedIn.session.started_at,
          last_accessed_at: signedIn.session.last_accessed_at,
          expires_at: signedIn.session.expires_at,
          attributes: { ip_address: '203.0.113.7', user_agent: FIREFOX },
        }),
      ]);
    });

    it('believes X-Forwarded-For only from a trusted proxy', async () => {
      const proxied = await createTestContext({ config: { trustedProxies: ['10.0.0.0/8'] } });
      try {
        const signedIn = await signInFrom(proxied, 'ada@host.example', '10.0.0.5', {
          'x-forwarded-for': '198.51.100.9',
        });
        const res = await proxied.backend(`/sessions?user_id=${signedIn.user_id}`);
        expect(res.body.sessions[0].attributes).toEqual({ ip_address: '198.51.100.9', user_agent: '' });
      } finally {
        await proxied.close();
      }
    });

    it('cuts a very long User-Agent', async () => {
      const signedIn = await signInFrom(t, 'ada@host.example', '203.0.113.7', { 'user-agent': 'A'.repeat(5000) });
      const res = await t.backend(`/sessions?user_id=${signedIn.user_id}`);
      expect(res.body.sessions[0].attributes.user_agent).toBe('A'.repeat(MAX_USER_AGENT_LENGTH));
    });

    it('lists live sessions only, most recently used first, with last use updated by authenticate', async () => {
      const first = await signInFrom(t, 'ada@host.example', '203.0.113.7');
      t.clock.advance(minutes(1));
      const second = await signInFrom(t, 'ada@host.example', '203.0.113.8');
      t.clock.advance(minutes(1));
      const revoked = await signInFrom(t, 'ada@host.example', '203.0.113.9');
      await t.backend('/sessions/revoke', { session_id: revoked.session.session_id });
      t.clock.advance(minutes(1));
      const touched = await t.backend('/sessions/authenticate', { session_token: first.session_token });

      const res = await t.backend(`/sessions?user_id=${first.user_id}`);
      expect(res.body.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([
        first.session.session_id,
        second.session.session_id,
      ]);
      expect(res.body.sessions[0].last_accessed_at).toBe(touched.body.session.last_accessed_at);

      t.clock.advance(minutes(30)); // past the second session's end; the first was extended to +30 at the touch
      const later = await t.backend(`/sessions?user_id=${first.user_id}`);
      expect(later.body.sessions).toEqual([]);
    });

    it('answers user_not_found for another project’s user, without listing their sessions', async () => {
      const other = await addOtherProject(t.deps);
      const theirs = await signInNewUser(t.deps, other);
      const res = await t.backend(`/sessions?user_id=${theirs.user_id}`);
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
      expect(res.body.sessions).toBeUndefined();
    });

    it('answers bad_request naming user_id when it is missing', async () => {
      const res = await t.backend('/sessions');
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
      expect(res.body.error_message).toContain('user_id');
    });

    it('refuses a wrong secret with unauthorized_credentials', async () => {
      const signedIn = await signInNewUser(t.deps, t.project);
      const res = await t.backend(`/sessions?user_id=${signedIn.user_id}`, undefined, {
        secret: 'secret-test-wrong-but-long-enough-value',
      });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
    });
  });

  describe('POST /v1/sessions/revoke_all', () => {
    it('ends every session of the user at once, and no one else’s', async () => {
      const a = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });
      const b = await t.backend('/sessions/authenticate', { session_token: a.session_token }); // same session
      const bystander = await signInNewUser(t.deps, t.project);
      const { methodId, code } = await sendCode(t, 'email', 'ada@host.example');
      const second = await t.sdk(PATHS.authenticate, { method_id: methodId, token: code });
      expect(second.body.user_id).toBe(a.user_id);

      const res = await t.backend('/sessions/revoke_all', { user_id: a.user_id });
      expect(res.status).toBe(200);
      expect([...res.body.revoked_session_ids].sort()).toEqual(
        [b.body.session.session_id, second.body.session.session_id].sort(),
      );
      for (const token of [a.session_token, second.body.session_token]) {
        const check = await t.backend('/sessions/authenticate', { session_token: token });
        expect(check.body.error_type).toBe('session_not_found');
      }
      const jwtCheck = await t.backend('/sessions/authenticate', { session_jwt: second.body.session_jwt });
      expect(jwtCheck.body.error_type).toBe('session_not_found');
      const theirs = await t.backend('/sessions/authenticate', { session_token: bystander.session_token });
      expect(theirs.status).toBe(200);
    });

    it('answers an empty list for a user with no live session', async () => {
      const a = await signInNewUser(t.deps, t.project);
      await t.backend('/sessions/revoke_all', { user_id: a.user_id });
      const again = await t.backend('/sessions/revoke_all', { user_id: a.user_id });
      expect(again.status).toBe(200);
      expect(again.body.revoked_session_ids).toEqual([]);
    });

    it('answers user_not_found for another project’s user and leaves their sessions alone', async () => {
      const other = await addOtherProject(t.deps);
      const theirs = await signInNewUser(t.deps, other);
      const res = await t.backend('/sessions/revoke_all', { user_id: theirs.user_id });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
      const still = await t.app.request('/sdk/v1/users/me', {
        headers: {
          authorization: `Basic ${Buffer.from(`${other.publicToken}:${theirs.session_token}`).toString('base64')}`,
          origin: TEST_ORIGIN,
        },
      });
      expect(still.status).toBe(200);
    });

    it('answers bad_request for a body without user_id', async () => {
      const res = await t.backend('/sessions/revoke_all', {});
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
    });
  });
});
