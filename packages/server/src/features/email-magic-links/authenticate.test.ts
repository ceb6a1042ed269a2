import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consumeMagicLink } from '../../store/email-magic-links.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { findUserByEmail } from '../../store/users.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { authenticateSession } from '../sessions/service.ts';

const SEND = '/magic_links/email/login_or_create';
const AUTHENTICATE = '/magic_links/authenticate';

describe('POST /magic_links/authenticate', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  /** Asks for a link the way the widget does and returns the token from the newest email. */
  async function requestToken(email: string, options: Record<string, unknown> = {}): Promise<string> {
    const res = await t.sdk(SEND, { email, ...options });
    expect(res.status).toBe(200);
    const [message] = await listOutboxMessages(t.deps.db);
    const token = new URL(message?.links[0] ?? 'http://x').searchParams.get('token');
    if (!token) throw new Error('no token in the newest email');
    return token;
  }

  it('exchanges the token for a session with a magic_link factor and verifies the email', async () => {
    const token = await requestToken('ada@example.com');
    const res = await t.sdk(AUTHENTICATE, { token, session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      user: { status: 'active', emails: [{ email: 'ada@example.com', verified: true }] },
      session: { authentication_factors: [{ type: 'magic_link', delivery_method: 'email' }] },
    });
    expect(res.body.user_id).toBe(res.body.user.user_id);
    expect(res.body.session_token).toMatch(/^session-token-/);
    expect(res.body.session_jwt.split('.')).toHaveLength(3);
    const session = res.body.session;
    expect(Date.parse(session.expires_at) - Date.parse(session.started_at)).toBe(60 * 60_000);

    const live = await authenticateSession(t.deps, { project: t.project, sessionToken: res.body.session_token });
    expect(live.session.session_id).toBe(session.session_id);
  });

  it('gives a 30-minute session when no duration is asked for', async () => {
    const res = await t.sdk(AUTHENTICATE, { token: await requestToken('ada@example.com') });
    const { started_at, expires_at } = res.body.session;
    expect(Date.parse(expires_at) - Date.parse(started_at)).toBe(30 * 60_000);
  });

  it('activates a user created as pending', async () => {
    const token = await requestToken('ada@example.com', { create_user_as_pending: true });
    expect((await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com'))?.userStatus).toBe('pending');
    const res = await t.sdk(AUTHENTICATE, { token });
    expect(res.body.user.status).toBe('active');
    expect(await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com')).toMatchObject({
      userStatus: 'active',
      verified: true,
    });
  });

  it('signs an existing user in to the same account with a login link', async () => {
    const first = await t.sdk(AUTHENTICATE, { token: await requestToken('ada@example.com') });
    const second = await t.sdk(AUTHENTICATE, { token: await requestToken('ada@example.com') });
    expect(second.status).toBe(200);
    expect(second.body.user_id).toBe(first.body.user_id);
    expect(second.body.session.session_id).not.toBe(first.body.session.session_id);
  });

  it('answers magic_link_not_found for a token it never issued', async () => {
    await requestToken('ada@example.com');
    const res = await t.sdk(AUTHENTICATE, { token: 'A'.repeat(43) });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('magic_link_not_found');
  });

  it('answers magic_link_expired once the link has outlived its expiration', async () => {
    const token = await requestToken('ada@example.com', { signup_expiration_minutes: 10 });
    t.clock.advance(10 * 60_000);
    const res = await t.sdk(AUTHENTICATE, { token });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('magic_link_expired');
  });

  it('still accepts the link a moment before it expires', async () => {
    const token = await requestToken('ada@example.com');
    t.clock.advance(30 * 60_000 - 1_000);
    expect((await t.sdk(AUTHENTICATE, { token })).status).toBe(200);
  });

  it('answers magic_link_already_used the second time, and the error never echoes the token', async () => {
    const token = await requestToken('ada@example.com');
    expect((await t.sdk(AUTHENTICATE, { token })).status).toBe(200);
    const again = await t.sdk(AUTHENTICATE, { token });
    expect(again.status).toBe(401);
    expect(again.body.error_type).toBe('magic_link_already_used');
    expect(JSON.stringify(again.body)).not.toContain(token);
  });

  it('lets exactly one of two concurrent uses of a link start a session', async () => {
    const token = await requestToken('ada@example.com');
    const results = await Promise.all([1, 2, 3].map(() => t.sdk(AUTHENTICATE, { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect(results.filter((r) => r.status === 401).map((r) => r.body.error_type)).toEqual([
      'magic_link_already_used',
      'magic_link_already_used',
    ]);
    expect(await t.deps.db.selectFrom('sessions').select('session_id').execute()).toHaveLength(1);
  });

  it('consumes a link in one conditional UPDATE: of racing consumers exactly one wins', async () => {
    await requestToken('ada@example.com');
    const [link] = await t.deps.db.selectFrom('magic_links').select('magic_link_id').execute();
    const id = link?.magic_link_id as string;
    const wins = await Promise.all([1, 2, 3, 4, 5].map(() => consumeMagicLink(t.deps.db, id, t.clock.now())));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a missing token as a bad request', async () => {
    const res = await t.sdk(AUTHENTICATE, {});
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });
});
