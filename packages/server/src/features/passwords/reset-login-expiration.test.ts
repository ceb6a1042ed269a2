import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { recordingMailer } from '../../testing/test-mailers.ts';

const STRONG = 'violet-harbour-tangent-47';
const NEWER = 'copper-lantern-meadow-83';

// The widget's passwordOptions.loginExpirationMinutes reaches the server as login_expiration_minutes
// (it was not sent, and the server had no such field: the login link lived as long as the reset link).
describe('password reset email: the login link’s own lifetime (login_expiration_minutes)', () => {
  let t: TestContext;
  let mail: ReturnType<typeof recordingMailer>;
  beforeEach(async () => {
    mail = recordingMailer();
    t = await createTestContext({ deps: { mailer: mail }, clock: 'stopped' });
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
  });
  afterEach(() => t.close());

  /** Starts a reset and returns the emailed token and message. */
  async function startReset(body: Record<string, unknown>) {
    const res = await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com', ...body });
    expect(res.status).toBe(200);
    const [message] = mail.sent; // newest first
    return { message, token: new URL(message?.links[0] ?? '').searchParams.get('token') ?? '' };
  }

  it('ends the login link after login_expiration_minutes while the reset link keeps working', async () => {
    const { token } = await startReset({ login_expiration_minutes: 10, reset_password_expiration_minutes: 60 });
    t.clock.advance(minutes(10));
    const login = await t.sdk('/magic_links/authenticate', { token });
    expect(login.status).toBe(401);
    expect(login.body.error_type).toBe('magic_link_expired');
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
  });

  it('keeps the login link working until its own, longer expiry after the reset link has ended', async () => {
    const { token } = await startReset({ login_expiration_minutes: 120, reset_password_expiration_minutes: 10 });
    t.clock.advance(minutes(60));
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).body.error_type).toBe(
      'password_reset_token_expired',
    );
    expect((await t.sdk('/magic_links/authenticate', { token })).status).toBe(200);
  });

  it('gives the login link the reset link’s lifetime when it is not given', async () => {
    const { token } = await startReset({ reset_password_expiration_minutes: 10 });
    t.clock.advance(minutes(10));
    expect((await t.sdk('/magic_links/authenticate', { token })).body.error_type).toBe('magic_link_expired');
  });

  it('says in the email how long the login link works when it differs from the reset link', async () => {
    const { message } = await startReset({ login_expiration_minutes: 15, reset_password_expiration_minutes: 60 });
    expect(message?.text).toContain('Or log in without a password (this link expires in 15 minutes):');
    expect(message?.text).toContain('The link expires in 60 minutes');
    expect(message?.html).toContain('Or log in without a password (this link expires in 15 minutes):');
    const same = await startReset({ login_expiration_minutes: 60, reset_password_expiration_minutes: 60 });
    expect(same.message?.text).toContain('Or log in without a password:\n');
  });

  it.each([
    [4, 'login_expiration_minutes must be at least 5 minutes.'],
    [10081, 'login_expiration_minutes must be at most 10080 minutes.'],
    [7.5, 'login_expiration_minutes must be a whole number of minutes.'],
  ])('refuses login_expiration_minutes %s with invalid_expiration, and sends nothing', async (value, sentence) => {
    const res = await t.sdk('/passwords/email/reset/start', {
      email: 'ada@example.com',
      login_expiration_minutes: value,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_type: 'invalid_expiration', error_message: sentence });
    expect(mail.sent).toEqual([]);
  });
});
