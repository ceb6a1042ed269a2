import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { STYTCH_SESSION_CLAIM } from './session-jwt.ts';

/**
 * What a host backend reads from a session JWT without calling Foyer: the session under
 * `foyer_session`, and again, with its id, under Stytch's claim (Stytch's clients check a JWT
 * locally only when it is there). Both must describe the session the answer describes.
 */
describe('session JWTs: the session inside', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  it('carries the refreshed session under foyer_session and under Stytch’s claim, with its id', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    t.clock.advance(minutes(10));
    const res = await t.sdk(
      '/sessions/authenticate',
      { session_duration_minutes: 90 },
      {
        sessionToken: signedIn.session_token,
      },
    );
    expect(res.status).toBe(200);
    const { session } = res.body;
    const times = {
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
    };
    expect(times.last_accessed_at).not.toBe(times.started_at);

    const claims = decodeJwt(res.body.session_jwt);
    expect(claims.foyer_session).toEqual({ ...times, authentication_factors: session.authentication_factors });
    expect(claims[STYTCH_SESSION_CLAIM]).toEqual({
      id: session.session_id,
      ...times,
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: [
        expect.objectContaining({
          type: 'magic_link',
          delivery_method: 'email',
          last_authenticated_at: times.started_at,
        }),
      ],
    });
  });

  it('is not valid before the moment it was issued', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const claims = decodeJwt(signedIn.session_jwt);
    expect(claims.iat).toBe(Math.floor(t.clock.now() / 1000));
    expect(claims.nbf).toBe(claims.iat);
  });
});
