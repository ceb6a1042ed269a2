import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pkceChallengeOf } from '../security/pkce.ts';
import { listOutboxMessages } from '../store/outbox.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

/**
 * Login link fixation. The attacker asks for a login link to their own address, then
 * gets the victim's browser to open it (an email, a chat message, a hidden frame): before PKCE the
 * victim's browser was signed in as the attacker, and whatever the victim then typed or uploaded
 * went to the attacker's account. The attacker's browser and the victim's are two PKCE verifiers:
 * the test context's `sdk` is the victim's browser; the attacker sends their own fields.
 */
const ATTACKER = 'mallory@example.com';
const ATTACKER_VERIFIER = 'mallory-keeps-this-verifier-in-her-own-browser-0001';

describe('attack: handing a victim the attacker’s own login link', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  async function newestToken(): Promise<string> {
    const [message] = await listOutboxMessages(t.deps.db);
    return new URL(message?.links[0] ?? 'http://x').searchParams.get('token') ?? '';
  }

  describe('a magic link', () => {
    it('asked for with the attacker’s challenge does not sign in the victim’s browser, and is not used up', async () => {
      const sent = await t.sdk('/magic_links/email/login_or_create', {
        email: ATTACKER,
        code_challenge: pkceChallengeOf(ATTACKER_VERIFIER),
      });
      expect(sent.status).toBe(200);
      const token = await newestToken();

      // The victim's page exchanges the token with the verifier its own browser holds…
      const victim = await t.sdk('/magic_links/authenticate', { token });
      expect(victim.status).toBe(401);
      expect(victim.body).toMatchObject({ error_type: 'pkce_mismatch' });
      expect(victim.body.error_message).toContain('another browser');
      expect(victim.body.session_token).toBeUndefined();
      // …or, on a page without the SDK's storage, with none.
      const bare = await t.sdk('/magic_links/authenticate', { token }, { pkce: false });
      expect(bare.body).toMatchObject({ error_type: 'pkce_expected_code_verifier' });

      // The refusals did not burn it: only the browser that asked can still use it.
      const attacker = await t.sdk('/magic_links/authenticate', { token, code_verifier: ATTACKER_VERIFIER });
      expect(attacker.status).toBe(200);
    });

    it('cannot be asked for without a challenge from the SDK API (a bare link would sign in anyone)', async () => {
      const sent = await t.sdk('/magic_links/email/login_or_create', { email: ATTACKER }, { pkce: false });
      expect(sent.status).toBe(400);
      expect(sent.body.error_type).toBe('missing_pkce');
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
    });

    it('sent by the host’s backend (no browser verifier) keeps working in any browser, as before', async () => {
      expect((await t.backend('/magic_links/email/login_or_create', { email: 'ada@example.com' })).status).toBe(200);
      const res = await t.sdk('/magic_links/authenticate', { token: await newestToken() });
      expect(res.status).toBe(200);
    });
  });

  describe('a password reset link', () => {
    beforeEach(async () => {
      // The attacker has an account (the host's backend created it) and asks for a reset of it.
      expect((await t.backend('/users', { email: ATTACKER })).status).toBe(200);
      const started = await t.sdk('/passwords/email/reset/start', {
        email: ATTACKER,
        code_challenge: pkceChallengeOf(ATTACKER_VERIFIER),
      });
      expect(started.status).toBe(200);
    });

    it('does not let the victim’s browser set a password and sign in as the attacker', async () => {
      const token = await newestToken();
      const victim = await t.sdk('/passwords/email/reset', { token, password: 'the victim types this 1984!' });
      expect(victim.status).toBe(401);
      expect(victim.body.error_type).toBe('pkce_mismatch');
      // Nor through the email's 'Login without a password' link, which shares the token.
      expect((await t.sdk('/magic_links/authenticate', { token })).body.error_type).toBe('pkce_mismatch');
      // Refused before the password was even checked, and not used up: the attacker's browser can still use it.
      const attacker = await t.sdk('/magic_links/authenticate', { token, code_verifier: ATTACKER_VERIFIER });
      expect(attacker.status).toBe(200);
    });

    it('cannot be started without a challenge from the SDK API', async () => {
      const started = await t.sdk('/passwords/email/reset/start', { email: ATTACKER }, { pkce: false });
      expect(started.body.error_type).toBe('missing_pkce');
    });
  });
});
