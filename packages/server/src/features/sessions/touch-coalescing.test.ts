import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { iso, minutes } from '../../clock.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { SESSION_TOUCH_INTERVAL_MS } from './service.ts';

describe('sessions: the last-use touch, coalesced', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  const check = (sessionToken: string, body: Record<string, unknown> = {}) =>
    t.sdk('/sessions/authenticate', body, { sessionToken });
  /** The session as the backend's session list shows it (what is stored). */
  const listed = async (userId: string) => {
    const res = await t.backend(`/sessions?user_id=${userId}`);
    expect(res.status).toBe(200);
    return res.body.sessions[0];
  };

  it('writes the last use once for checks less than a minute apart', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    t.clock.advance(minutes(5));
    const first = await check(signedIn.session_token);
    const firstUse = iso(t.clock.now());
    expect(first.body.session.last_accessed_at).toBe(firstUse);

    t.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    const second = await check(signedIn.session_token);
    expect(second.status).toBe(200);
    // Both the answer and the stored session still say the first use.
    expect(second.body.session.last_accessed_at).toBe(firstUse);
    expect((await listed(signedIn.user_id)).last_accessed_at).toBe(firstUse);
  });

  it('writes the last use again once a minute has passed since the last write', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    t.clock.advance(minutes(5));
    await check(signedIn.session_token);
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    const later = await check(signedIn.session_token);
    expect(later.body.session.last_accessed_at).toBe(iso(t.clock.now()));
    expect((await listed(signedIn.user_id)).last_accessed_at).toBe(iso(t.clock.now()));
  });

  it('writes an extension at once, even seconds after the last write', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 30 });
    t.clock.advance(10_000);
    const extended = await check(signedIn.session_token, { session_duration_minutes: 120 });
    const expected = { last_accessed_at: iso(t.clock.now()), expires_at: iso(t.clock.now() + minutes(120)) };
    expect(extended.body.session).toMatchObject(expected);
    expect(await listed(signedIn.user_id)).toMatchObject(expected);

    t.clock.advance(minutes(60)); // past the first expiry: the extension was stored
    expect((await check(signedIn.session_token)).status).toBe(200);
  });

  it('refuses a revoked session on the very next check, within the minute', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    expect((await check(signedIn.session_token)).status).toBe(200);
    const revoked = await t.backend('/sessions/revoke', { session_id: signedIn.session.session_id });
    expect(revoked.status).toBe(200);
    for (const res of [
      await check(signedIn.session_token),
      await t.sdk('/sessions/authenticate', { session_jwt: signedIn.session_jwt }),
      await t.sdk('/users/me', undefined, { sessionToken: signedIn.session_token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('session_not_found');
    }
  });
});

describe('sessions: statements per check', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  /** An app on the same database whose every statement, and every write among them, is counted. */
  function countingApp() {
    const counter = { statements: 0, writes: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.statements++;
        // Both drivers report affected rows for INSERT, UPDATE and DELETE only.
        if (args.result.numAffectedRows !== undefined) counter.writes++;
        return args.result;
      },
    };
    const app = createApp({ ...t.deps, db: t.deps.db.withPlugin(plugin) });
    const sdk = (path: string, sessionToken: string, body?: unknown) =>
      app.request(`/sdk/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${testProjectConfig.public_token}:${sessionToken}`).toString('base64')}`,
          origin: 'https://host.example',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    return { counter, sdk };
  }

  it('reads the session and its user with all its factors in one statement', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    const { counter, sdk } = countingApp();
    // The first calls load the project and the signing key into this app's caches.
    await sdk('/sessions/authenticate', signedIn.session_token, {});
    await sdk('/users/me', signedIn.session_token);

    Object.assign(counter, { statements: 0, writes: 0 });
    const checked = await sdk('/sessions/authenticate', signedIn.session_token, {});
    expect(checked.status).toBe(200);
    expect(counter).toEqual({ statements: 1, writes: 0 });

    Object.assign(counter, { statements: 0, writes: 0 });
    const me = await sdk('/users/me', signedIn.session_token);
    expect(((await me.json()) as { user: { user_id: string } }).user.user_id).toBe(signedIn.user_id);
    expect(counter).toEqual({ statements: 1, writes: 0 });
  });

  it('writes the session (one UPDATE) once a minute has passed', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    const { counter, sdk } = countingApp();
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    await sdk('/sessions/authenticate', signedIn.session_token, {}); // loads the caches, and touches
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    Object.assign(counter, { statements: 0, writes: 0 });
    const checked = await sdk('/sessions/authenticate', signedIn.session_token, {});
    expect(checked.status).toBe(200);
    expect(counter.writes).toBe(1); // (the project, cached for seconds, is read again too)
  });
});
