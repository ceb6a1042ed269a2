import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOtherProject, otherProjectConfig, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('sessions: revoking from the host backend', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('returns 200 for a session id revoked twice (ending an ended session is no error)', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    expect((await t.backend('/sessions/revoke', { session_id: signedIn.session.session_id })).status).toBe(200);
    const again = await t.backend('/sessions/revoke', { session_id: signedIn.session.session_id });
    expect(again.status).toBe(200);
  });

  it('returns 200 for an unknown session token, revealing nothing', async () => {
    const res = await t.backend('/sessions/revoke', { session_token: 'session-token-that-never-was' });
    expect(res.status).toBe(200);
  });

  it('returns 404 session_not_found for another project’s session id, which stays signed in', async () => {
    const other = await addOtherProject(t.deps);
    const theirs = await signInNewUser(t.deps, other);
    const res = await t.backend('/sessions/revoke', { session_id: theirs.session.session_id });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('session_not_found');
    const hidden = await t.backend('/sessions/authenticate', { session_token: theirs.session_token });
    expect(hidden.body.error_type).toBe('session_not_found'); // not this project's to see
    const byToken = await t.backend('/sessions/revoke', { session_token: theirs.session_token });
    expect(byToken.status).toBe(200);
    // Revoking by token from this project did not reach the other project's session either.
    const stillSignedIn = await t.sdk(
      '/sessions/authenticate',
      {},
      {
        sessionToken: theirs.session_token,
        publicToken: otherProjectConfig.public_token,
      },
    );
    expect(stillSignedIn.status).toBe(200);
  });

  it('ends only the named session of a user who has two', async () => {
    const email = 'two-devices@host.example';
    const laptop = await signInNewUser(t.deps, t.project, { email });
    const phone = await signInNewUser(t.deps, t.project);
    await t.backend('/sessions/revoke', { session_jwt: laptop.session_jwt });
    expect((await t.backend('/sessions/authenticate', { session_token: laptop.session_token })).status).toBe(404);
    expect((await t.backend('/sessions/authenticate', { session_token: phone.session_token })).status).toBe(200);
  });
});
