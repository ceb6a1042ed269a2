import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { findUserByEmail } from '../../store/users.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe('backend magic links (POST /v1/magic_links/…)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  /** The newest email to an address and the token its link carries. */
  async function linkTo(email: string) {
    const message = (await listOutboxMessages(t.deps.db)).find((m) => m.to === email);
    if (!message?.links[0]) throw new Error(`no link was sent to ${email}`);
    const token = new URL(message.links[0]).searchParams.get('token');
    if (!token) throw new Error('the link has no token');
    return { message, token };
  }

  describe('email/login_or_create', () => {
    it('creates an unknown user and answers the user, the email id and user_created', async () => {
      const res = await t.backend('/magic_links/email/login_or_create', { email: 'Ada@Example.com' });
      expect(res.status).toBe(200);
      const user = await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com');
      expect(res.body).toMatchObject({ user_id: user?.userId, email_id: user?.emailId, user_created: true });
      expect((await linkTo('ada@example.com')).message.subject).toBe('Finish creating your Test project account');

      const again = await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      expect(again.body).toMatchObject({ user_id: user?.userId, user_created: false });
    });
  });

  describe('email/send', () => {
    it('emails an existing user a login link and answers their ids', async () => {
      const created = await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const res = await t.backend('/magic_links/email/send', { email: 'ada@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_id: created.body.user_id, email_id: created.body.email_id });
      expect((await linkTo('ada@example.com')).message.subject).toBe('Your login link for Test project');
    });

    it('returns 404 user_not_found for an address nobody has, and creates no one', async () => {
      const res = await t.backend('/magic_links/email/send', { email: 'nobody@example.com' });
      expect(res.status).toBe(404);
      expect(res.body.error_type).toBe('user_not_found');
      expect(res.body.error_message).toContain('/v1/magic_links/email/login_or_create');
      expect(await t.deps.db.selectFrom('users').select('user_id').execute()).toHaveLength(0);
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
    });

    it('returns 400 naming session_token when asked to add the email to an existing session', async () => {
      await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const res = await t.backend('/magic_links/email/send', { email: 'ada@example.com', session_token: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
      expect(res.body.error_message).toContain('session_token: Foyer does not add a factor');
    });

    it('returns 400 redirect_url_not_allowed for a link URL outside the project list', async () => {
      const res = await t.backend('/magic_links/email/send', {
        email: 'ada@example.com',
        login_magic_link_url: 'https://evil.example/callback',
      });
      expect(res.body.error_type).toBe('redirect_url_not_allowed');
    });

    it('returns 429 too_many_requests past the per-address send limit, like the SDK route', async () => {
      await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await t.backend('/magic_links/email/send', { email: 'ada@example.com' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });

  describe('email/invite', () => {
    it('creates a pending user and emails a signup link that activates them', async () => {
      const res = await t.backend('/magic_links/email/invite', { email: 'grace@example.com' });
      expect(res.status).toBe(200);
      const user = await findUserByEmail(t.deps.db, t.project.projectId, 'grace@example.com');
      expect(user?.userStatus).toBe('pending');
      expect(res.body).toMatchObject({ user_id: user?.userId, email_id: user?.emailId });

      const { message, token } = await linkTo('grace@example.com');
      expect(message.subject).toBe('Finish creating your Test project account');
      const signedIn = await t.backend('/magic_links/authenticate', { token });
      expect(signedIn.body.user).toMatchObject({ status: 'active', emails: [{ verified: true }] });
    });

    it('returns 409 duplicate_email for an address whose user has signed up', async () => {
      await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const res = await t.backend('/magic_links/email/invite', { email: 'ada@example.com' });
      expect(res.status).toBe(409);
      expect(res.body.error_type).toBe('duplicate_email');
      expect(res.body.error_message).toContain('/v1/magic_links/email/send');
    });

    it('refuses an invite expiry out of range with invalid_expiration naming the field', async () => {
      const res = await t.backend('/magic_links/email/invite', {
        email: 'grace@example.com',
        invite_expiration_minutes: 2,
      });
      expect(res.body.error_type).toBe('invalid_expiration');
      expect(res.body.error_message).toBe('invite_expiration_minutes must be at least 5 minutes.');
    });
  });

  describe('authenticate', () => {
    it('answers the session in Stytch shape: method_id is the email id, reset_sessions false', async () => {
      const sent = await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const { token } = await linkTo('ada@example.com');
      const res = await t.backend('/magic_links/authenticate', { token, session_duration_minutes: 60 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user_id: sent.body.user_id,
        method_id: sent.body.email_id,
        reset_sessions: false,
        session: { user_id: sent.body.user_id, authentication_factors: [{ type: 'magic_link' }] },
      });
      expect(res.body.session_token).toMatch(/^session-token-/);
      expect(Date.parse(res.body.session.expires_at) - Date.parse(res.body.session.started_at)).toBe(minutes(60));
    });

    it('accepts each link once: the second try is magic_link_already_used', async () => {
      await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' });
      const { token } = await linkTo('ada@example.com');
      expect((await t.backend('/magic_links/authenticate', { token })).status).toBe(200);
      const again = await t.backend('/magic_links/authenticate', { token });
      expect(again.body.error_type).toBe('magic_link_already_used');
    });

    it('returns magic_link_expired after the link expiry', async () => {
      await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com', login_expiration_minutes: 5 });
      const { token } = await linkTo('ada@example.com');
      t.clock.advance(minutes(60));
      const res = await t.backend('/magic_links/authenticate', { token });
      expect(res.body.error_type).toBe('magic_link_expired');
    });

    it('returns 401 unauthorized_credentials with a wrong project secret', async () => {
      const res = await t.backend('/magic_links/authenticate', { token: 'x' }, { secret: 'not-the-secret' });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
      expect(testProjectConfig.secret).not.toBe('not-the-secret');
    });
  });
});
