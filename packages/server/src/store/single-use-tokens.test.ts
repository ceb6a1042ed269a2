import { afterEach, describe, expect, it } from 'vitest';
import { CALLBACK, cookiesFrom, createOAuthTestContext, roundTrip, startSignIn } from '../testing/oauth.ts';
import { signInAtProvider } from '../testing/oidc-provider.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { recordingMailer } from '../testing/test-mailers.ts';

const STRONG = 'violet-harbour-tangent-47';

/**
 * A single-use token sent twice at once (a double click, a replayed link, an attacker racing the
 * owner) must work once: the stores mark it used in the same statement that checks it is unused.
 */
describe('single-use tokens used twice at once work once', () => {
  let close: () => Promise<unknown>;
  afterEach(() => close());

  it('sets one password from one reset token, refusing the racing request with 404 password_reset_token_not_found', async () => {
    const mail = recordingMailer();
    const t: TestContext = await createTestContext({ deps: { mailer: mail } });
    close = () => t.close();
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    const token = new URL(mail.sent[0]?.links[0] ?? '').searchParams.get('token');

    const passwords = ['copper-lantern-meadow-83', 'silver-orchard-window-29'];
    const answers = await Promise.all(
      passwords.map((password) => t.sdk('/passwords/email/reset', { token, password })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const refused = answers.find((answer) => answer.status === 404);
    expect(refused?.body.error_type).toBe('password_reset_token_not_found');
    // The password that stuck is the winner's, and only it logs in.
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)];
    const loser = passwords.find((password) => password !== winner);
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: winner })).status).toBe(200);
    expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: loser })).status).toBe(401);
  }, 60_000); // five password hashes on a busy machine

  describe('OAuth', () => {
    it('exchanges one OAuth token for one session, refusing the racing exchange with oauth_token_already_used', async () => {
      const oauth = await createOAuthTestContext();
      close = oauth.close;
      oauth.provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
      const token = (await roundTrip(oauth.t, 'oidc', 'ada')).searchParams.get('token');

      const answers = await Promise.all([1, 2, 3].map(() => oauth.t.sdk('/oauth/authenticate', { token })));

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.error_type === 'oauth_token_already_used')).toHaveLength(2);
    });

    it('lets one of two callbacks carrying the same state through, refusing the other with oauth_state_mismatch', async () => {
      const oauth = await createOAuthTestContext();
      close = oauth.close;
      oauth.provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
      const start = await startSignIn(oauth.t, 'oidc');
      const callback = await signInAtProvider(start.headers.get('location') ?? '', {
        accountId: 'ada',
        stopAt: CALLBACK,
        cancel: false,
      });

      const sameBrowser = { headers: { cookie: cookiesFrom(start) } };
      const answers = await Promise.all(
        [1, 2].map(() => oauth.t.app.request(callback.pathname + callback.search, sameBrowser)),
      );

      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(await refused?.json()).toMatchObject({ error_type: 'oauth_state_mismatch' });
    });
  });
});
