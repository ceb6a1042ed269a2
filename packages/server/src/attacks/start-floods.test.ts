import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../clock.ts';
import { DEFAULT_CLIENT_LIMITS } from '../config/limit-settings.ts';
import { OAUTH_START_CAPS } from '../features/oauth/public-routes.ts';
import { upsertProject } from '../store/projects.ts';
import { createFrozenContext, expectClientLimit } from '../testing/client-limits.ts';
import { CALLBACK, GENERIC_CLIENT, oauthProjectConfig } from '../testing/oauth.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../testing/oidc-provider.ts';
import { sdkFrom } from '../testing/otp.ts';
import type { JsonBody, TestContext } from '../testing/test-context.ts';
import { testProjectConfig } from '../testing/test-context.ts';

// The review's scripts: one client started 18,108 OAuth sign-ins in 30 s (80 MB of state rows,
// each with 2 KB of custom_scopes) and asked for 2,045 passkey challenges in 10 s. Neither start
// needs a session, and each stores a row.

const HOUR_MS = 3_600_000;

describe('a flood of OAuth starts from one client', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  let provider: TestOidcProvider;
  afterEach(() => Promise.all([t.close(), provider.close()]));

  async function setUp(oauthStarts = DEFAULT_CLIENT_LIMITS.oauthStarts) {
    provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: CALLBACK }]);
    ({ t, clock } = await createFrozenContext({ oauthStarts }));
    await upsertProject(t.deps.db, t.clock, oauthProjectConfig(provider));
  }

  async function start(address: string, query: Record<string, string> = {}) {
    const params = new URLSearchParams({ public_token: testProjectConfig.public_token, ...query });
    const response = await t.app.request(
      `/v1/public/oauth/oidc/start?${params}`,
      {},
      {
        incoming: { socket: { remoteAddress: address } },
      },
    );
    const body = response.status === 302 ? {} : ((await response.json()) as JsonBody);
    return { status: response.status, headers: response.headers, body };
  }

  const stateRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('oauth_states')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is refused past the per-client limit with 429 and a truthful Retry-After, while others still start', async () => {
    const rule = { limit: 3, windowMs: HOUR_MS };
    await setUp(rule);
    const { refused } = await expectClientLimit(clock, {
      rule,
      call: (address) => start(address),
      passes: (s) => s === 302,
    });
    expect(refused.error_message).toBe('Too many sign-in attempts from your network. Try again later.');
  });

  it('stores no row for a refused start', async () => {
    await setUp({ limit: 2, windowMs: HOUR_MS });
    for (let i = 0; i < 2; i += 1) expect((await start('203.0.113.9')).status).toBe(302);
    for (let i = 0; i < 5; i += 1) expect((await start('203.0.113.9')).status).toBe(429);
    expect(await stateRows()).toBe(2);
  });

  it('lets a person start a sign-in many times under the default limit', async () => {
    await setUp();
    expect(DEFAULT_CLIENT_LIMITS.oauthStarts.limit).toBeGreaterThanOrEqual(30);
    for (let i = 0; i < 30; i += 1) expect((await start('203.0.113.10')).status).toBe(302);
  });

  it('refuses 2 KB of custom_scopes, and more scopes than a sign-in needs, with 400 bad_request', async () => {
    await setUp();
    const long = await start('203.0.113.11', { custom_scopes: `openid ${'x'.repeat(2040)}` });
    expect(long.status).toBe(400);
    expect(long.body.error_type).toBe('bad_request');
    expect(long.body.error_message).toBe('The start URL is not valid: custom_scopes: at most 1024 characters.');

    const many = Array.from({ length: OAUTH_START_CAPS.customScopes + 1 }, (_, i) => `s${i}`).join(' ');
    const tooMany = await start('203.0.113.11', { custom_scopes: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error_message).toBe('custom_scopes may name at most 20 scopes.');
    expect(await stateRows()).toBe(0);

    // Twenty real scopes still fit.
    const twenty = Array.from({ length: 20 }, (_, i) => `https://www.googleapis.com/auth/scope.${i}`).join(' ');
    expect((await start('203.0.113.11', { custom_scopes: twenty })).status).toBe(302);
  });

  it('refuses oversized or too many provider_params with 400 bad_request', async () => {
    await setUp();
    const big = await start('203.0.113.12', { provider_params: JSON.stringify({ hd: 'x'.repeat(2100) }) });
    expect(big.status).toBe(400);
    expect(big.body.error_message).toBe('The start URL is not valid: provider_params: at most 2048 characters.');

    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, 'v']));
    const many = await start('203.0.113.12', { provider_params: JSON.stringify(eleven) });
    expect(many.status).toBe(400);
    expect(many.body.error_message).toBe('provider_params may hold at most 10 parameters.');
    expect(
      (await start('203.0.113.12', { provider_params: JSON.stringify({ prompt: 'select_account' }) })).status,
    ).toBe(302);
  });
});

describe('a flood of passkey sign-in starts from one client', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  const start = (address: string) => sdkFrom(t.app, '/webauthn/authenticate/start', {}, { address });

  it('is refused past the per-client limit with 429 and a truthful Retry-After, while others still start', async () => {
    const rule = { limit: 3, windowMs: HOUR_MS };
    ({ t, clock } = await createFrozenContext({ passkeyChallenges: rule }));
    const { refused } = await expectClientLimit(clock, { rule, call: (address) => start(address) });
    expect(refused.error_message).toBe('Too many sign-in attempts from your network. Try again later.');
  });

  it('stores no challenge for a refused start', async () => {
    ({ t, clock } = await createFrozenContext({ passkeyChallenges: { limit: 2, windowMs: HOUR_MS } }));
    for (let i = 0; i < 2; i += 1) expect((await start('203.0.113.9')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await start('203.0.113.9')).status).toBe(429);
    const challenges = await t.deps.db
      .selectFrom('webauthn_challenges')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(challenges.n)).toBe(2);
  });

  it('lets the widget ask on every login page view of a busy morning under the default limit', async () => {
    ({ t, clock } = await createFrozenContext({}));
    expect(DEFAULT_CLIENT_LIMITS.passkeyChallenges.limit).toBeGreaterThanOrEqual(100);
    for (let i = 0; i < 100; i += 1) expect((await start('203.0.113.13')).status).toBe(200);
  });
});
