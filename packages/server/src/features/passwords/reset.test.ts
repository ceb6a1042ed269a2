import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';
import { recordingMailer, stuckMailer } from '../../testing/test-mailers.ts';

const STRONG = 'violet-harbour-tangent-47';
const NEWER = 'copper-lantern-meadow-83';

describe('password reset by email', () => {
  let t: TestContext;
  let mail: ReturnType<typeof recordingMailer>;
  beforeEach(async () => {
    mail = recordingMailer();
    t = await createTestContext({ deps: { mailer: mail } });
  });
  afterEach(() => t.close());

  async function signUp(email = 'ada@example.com') {
    return (await t.sdk('/passwords', { email, password: STRONG })).body;
  }

  /** Starts a reset and returns the token from the emailed links. */
  async function startReset(body: Record<string, unknown> = {}) {
    const res = await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com', ...body });
    expect(res.status).toBe(200);
    const [message] = mail.sent;
    const resetLink = new URL(message?.links[0] ?? '');
    return { message, resetLink, token: resetLink.searchParams.get('token') ?? '' };
  }

  it('emails a reset link and a login link carrying one token', async () => {
    await signUp();
    const { message, resetLink, token } = await startReset();
    expect(message).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Test project password' });
    expect(`${resetLink.origin}${resetLink.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    expect(resetLink.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(token).toMatch(/^[\w-]{43}$/);
    const loginLink = new URL(message?.links[1] ?? '');
    expect(`${loginLink.origin}${loginLink.pathname}`).toBe(`${TEST_ORIGIN}/authenticate`);
    expect(loginLink.searchParams.get('stytch_token_type')).toBe('login');
    expect(loginLink.searchParams.get('token')).toBe(token);
    expect(message?.text).not.toContain(STRONG);
  });

  it('answers the same whether or not the email has an account, and emails only real ones', async () => {
    await signUp();
    const known = await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    const unknown = await t.sdk('/passwords/email/reset/start', { email: 'nobody@example.com' });
    const strip = ({ request_id: _, ...rest }: Record<string, unknown>) => rest;
    expect(strip(unknown.body)).toEqual(strip(known.body));
    expect(unknown.status).toBe(known.status);
    expect(mail.sent.map((m) => m.to)).toEqual(['ada@example.com']);
  });

  it('answers at once for an existing address even when the mail server never answers (no timing leak)', async () => {
    const stuck = stuckMailer();
    const slow = await createTestContext({ deps: { mailer: stuck } });
    try {
      await slow.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const known = await slow.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
      const unknown = await slow.sdk('/passwords/email/reset/start', { email: 'nobody@example.com' });
      const strip = ({ request_id: _, ...rest }: Record<string, unknown>) => rest;
      expect(known.status).toBe(200);
      expect(strip(known.body)).toEqual(strip(unknown.body));
      expect(stuck.calls).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('logs a failed send without the link or token, and still answers 200', async () => {
    const failing = await createTestContext({
      deps: {
        mailer: {
          description: 'fails (tests)',
          send: () => Promise.reject(new Error('451 4.3.0 mail server busy')),
          close: async () => {},
        },
      },
    });
    try {
      await failing.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const res = await failing.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
      expect(res.status).toBe(200);
      const line = failing.logs.find((l) => l.includes('could not be sent'));
      expect(line).toContain('451 4.3.0 mail server busy');
      expect(line).not.toMatch(/token|https?:/);
    } finally {
      await failing.close();
    }
  });

  it('refuses a reset redirect URL the project does not list, before looking the user up', async () => {
    const res = await t.sdk('/passwords/email/reset/start', {
      email: 'nobody@example.com',
      reset_password_redirect_url: 'https://evil.example/steal',
    });
    expect(res.body.error_type).toBe('redirect_url_not_allowed');
  });

  it('sets the new password, verifies the email and ends every other session', async () => {
    const first = await signUp();
    const second = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    const { token } = await startReset();

    const res = await t.sdk('/passwords/email/reset', { token, password: NEWER, session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    expect(res.body.user.emails[0].verified).toBe(true);
    expect(res.body.user.password.requires_reset).toBe(false);

    for (const old of [first.session_token, second.body.session_token]) {
      const check = await t.sdk('/sessions/authenticate', {}, { sessionToken: old });
      expect(check.body.error_type).toBe('session_not_found');
    }
    expect((await t.sdk('/sessions/authenticate', {}, { sessionToken: res.body.session_token })).status).toBe(200);
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(401);
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
  });

  it('lets a token be used once only, as a reset or as a login', async () => {
    await signUp();
    const { token } = await startReset();
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    const again = await t.sdk('/passwords/email/reset', { token, password: `${NEWER}-2` });
    expect(again.body.error_type).toBe('password_reset_token_not_found');
    const asLogin = await t.sdk('/magic_links/authenticate', { token });
    expect(asLogin.body.error_type).toBe('magic_link_already_used');
  });

  it('retires the older emails once one reset is used: their links no longer reset or log in', async () => {
    await signUp();
    for (let i = 0; i < 2; i++) await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    const [older, newer] = mail.sent.map((message) => new URL(message.links[0] ?? '').searchParams.get('token'));
    expect(older).not.toBe(newer);

    expect((await t.sdk('/passwords/email/reset', { token: newer, password: NEWER })).status).toBe(200);
    const stale = await t.sdk('/passwords/email/reset', { token: older, password: `${NEWER}-2` });
    expect(stale.body.error_type).toBe('password_reset_token_not_found');
    expect((await t.sdk('/magic_links/authenticate', { token: older })).body.error_type).toBe(
      'magic_link_already_used',
    );
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
  });

  it('logs in without a password with the same token, which then no longer resets', async () => {
    await signUp();
    const { token } = await startReset();
    const login = await t.sdk('/magic_links/authenticate', { token });
    expect(login.status).toBe(200);
    const reset = await t.sdk('/passwords/email/reset', { token, password: NEWER });
    expect(reset.body.error_type).toBe('password_reset_token_not_found');
  });

  it('expires the token after reset_password_expiration_minutes', async () => {
    await signUp();
    const { token } = await startReset({ reset_password_expiration_minutes: 10 });
    t.clock.advance(10 * 60_000);
    const res = await t.sdk('/passwords/email/reset', { token, password: NEWER });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('password_reset_token_expired');
  });

  it('keeps the token usable when the new password is refused', async () => {
    await signUp();
    const { token } = await startReset();
    const weak = await t.sdk('/passwords/email/reset', { token, password: 'adalovelace' });
    expect(weak.body.error_type).toBe('weak_password');
    expect(weak.body.strength_check.valid_password).toBe(false);
    const breached = await t.sdk('/passwords/email/reset', { token, password: 'iloveyou' });
    expect(breached.body.error_type).toBe('breached_password');
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
  });

  it('answers password_reset_token_not_found for a token it never issued', async () => {
    const res = await t.sdk('/passwords/email/reset', { token: 'made-up-token', password: NEWER });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('password_reset_token_not_found');
  });

  it('lets a passwordless user set a first password from the email', async () => {
    await t.sdk('/magic_links/email/login_or_create', { email: 'ada@example.com' });
    const { token } = await startReset();
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    expect((await t.sdk('/users/search', { email: 'ada@example.com' })).body.user_type).toBe('password');
  });

  it('after the first proof ends the unverified password, the reset password logs in', async () => {
    await signUp();
    await t.sdk('/magic_links/authenticate', { token: (await startReset()).token });
    // The email's first proof removed the password nobody verified (users/first-proof.ts).
    const removed = await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    expect(removed.body.error_type).toBe('unauthorized_credentials');
    expect((await t.sdk('/users/search', { email: 'ada@example.com' })).body.user_type).toBe('passwordless');
    const { token } = await startReset();
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
  });

  it('limits reset emails per address', async () => {
    await signUp();
    for (let i = 0; i < 10; i++) await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    const res = await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
