import { z } from 'zod';

/** The URL of Google's One Tap client script, the default of `oauth.one_tap.script_url`. */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** Google's ID token issuer and key set, the defaults of `oauth.one_tap.issuer` / `jwks_url`. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/**
 * One catalogue provider's credentials for a project, and optional endpoint overrides (to point a
 * provider at a regional or self-hosted endpoint, or tests at a local OpenID provider).
 */
export const OAuthProviderSettings = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** Overrides of the catalogue's endpoints; the catalogue's are used when absent. */
  authorization_endpoint: z.string().url().optional(),
  token_endpoint: z.string().url().optional(),
  userinfo_endpoint: z.string().url().optional(),
  /** The issuer ID tokens must name (OpenID providers) and the JWKS they are signed with. */
  issuer: z.string().url().optional(),
  jwks_uri: z.string().url().optional(),
  /** How the client authenticates at the token endpoint; the catalogue's choice when absent. */
  token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
});
export type OAuthProviderSettings = z.infer<typeof OAuthProviderSettings>;

/** The generic OpenID Connect provider: everything else comes from the issuer's discovery document. */
export const GenericOidcSettings = z.object({
  issuer: z.string().url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** Default `openid email profile`. */
  scopes: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
});
export type GenericOidcSettings = z.infer<typeof GenericOidcSettings>;

/** Google One Tap: the client id ID tokens must be issued to, and where their keys are. */
export const OneTapSettings = z.object({
  /** Default: `oauth.providers.google.client_id`. */
  google_client_id: z.string().min(1).optional(),
  jwks_url: z.string().url().default(GOOGLE_JWKS_URL),
  issuer: z.string().url().default(GOOGLE_ISSUER),
  /** Where the widget loads Google's client script from (tests serve a stand-in). */
  script_url: z.string().url().default(GOOGLE_ONE_TAP_SCRIPT_URL),
});
export type OneTapSettings = z.infer<typeof OneTapSettings>;

/** A project's `oauth` block. */
export const OAuthSettings = z.object({
  /** Keyed by catalogue provider ('google', 'github', …) and 'oidc' for the generic provider. */
  providers: z.object({ oidc: GenericOidcSettings.optional() }).catchall(OAuthProviderSettings).default({}),
  /**
   * Development mode only: a provider without credentials signs in through the built-in development
   * identity provider at /dev/idp. Set false to make such a provider answer oauth_provider_not_configured.
   */
  use_development_provider: z.boolean().default(true),
  one_tap: OneTapSettings.default({
    jwks_url: GOOGLE_JWKS_URL,
    issuer: GOOGLE_ISSUER,
    script_url: GOOGLE_ONE_TAP_SCRIPT_URL,
  }),
});
export type OAuthSettings = z.infer<typeof OAuthSettings>;

/** The `oauth` block of a project that configures none. */
export const DEFAULT_OAUTH_SETTINGS: OAuthSettings = OAuthSettings.parse({});
