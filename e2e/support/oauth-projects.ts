import {
  APP_ORIGIN,
  GENERIC_CLIENT,
  GOOGLE_CLIENT,
  OIDC_ISSUER,
  ONE_TAP_CLIENT_ID,
  ONE_TAP_ISSUER,
} from './oauth-ports.ts';

/** The e2e projects for OAuth and One Tap, by the name the specs use. */
export const OAUTH_PROJECTS = {
  oauth: 'oauth',
  noGoogleConfig: 'onetap-no-config',
  defaultProvider: 'onetap-default-provider',
  noLoginUrls: 'onetap-no-login-urls',
  noSignupUrls: 'onetap-no-signup-urls',
} as const;

export const publicTokenOf = (name: string) => `public-token-test-e2e-${name}`;

const oneTap = {
  google_client_id: ONE_TAP_CLIENT_ID,
  jwks_url: `${OIDC_ISSUER}/one-tap/jwks`,
  issuer: ONE_TAP_ISSUER,
  script_url: `${OIDC_ISSUER}/one-tap/client.js`,
};

function project(name: string, changes: Record<string, unknown>) {
  const url = `${APP_ORIGIN}/authenticate`;
  return {
    project_id: `project-test-e2e-${name}`,
    public_token: publicTokenOf(name),
    secret: `secret-test-e2e-${name}-long-enough-value`,
    name: `E2E ${name}`,
    authorized_origins: [APP_ORIGIN],
    redirect_urls: { login: [url], signup: [url], reset_password: [`${APP_ORIGIN}/reset-password`] },
    ...changes,
  };
}

/**
 * The OAuth projects of the e2e server's config: the generic provider and Google (by endpoint
 * overrides) at the local OpenID provider, and one project per One Tap failure.
 */
export function oauthProjects(): Record<string, unknown>[] {
  return [
    project(OAUTH_PROJECTS.oauth, {
      oauth: {
        providers: {
          oidc: { issuer: OIDC_ISSUER, ...GENERIC_CLIENT },
          google: {
            ...GOOGLE_CLIENT,
            issuer: OIDC_ISSUER,
            authorization_endpoint: `${OIDC_ISSUER}/auth`,
            token_endpoint: `${OIDC_ISSUER}/token`,
            userinfo_endpoint: `${OIDC_ISSUER}/me`,
            jwks_uri: `${OIDC_ISSUER}/jwks`,
          },
        },
        one_tap: oneTap,
      },
    }),
    project(OAUTH_PROJECTS.noGoogleConfig, {
      oauth: { use_development_provider: false, one_tap: { script_url: oneTap.script_url } },
    }),
    project(OAUTH_PROJECTS.defaultProvider, { oauth: { one_tap: { script_url: oneTap.script_url } } }),
    project(OAUTH_PROJECTS.noLoginUrls, {
      oauth: { one_tap: oneTap },
      redirect_urls: { login: [], signup: [`${APP_ORIGIN}/authenticate`], reset_password: [] },
    }),
    project(OAUTH_PROJECTS.noSignupUrls, {
      oauth: { one_tap: oneTap },
      redirect_urls: { login: [`${APP_ORIGIN}/authenticate`], signup: [], reset_password: [] },
    }),
  ];
}
