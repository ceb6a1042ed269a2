import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../clock.ts';
import { pkceChallengeOf } from '../security/pkce.ts';
import { upsertProject } from '../store/projects.ts';
import { createFrozenContext, expectClientLimit } from '../testing/client-limits.ts';
import { sdkFrom } from '../testing/otp.ts';
import { TEST_BROWSER_VERIFIER, type TestContext, testProjectConfig } from '../testing/test-context.ts';

// Found by asking every start what a hostile client does with it (the start floods again):
// a Google One Tap credential stays valid for an hour, and each submission of it stored a new
// single-use token row (the ID token inside) with no per-client limit. One client replaying its
// own credential filled oauth_tokens as fast as the OAuth start flood filled oauth_states.

const CLIENT_ID = 'one-tap-client.apps.example';
const ISSUER = 'https://issuer.test';
const HOUR_MS = 3_600_000;

/** A stand-in for Google's key set: a real RS256 key served as a JWKS on 127.0.0.1. */
async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  return { url, privateKey, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('one client replaying its own Google One Tap credential', () => {
  let keys: Awaited<ReturnType<typeof startKeyServer>>;
  let t: TestContext;
  let clock: AdjustableClock;
  beforeAll(async () => {
    keys = await startKeyServer();
  });
  afterAll(() => keys.close());
  afterEach(() => t.close());

  async function setUp(rule: { limit: number; windowMs: number }) {
    ({ t, clock } = await createFrozenContext({ oauthStarts: rule }));
    await upsertProject(t.deps.db, t.clock, {
      ...testProjectConfig,
      oauth: {
        use_development_provider: true,
        providers: {},
        one_tap: {
          google_client_id: CLIENT_ID,
          jwks_url: keys.url,
          issuer: ISSUER,
          script_url: 'https://x.example/gsi.js',
        },
      },
    });
  }

  /** The attacker's own, genuine credential, valid for a day of the server's clock. */
  async function ownCredential(): Promise<string> {
    const now = Math.floor(clock.now() / 1000);
    return new SignJWT({
      email: 'mallory@example.com',
      email_verified: true,
      nonce: pkceChallengeOf(TEST_BROWSER_VERIFIER),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('google-sub-mallory')
      .setIssuedAt(now)
      .setExpirationTime(now + 86_400)
      .sign(keys.privateKey);
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
