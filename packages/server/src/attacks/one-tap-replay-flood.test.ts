import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../clock.ts';
import { pkceChallengeOf } from '../security/pkce.ts';
import { upsertProject } from '../store/projects.ts';
import { createFrozenContext, expectClientLimit } from '../testing/client-limits.ts';
import { ONE_TAP_CLIENT_ID, oneTapContext } from '../testing/oauth.ts';
import { sdkFrom } from '../testing/otp.ts';
import { TEST_BROWSER_VERIFIER, type TestContext, testProjectConfig } from '../testing/test-context.ts';

// Found by asking every start what a hostile client does with it (the start floods again):
// a Google One Tap credential stays valid for an hour, and each submission of it stored a new
// single-use token row (the ID token inside) with no per-client limit. One client replaying its
// own credential filled oauth_tokens as fast as the OAuth start flood filled oauth_states.

const HOUR_MS = 3_600_000;

describe('one client replaying its own Google One Tap credential', () => {
  const oneTap = oneTapContext();
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  async function setUp(rule: { limit: number; windowMs: number }) {
    ({ t, clock } = await createFrozenContext({ oauthStarts: rule }));
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, oauth: oneTap.oauth('https://x.example/gsi.js') });
  }

  /** The attacker's own, genuine credential, valid for a day of the server's clock. */
  async function ownCredential(): Promise<string> {
    const now = Math.floor(clock.now() / 1000);
    return oneTap.sign(
      new SignJWT({ email: 'mallory@example.com', email_verified: true, nonce: pkceChallengeOf(TEST_BROWSER_VERIFIER) })
        .setAudience(ONE_TAP_CLIENT_ID)
        .setSubject('google-sub-mallory')
        .setIssuedAt(now)
        .setExpirationTime(now + 86_400),
    );
  }

  const tokenRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('oauth_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is refused past the per-client sign-in start limit with 429 and a truthful Retry-After', async () => {
    const rule = { limit: 3, windowMs: HOUR_MS };
    await setUp(rule);
    const credential = await ownCredential();
    const { refused } = await expectClientLimit(clock, {
      rule,
      call: (address) => sdkFrom(t.app, '/oauth/google/one_tap', { credential }, { address }),
    });
    expect(refused.error_message).toMatch(/sign-in/i);
  });

  it('stores no row for a refused submission', async () => {
    await setUp({ limit: 5, windowMs: HOUR_MS });
    const credential = await ownCredential();
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1)
      answers.push((await sdkFrom(t.app, '/oauth/google/one_tap', { credential }, { address: '203.0.113.9' })).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
    expect(await tokenRows()).toBe(5);
  });
});
