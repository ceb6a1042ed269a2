import { OAUTH_PROVIDERS } from '@foyer/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProject } from '../../../store/projects.ts';
import { startSignIn } from '../../../testing/oauth.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../../testing/test-context.ts';
import { PROVIDER_CATALOGUE } from './catalogue.ts';
import type { ProfileSources, ProviderProfile } from './types.ts';

/** What each provider's authorization request must look like, written out from its documentation. */
const EXPECTED: Record<string, { endpoint: string; scope: string; pkce: boolean; params?: Record<string, string> }> = {
  google: { endpoint: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile', pkce: true },
  microsoft: {
    endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    scope: 'User.Read',
    pkce: true,
  },
  apple: {
    endpoint: 'https://appleid.apple.com/auth/authorize',
    scope: 'openid name email',
    pkce: true,
    params: { response_mode: 'form_post' },
  },
  github: { endpoint: 'https://github.com/login/oauth/authorize', scope: 'read:user user:email', pkce: true },
  gitlab: { endpoint: 'https://gitlab.com/oauth/authorize', scope: 'openid email profile', pkce: true },
  facebook: { endpoint: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'email public_profile', pkce: true },
  discord: { endpoint: 'https://discord.com/oauth2/authorize', scope: 'identify email', pkce: true },
  salesforce: {
    endpoint: 'https://login.salesforce.com/services/oauth2/authorize',
    scope: 'openid email profile',
    pkce: true,
  },
  slack: { endpoint: 'https://slack.com/openid/connect/authorize', scope: 'openid email profile', pkce: false },
  amazon: { endpoint: 'https://www.amazon.com/ap/oa', scope: 'profile', pkce: true },
  bitbucket: { endpoint: 'https://bitbucket.org/site/oauth2/authorize', scope: 'account email', pkce: false },
  linkedin: { endpoint: 'https://www.linkedin.com/oauth/v2/authorization', scope: 'openid email profile', pkce: false },
  coinbase: {
    endpoint: 'https://login.coinbase.com/oauth2/auth',
    scope: 'wallet:user:read,wallet:user:email',
    pkce: true,
  },
  twitch: { endpoint: 'https://id.twitch.tv/oauth2/authorize', scope: 'openid user:read:email', pkce: false },
  twitter: { endpoint: 'https://twitter.com/i/oauth2/authorize', scope: 'users.read tweet.read', pkce: true },
  tiktok: {
    endpoint: 'https://www.tiktok.com/v2/auth/authorize/',
    scope: 'user.info.basic',
    pkce: true,
    params: { client_key: 'client-tiktok' },
  },
  snapchat: {
    endpoint: 'https://accounts.snapchat.com/accounts/oauth2/auth',
    scope:
      'https://auth.snapchat.com/oauth2/api/user.display_name https://auth.snapchat.com/oauth2/api/user.bitmoji.avatar',
    pkce: true,
  },
  figma: { endpoint: 'https://www.figma.com/oauth', scope: 'current_user:read', pkce: true },
  yahoo: { endpoint: 'https://api.login.yahoo.com/oauth2/request_auth', scope: 'openid email profile', pkce: true },
};

/** One account (Ada, id 42) as each provider answers it, ID token claims or user endpoint JSON. */
const oidcClaims = {
  sub: '42',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  picture: 'https://img/ada.png',
};
const SAMPLES: Record<string, ProfileSources> = {
  google: { claims: oidcClaims, responses: {} },
  apple: { claims: { ...oidcClaims, email_verified: 'true' }, responses: {} },
  gitlab: { claims: oidcClaims, responses: {} },
  salesforce: { claims: oidcClaims, responses: {} },
  slack: { claims: oidcClaims, responses: {} },
  linkedin: { claims: { ...oidcClaims, given_name: 'Ada', family_name: 'Lovelace' }, responses: {} },
  twitch: { claims: oidcClaims, responses: {} },
  yahoo: { claims: oidcClaims, responses: {} },
  microsoft: {
    claims: null,
    responses: { me: { id: '42', mail: 'ada@example.com', givenName: 'Ada', surname: 'Lovelace' } },
  },
  github: {
    claims: null,
    responses: {
      user: { id: 42, login: 'ada', name: 'Ada Lovelace', avatar_url: 'https://img/ada.png' },
      emails: [
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'ada@example.com', primary: true, verified: true },
      ],
    },
  },
  facebook: {
    claims: null,
    responses: {
      me: {
        id: '42',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        picture: { data: { url: 'https://img/ada.png' } },
      },
    },
  },
  discord: {
    claims: null,
    responses: {
      me: {
        id: '42',
        username: 'ada',
        global_name: 'Ada Lovelace',
        email: 'ada@example.com',
        verified: true,
        avatar: 'abc',
      },
    },
  },
  amazon: { claims: null, responses: { profile: { user_id: '42', name: 'Ada Lovelace', email: 'ada@example.com' } } },
  bitbucket: {
    claims: null,
    responses: {
      user: { uuid: '42', display_name: 'Ada Lovelace', links: { avatar: { href: 'https://img/ada.png' } } },
      emails: { values: [{ email: 'ada@example.com', is_primary: true, is_confirmed: true }] },
    },
  },
  coinbase: {
    claims: null,
    responses: {
      user: { data: { id: '42', name: 'Ada Lovelace', email: 'ada@example.com', avatar_url: 'https://img/ada.png' } },
    },
  },
  twitter: {
    claims: null,
    responses: {
      me: { data: { id: '42', name: 'Ada Lovelace', username: 'ada', profile_image_url: 'https://img/ada.png' } },
    },
  },
  tiktok: {
    claims: null,
    responses: {
      info: { data: { user: { open_id: '42', display_name: 'Ada Lovelace', avatar_url: 'https://img/ada.png' } } },
    },
  },
  snapchat: {
    claims: null,
    responses: {
      me: {
        data: { me: { externalId: '42', displayName: 'Ada Lovelace', bitmoji: { avatar: 'https://img/ada.png' } } },
      },
    },
  },
  figma: {
    claims: null,
    responses: { me: { id: '42', email: 'ada@example.com', handle: 'Ada Lovelace', img_url: 'https://img/ada.png' } },
  },
};

