import { fromOidcClaims } from './read-json.ts';
import type { ProviderDefinition } from './types.ts';

/** The standard scopes of an OpenID sign-in. */
const OPENID_SCOPES = ['openid', 'email', 'profile'] as const;

const fromIdToken = (provider: string): ProviderDefinition['profile'] => ({
  endpoints: {},
  map: ({ claims }) => fromOidcClaims(claims, provider),
});

/**
 * Catalogue providers that issue an OpenID ID token: the profile is read from its verified claims,
 * so no user endpoint is called.
 */
export const OPENID_PROVIDERS: ProviderDefinition[] = [
  {
    type: 'google',
    displayName: 'Google',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    oidc: {
      issuer: 'https://accounts.google.com',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    scopes: OPENID_SCOPES,
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: fromIdToken('Google'),
  },
  {
    type: 'apple',
    displayName: 'Apple',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    oidc: { issuer: 'https://appleid.apple.com', jwksUri: 'https://appleid.apple.com/auth/keys' },
    scopes: ['openid', 'name', 'email'],
    pkce: true,
    clientAuth: 'client_secret_post',
    // Apple requires form_post whenever name or email is asked for: the callback also accepts POST.
    authorizationParams: { response_mode: 'form_post' },
    profile: fromIdToken('Apple'),
  },
  {
    type: 'gitlab',
    displayName: 'GitLab',
    authorizationEndpoint: 'https://gitlab.com/oauth/authorize',
    tokenEndpoint: 'https://gitlab.com/oauth/token',
    oidc: {
      issuer: 'https://gitlab.com',
      jwksUri: 'https://gitlab.com/oauth/discovery/keys',
      userinfoEndpoint: 'https://gitlab.com/oauth/userinfo',
    },
    scopes: OPENID_SCOPES,
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: fromIdToken('GitLab'),
  },
  {
    type: 'salesforce',
    displayName: 'Salesforce',
    authorizationEndpoint: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenEndpoint: 'https://login.salesforce.com/services/oauth2/token',
    oidc: {
      issuer: 'https://login.salesforce.com',
      jwksUri: 'https://login.salesforce.com/id/keys',
      userinfoEndpoint: 'https://login.salesforce.com/services/oauth2/userinfo',
    },
    scopes: OPENID_SCOPES,
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: fromIdToken('Salesforce'),
  },
  {
    type: 'slack',
    displayName: 'Slack',
    authorizationEndpoint: 'https://slack.com/openid/connect/authorize',
    tokenEndpoint: 'https://slack.com/api/openid.connect.token',
    oidc: {
      issuer: 'https://slack.com',
      jwksUri: 'https://slack.com/openid/connect/keys',
      userinfoEndpoint: 'https://slack.com/api/openid.connect.userInfo',
    },
    scopes: OPENID_SCOPES,
    // Sign in with Slack does not take PKCE.
    pkce: false,
    clientAuth: 'client_secret_post',
    profile: fromIdToken('Slack'),
  },
  {
    type: 'linkedin',
    displayName: 'LinkedIn',
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    oidc: {
      issuer: 'https://www.linkedin.com/oauth',
      jwksUri: 'https://www.linkedin.com/oauth/openid/jwks',
      userinfoEndpoint: 'https://api.linkedin.com/v2/userinfo',
    },
    scopes: OPENID_SCOPES,
    // LinkedIn offers PKCE to native apps only; web apps use the client secret.
    pkce: false,
    clientAuth: 'client_secret_post',
    profile: fromIdToken('LinkedIn'),
  },
  {
    type: 'twitch',
    displayName: 'Twitch',
    authorizationEndpoint: 'https://id.twitch.tv/oauth2/authorize',
    tokenEndpoint: 'https://id.twitch.tv/oauth2/token',
    oidc: {
      issuer: 'https://id.twitch.tv/oauth2',
      jwksUri: 'https://id.twitch.tv/oauth2/keys',
      userinfoEndpoint: 'https://id.twitch.tv/oauth2/userinfo',
    },
    scopes: ['openid', 'user:read:email'],
    pkce: false,
    clientAuth: 'client_secret_post',
    // Twitch puts email and picture in the ID token only when the claims parameter asks for them.
    authorizationParams: {
      claims: JSON.stringify({
        id_token: { email: null, email_verified: null, picture: null, preferred_username: null },
      }),
    },
    profile: {
      endpoints: {},
      map: ({ claims }) => {
        const profile = fromOidcClaims(claims, 'Twitch');
        const username = typeof claims?.preferred_username === 'string' ? claims.preferred_username : '';
        return { ...profile, firstName: profile.firstName || username };
      },
    },
  },
  {
    type: 'yahoo',
    displayName: 'Yahoo',
    authorizationEndpoint: 'https://api.login.yahoo.com/oauth2/request_auth',
    tokenEndpoint: 'https://api.login.yahoo.com/oauth2/get_token',
    oidc: {
      issuer: 'https://api.login.yahoo.com',
      jwksUri: 'https://api.login.yahoo.com/openid/v1/certs',
      userinfoEndpoint: 'https://api.login.yahoo.com/openid/v1/userinfo',
    },
    scopes: OPENID_SCOPES,
    pkce: true,
    clientAuth: 'client_secret_basic',
    profile: fromIdToken('Yahoo'),
  },
];
