import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('sessions: the expiry boundary', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  it('authenticates a session in its last millisecond and returns 404 session_not_found at its expiry', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
    t.clock.advance(minutes(30) - 1);
    const lastMoment = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
    expect(lastMoment.status).toBe(200);

    t.clock.advance(1);
    const byToken = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
    expect(byToken.status).toBe(404);
    expect(byToken.body.error_type).toBe('session_not_found');
    const byJwt = await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt });
    expect(byJwt.status).toBe(404);
    expect(byJwt.body.error_type).toBe('session_not_found');
    const me = await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token });
    expect(me.body.error_type).toBe('session_not_found');
  });

  it('a session extended in its last millisecond lives on from then', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
    t.clock.advance(minutes(30) - 1);
    const extended = await t.sdk(
      '/sessions/authenticate',
      { session_duration_minutes: 60 },
      { sessionToken: signedIn.session_token },
    );
    expect(extended.status).toBe(200);
    expect(Date.parse(extended.body.session.expires_at)).toBe(t.clock.now() + minutes(60));

    t.clock.advance(minutes(60) - 1);
    expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token })).status).toBe(200);
    t.clock.advance(1);
    expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token })).status).toBe(404);
  });

  it('a revoked session is refused by token, by JWT and on /users/me', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
    const revoked = await t.sdk('/sessions/revoke', {}, { sessionToken: signedIn.session_token });
    expect(revoked.status).toBe(200);
    for (const res of [
      await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token }),
      await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt }),
      await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('session_not_found');
    }
  });
});