/** Providers that share an email, and whether they vouch for it (only then may it link accounts). */
const EMAIL: Record<string, { email: string | null; verified: boolean }> = Object.fromEntries(
  OAUTH_PROVIDERS.map((type) => [type, { email: 'ada@example.com', verified: true }]),
);
Object.assign(EMAIL, {
  microsoft: { email: 'ada@example.com', verified: false },
  coinbase: { email: 'ada@example.com', verified: false },
  figma: { email: 'ada@example.com', verified: false },
  twitter: { email: null, verified: false },
  tiktok: { email: null, verified: false },
  snapchat: { email: null, verified: false },
});
const PICTURE: Record<string, string | null> = {
  microsoft: null,
  amazon: null,
  discord: 'https://cdn.discordapp.com/avatars/42/abc.png',
};

describe('the provider catalogue', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const providers = Object.fromEntries(
      OAUTH_PROVIDERS.map((type) => [type, { client_id: `client-${type}`, client_secret: `secret-${type}` }]),
    );
    await upsertProject(t.deps.db, t.clock, {
      ...testProjectConfig,
      oauth: {
        use_development_provider: false,
        providers,
        one_tap: {
          jwks_url: 'https://www.googleapis.com/oauth2/v3/certs',
          issuer: 'https://accounts.google.com',
          script_url: 'https://accounts.google.com/gsi/client',
        },
      },
    });
  });
  afterAll(() => t.close());

  it('covers every provider the widget offers', () => {
    expect(Object.keys(PROVIDER_CATALOGUE).sort()).toEqual([...OAUTH_PROVIDERS].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...OAUTH_PROVIDERS].sort());
  });

  it.each(OAUTH_PROVIDERS)('%s: the authorization URL has its endpoint, scopes, PKCE and parameters', async (type) => {
    const expected = EXPECTED[type];
    const response = await startSignIn(t, type);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(expected?.endpoint);
    expect(url.searchParams.get('client_id')).toBe(`client-${type}`);
    expect(url.searchParams.get('redirect_uri')).toBe('https://auth.host.example/v1/public/oauth/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe(expected?.scope);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe(expected?.pkce ? 'S256' : null);
    expect(url.searchParams.has('code_challenge')).toBe(expected?.pkce);
    expect(url.searchParams.has('nonce')).toBe(PROVIDER_CATALOGUE[type].oidc !== null);
    expect(url.searchParams.has('client_secret')).toBe(false);
    for (const [name, value] of Object.entries(expected?.params ?? {})) expect(url.searchParams.get(name)).toBe(value);
  });

  it.each(OAUTH_PROVIDERS)('%s: its user info maps to the same user fields', (type) => {
    const sample = SAMPLES[type];
    if (!sample) throw new Error(`no sample for ${type}`);
    const expected: ProviderProfile = {
      subject: '42',
      email: EMAIL[type]?.email ?? null,
      emailVerified: EMAIL[type]?.verified ?? false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      pictureUrl: type in PICTURE ? (PICTURE[type] ?? null) : 'https://img/ada.png',
    };
    expect(PROVIDER_CATALOGUE[type].profile.map(sample)).toEqual(expected);
  });
});
