import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_PRODUCTS, type SignInProduct } from '../../config/project-settings.ts';
import { upsertProject } from '../../store/projects.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Which sign-in method a browser-facing route belongs to, by its path: every route under these is gated. */
const PRODUCT_OF_PATH: [RegExp, SignInProduct][] = [
  [/^\/sdk\/v1\/magic_links\//, 'emailMagicLinks'],
  [/^\/sdk\/v1\/otps\//, 'otp'],
  [/^\/sdk\/v1\/passwords(\/|$)/, 'passwords'],
  [/^\/sdk\/v1\/webauthn\//, 'passkeys'],
  [/^\/sdk\/v1\/oauth\//, 'oauth'],
  [/^\/v1\/public\/oauth\//, 'oauth'],
  [/^\/sdk\/v1\/crypto_wallets\//, 'crypto'],
];

/**
 * Left open on purpose with the method off: renaming a passkey the user already has (removing one,
 * under /users, stays open too), and the OAuth callback of a start made before the switch (its token
 * still needs oauth.authenticate, which is gated).
 */
const LEFT_OPEN = new Set([
  'PUT /sdk/v1/webauthn/update/:webauthn_registration_id',
  'GET /v1/public/oauth/callback',
  'POST /v1/public/oauth/callback',
]);

/** A project like the test one with every method on but `off`. */
const projectWithout = (off: SignInProduct, index: number) => ({
  ...testProjectConfig,
  project_id: `project-test-00000000-0000-4000-8000-00000000010${index}`,
  public_token: `public-token-test-00000000-0000-4000-8000-00000000010${index}`,
  secret: `secret-test-without-${off}-a-long-enough-secret-value`,
  enabled_products: SIGN_IN_PRODUCTS.filter((product) => product !== off),
});

describe('a sign-in method turned off', () => {
  it('is refused with product_not_enabled on every browser-facing route of it (the OAuth start never leaves for the provider), and the backend API stays the host’s', async () => {
    t = await createTestContext();
    const projects = SIGN_IN_PRODUCTS.map(projectWithout);
    for (const project of projects) await upsertProject(t.deps.db, t.clock, project);

    // Every route the app serves to browsers, found by walking it, so a route added later is walked too.
    const walked = [...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
      .filter((route) => !LEFT_OPEN.has(route))
      .flatMap((route) => {
        const [method = '', path = ''] = route.split(' ');
        const product = PRODUCT_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
        return product ? [{ method, path: path.replace(/:(\w+)/g, (_, name) => `${name}-1`), product }] : [];
      });
    expect(new Set(walked.map((route) => route.product))).toEqual(new Set(SIGN_IN_PRODUCTS));
    expect(walked.length).toBeGreaterThanOrEqual(25);

    const call = async (route: (typeof walked)[number], publicToken: string) => {
      const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
      if (route.path.startsWith('/v1/public/')) {
        const response = await t?.app.request(`${route.path}?public_token=${publicToken}`, { headers });
        return { response, body: await response?.json() };
      }
      const auth = Buffer.from(`${publicToken}:${publicToken}`).toString('base64');
      const response = await t?.app.request(route.path, {
        method: route.method,
        headers: { ...headers, authorization: `Basic ${auth}` },
        body: route.method === 'GET' ? undefined : '{}',
      });
      return { response, body: await response?.json() };
    };

    const missed: string[] = [];
    for (const route of walked) {
      const off = projects[SIGN_IN_PRODUCTS.indexOf(route.product)];
      const { response, body } = await call(route, off?.public_token ?? '');
      const answer = `${response?.status} ${body.error_type}: ${body.error_message}`;
      if (answer !== '403 product_not_enabled: This login method is not enabled for the project.')
        missed.push(`${route.method} ${route.path} (${route.product} off) answered ${answer}`);
      expect(response?.headers.get('location')).toBeNull();
      // With the method on, the same call gets past the gate (to its own answer).
      const on = await call(route, testProjectConfig.public_token);
      expect(on.body.error_type, `${route.method} ${route.path} with every method on`).not.toBe('product_not_enabled');
    }
    expect(missed).toEqual([]);

    // The OAuth start a browser navigates to answers JSON in the catalogue's words: no redirect, no state cookie.
    const oauthOff = projects[SIGN_IN_PRODUCTS.indexOf('oauth')];
    const start = await t.app.request(`/v1/public/oauth/google/start?public_token=${oauthOff?.public_token}`);
    expect(start.status).toBe(403);
    expect(start.headers.get('content-type')).toContain('application/json');
    expect(start.headers.get('set-cookie')).toBeNull();

    // The backend API is the host's own server (Stytch's model): not limited by the project's switches.
    const linksOff = projects[SIGN_IN_PRODUCTS.indexOf('emailMagicLinks')];
    const backend = await t.app.request('/v1/magic_links/email/login_or_create', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${linksOff?.project_id}:${linksOff?.secret}`).toString('base64')}`,
      },
      body: JSON.stringify({ email: 'ada@host.example' }),
    });
    expect(backend.status).toBe(200);
  });
});
