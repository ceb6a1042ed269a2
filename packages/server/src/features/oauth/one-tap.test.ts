import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectConfig } from '../../config/project-settings.ts';
import { pkceChallengeOf } from '../../security/pkce.ts';
import { upsertProject } from '../../store/projects.ts';
import { ONE_TAP_CLIENT_ID as CLIENT_ID, ONE_TAP_ISSUER, oneTapContext } from '../../testing/oauth.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe('Google One Tap', () => {
  const oneTap = oneTapContext();
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, oauth: oneTap.oauth() });
  });
  afterEach(() => t.close());

  // As Google signs it for a page that passed its PKCE challenge as the nonce (the SDK does).
  const credential = (claims: Record<string, unknown> = {}, expiresIn = '1h') =>
    oneTap.sign(
      new SignJWT({
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        nonce: pkceChallengeOf(t.browserVerifier),
        ...claims,
      })
        .setAudience((claims.aud as string | undefined) ?? CLIENT_ID)
        .setSubject('google-sub-1')
        .setIssuedAt()
        .setExpirationTime(expiresIn),
    );

  it('hands the widget the client id and script URL', async () => {
    const res = await t.sdk('/oauth/google/one_tap/config');
    expect(res.body).toMatchObject({ client_id: CLIENT_ID, script_url: 'https://host.example/gsi.js', failure: null });
  });

  it('turns a valid credential into a redirect with a token that oauth.authenticate exchanges for a session', async () => {
    const token = await credential();
    const res = await t.sdk('/oauth/google/one_tap', { credential: token });
    expect(res.status).toBe(200);
    const landing = new URL(res.body.redirect_url);
    // A first sign-in signs up: the project's first signup redirect URL.
    expect(landing.origin + landing.pathname).toBe('https://host.example/authenticate');
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    const session = await t.sdk('/oauth/authenticate', { token: landing.searchParams.get('token') });
    expect(session.status).toBe(200);
    expect(session.body.provider_values.id_token).toBe(token);
    expect(session.body.user).toMatchObject({
      emails: [{ email: 'ada@example.com', verified: true }],
      providers: [{ provider_type: 'google', provider_subject: 'google-sub-1' }],
    });
  });

  it.each([
    ['another audience', () => credential({ aud: 'someone-else.apps.example' }), /another client/],
    ['an expired token', () => credential({}, '-1m'), /expired/],
    ['an unverified email', () => credential({ email_verified: false }), /verified/],
  ])('refuses %s', async (_name, make, message) => {
    const res = await t.sdk('/oauth/google/one_tap', { credential: await make() });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_id_token');
    expect(res.body.error_message).toMatch(message);
  });

  describe('the nonce (the page’s PKCE challenge)', () => {
    const otherBrowser = pkceChallengeOf('a-verifier-of-another-browser-0123456789-abcdef');

    it.each([
      ['no nonce', { nonce: undefined }],
      ['another page’s nonce', { nonce: otherBrowser }],
    ])('refuses a credential with %s, signed by the real key', async (_name, claims) => {
      const res = await t.sdk('/oauth/google/one_tap', { credential: await credential(claims) });
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('invalid_id_token');
      expect(res.body.error_message).toMatch(/nonce/);
    });

    it('refuses a submission without a code_challenge (missing_pkce)', async () => {
      const res = await t.sdk('/oauth/google/one_tap', { credential: await credential() }, { pkce: false });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('missing_pkce');
    });

    it('binds the token to the page: another browser cannot exchange it, the page still can', async () => {
      const res = await t.sdk('/oauth/google/one_tap', { credential: await credential() });
      const token = new URL(res.body.redirect_url).searchParams.get('token');
      const elsewhere = await t.sdk('/oauth/authenticate', { token }, { pkce: false });
      expect(elsewhere.body.error_type).toBe('pkce_expected_code_verifier');
      expect((await t.sdk('/oauth/authenticate', { token })).status).toBe(200);
    });
  });

  it('refuses a token signed by a key not in the JWKS', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'ada@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ONE_TAP_ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('google-sub-1')
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await t.sdk('/oauth/google/one_tap', { credential: forged });
    expect(res.body.error_type).toBe('invalid_id_token');
  });

  describe('config failures (docs/behaviour.md#errors)', () => {
    const configure = (changes: Partial<ProjectConfig>, mode: 'production' | 'development' = 'production') =>
      upsertProject(t.deps.db, t.clock, { ...testProjectConfig, ...changes }).then(() => {
        t.deps.config.mode = mode;
      });

    it.each([
      ['oauth_config_not_found', {}, 'production'],
      ['default_provider_not_allowed', {}, 'development'],
      [
        'no_login_redirect_urls',
        { redirect_urls: { login: [], signup: ['https://host.example/a'], reset_password: [] } },
        'production',
      ],
      [
        'no_signup_redirect_urls',
        { redirect_urls: { login: ['https://host.example/a'], signup: [], reset_password: [] } },
        'production',
      ],
    ] as Array<[string, Partial<ProjectConfig>, 'production' | 'development']>)(
      'answers %s',
      async (failure, changes, mode) => {
        const needsClient = failure.startsWith('no_');
        await configure(
          {
            ...changes,
            ...(needsClient ? { oauth: oneTap.oauth('https://x.example/gsi.js') } : {}),
          },
          mode,
        );
        const res = await t.sdk('/oauth/google/one_tap/config');
        expect(res.body).toMatchObject({ client_id: null, failure });
      },
    );
  });
});
