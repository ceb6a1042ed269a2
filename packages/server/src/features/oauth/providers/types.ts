/** What Foyer needs from any provider's account: the same fields whatever the provider calls them. */
export interface ProviderProfile {
  /** The provider's stable id of the account (never the email, which can change hands). */
  subject: string;
  email: string | null;
  /** Only a verified email may link a sign-in to an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

/** JSON as a provider answers it: read defensively by the mappers. */
export type Json = Record<string, unknown>;

/**
 * What the mapper of a provider reads: the verified ID token claims (OpenID providers) and/or the
 * JSON of its user endpoints, keyed by the names in `profile.endpoints`.
 */
export interface ProfileSources {
  claims: Json | null;
  responses: Record<string, Json | Json[]>;
}

/** How a provider wants its client to authenticate at the token endpoint. */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

/** One provider of the catalogue, as data. */
export interface ProviderDefinition {
  /** The wire name ('google'), as in the start path. */
  type: string;
  /** How people know it ('Google'). */
  displayName: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /**
   * OpenID providers: the issuer their ID tokens name and the key set that signs them; the ID
   * token is then verified (signature, iss, aud, expiry, nonce) and its claims read; the userinfo
   * endpoint completes them when the ID token carries only `sub` (servers may keep profile claims
   * for userinfo when an access token is issued).
   */
  oidc: { issuer: string; jwksUri: string; userinfoEndpoint?: string } | null;
  scopes: readonly string[];
  /** Scopes are joined with this (some providers want commas). */
  scopeSeparator?: ' ' | ',';
  /** PKCE with S256, where the provider supports it. */
  pkce: boolean;
  clientAuth: ClientAuthMethod;
  /** Fixed extra authorization parameters (e.g. `response_mode=form_post` for Apple). */
  authorizationParams?: Readonly<Record<string, string>>;
  /** Name of the client id parameter when it is not `client_id` (TikTok's `client_key`). */
  clientIdParam?: string;
  profile: {
    /** User endpoints fetched with the access token, by name; the first is the main one. */
    endpoints: Readonly<Record<string, string>>;
    map(sources: ProfileSources): ProviderProfile;
  };
}
