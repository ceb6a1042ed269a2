import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config/env.ts';
import { LOCAL_ORIGIN_PATTERNS } from '../../config/local-origins.ts';
import { upsertProject } from '../../store/projects.ts';
import { CALLBACK, GENERIC_CLIENT, oauthProjectConfig, roundTrip, startSignIn } from '../../testing/oauth.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

const HOST_PAGE = 'http://localhost:5173/app/index.html';

// A development project lists `http://localhost:*` so a host page on another local port works with
// no setup; OAuth now follows the same redirect rule as magic links (security/redirect-urls.ts).
describe('OAuth redirect URLs of a project with the any-local-port pattern', () => {
  let t: TestContext;
  let provider: TestOidcProvider;
  afterEach(() => Promise.all([t.close(), provider.close()]));

  async function start(mode: ServerConfig['mode']) {
    provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: CALLBACK }]);
    provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
    t = await createTestContext({ config: { mode } });
    const config = oauthProjectConfig(provider);
    const local = [...LOCAL_ORIGIN_PATTERNS] as string[];
    await upsertProject(t.deps.db, t.clock, {
      ...config,
      redirect_urls: { ...config.redirect_urls, login: local, signup: local },
    });
  }

  it('lands a sign-in on a host page of another local port, in development mode', async () => {
    await start('development');
    const landing = await roundTrip(t, 'oidc', 'ada', {
      query: { login_redirect_url: HOST_PAGE, signup_redirect_url: HOST_PAGE },
    });
    expect(landing.origin + landing.pathname).toBe(HOST_PAGE);
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(landing.searchParams.get('token')).toMatch(/^[\w-]{32,}$/);
  });

  it('returns 400 redirect_url_not_allowed for a look-alike of the local host, in development mode', async () => {
    await start('development');
    const url = 'http://localhost.evil.example:5173/app';
    const response = await startSignIn(t, 'oidc', { login_redirect_url: url, signup_redirect_url: HOST_PAGE });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_type: 'redirect_url_not_allowed',
      error_message: `The login redirect URL ${url} is not allowed. Add it to redirect_urls.login in the project's configuration.`,
    });
  });

  it('returns 400 redirect_url_not_allowed for the same host page on a production server', async () => {
    await start('production');
    const response = await startSignIn(t, 'oidc', { login_redirect_url: HOST_PAGE, signup_redirect_url: HOST_PAGE });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_type: 'redirect_url_not_allowed' });
  });
});
