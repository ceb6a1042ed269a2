import { OAUTH_CALLBACK_PATH } from '@foyer/protocol/paths';
import * as client from 'openid-client';
import { DEFAULT_OAUTH_SETTINGS, type OAuthSettings } from '../../../config/oauth-settings.ts';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type { Project } from '../../../store/projects.ts';
import { DEV_IDP_CLIENT, devIdpIssuer } from '../dev-idp/constants.ts';
import { openProviderSecret } from '../provider-secrets-at-rest.ts';
import { isCatalogueProvider, PROVIDER_CATALOGUE } from './catalogue.ts';
import { fromOidcClaims } from './read-json.ts';
import type { ClientAuthMethod, ProviderDefinition } from './types.ts';

/** A provider ready for one project: its catalogue data with the project's overrides, and a client. */
export interface ResolvedProvider {
  type: string;
  definition: ProviderDefinition;
  config: client.Configuration;
  clientId: string;
  /** True when the development identity provider stands in for a provider without credentials. */
  development: boolean;
}

/** The project's `oauth` block, or the empty one. */
export function oauthSettingsOf(project: Project): OAuthSettings {
  return project.settings.oauth ?? DEFAULT_OAUTH_SETTINGS;
}

/** The redirect_uri every provider sends the browser back to. */
export function callbackUrl(deps: AppDeps): string {
  return `${deps.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
}

/**
 * The provider `type` as configured for the project: a catalogue provider with its credentials and
 * overrides, the generic OpenID provider found by discovery, or (development mode, no credentials)
 * the development identity provider.
 * @throws ApiError oauth_provider_not_configured
 */
export async function resolveProvider(deps: AppDeps, project: Project, type: string): Promise<ResolvedProvider> {
  const settings = oauthSettingsOf(project);
  if (type === 'oidc' && settings.providers.oidc) {
    const generic = settings.providers.oidc;
    const config = await discover(
      generic.issuer,
      generic.client_id,
      openProviderSecret(deps, { projectId: project.projectId, provider: 'oidc', stored: generic.client_secret }),
      generic.token_endpoint_auth_method,
    );
    return {
      type,
      definition: genericDefinition(type, 'OpenID Connect', config, generic.scopes),
      config,
      clientId: generic.client_id,
      development: false,
    };
  }
  const credentials = type !== 'oidc' && isCatalogueProvider(type) ? settings.providers[type] : undefined;
  if (credentials && isCatalogueProvider(type)) {
    const base = PROVIDER_CATALOGUE[type];
    const definition: ProviderDefinition = {
      ...base,
      authorizationEndpoint: credentials.authorization_endpoint ?? base.authorizationEndpoint,
      tokenEndpoint: credentials.token_endpoint ?? base.tokenEndpoint,
      oidc: base.oidc
        ? {
            issuer: credentials.issuer ?? base.oidc.issuer,
            jwksUri: credentials.jwks_uri ?? base.oidc.jwksUri,
            userinfoEndpoint: credentials.userinfo_endpoint ?? base.oidc.userinfoEndpoint,
          }
        : null,
      clientAuth: credentials.token_endpoint_auth_method ?? base.clientAuth,
      profile: base.oidc ? base.profile : withEndpointOverride(base.profile, credentials.userinfo_endpoint),
    };
    const config = staticConfiguration(
      definition,
      credentials.client_id,
      openProviderSecret(deps, { projectId: project.projectId, provider: type, stored: credentials.client_secret }),
      credentials.issuer,
    );
    return { type, definition, config, clientId: credentials.client_id, development: false };
  }
  const knownType = type === 'oidc' || isCatalogueProvider(type);
  if (knownType && deps.config.mode === 'development' && settings.use_development_provider) {
    const config = await discover(devIdpIssuer(deps), DEV_IDP_CLIENT.id, DEV_IDP_CLIENT.secret, 'client_secret_basic');
    const displayName = isCatalogueProvider(type) ? PROVIDER_CATALOGUE[type].displayName : 'OpenID Connect';
    return {
      type,
      definition: genericDefinition(type, displayName, config),
      config,
      clientId: DEV_IDP_CLIENT.id,
      development: true,
    };
  }
  throw new ApiError(
    'oauth_provider_not_configured',
    knownType
      ? `The OAuth provider ${type} is not configured for this project. Add its client_id and client_secret to oauth.providers.${type} in the project's configuration.`
      : `There is no OAuth provider called ${type}.`,
  );
}

/** The main user endpoint replaced by the project's `userinfo_endpoint` override, if any. */
function withEndpointOverride(profile: ProviderDefinition['profile'], override: string | undefined) {
  const [first] = Object.keys(profile.endpoints);
  if (!override || !first) return profile;
  return { ...profile, endpoints: { ...profile.endpoints, [first]: override } };
}

/** An OpenID provider as the catalogue would describe it, from its discovery document. */
function genericDefinition(
  type: string,
  displayName: string,
  config: client.Configuration,
  scopes?: string[],
): ProviderDefinition {
  const server = config.serverMetadata();
  return {
    type,
    displayName,
    authorizationEndpoint: server.authorization_endpoint ?? '',
    tokenEndpoint: server.token_endpoint ?? '',
    oidc: {
      issuer: server.issuer,
      jwksUri: server.jwks_uri ?? '',
      ...(server.userinfo_endpoint ? { userinfoEndpoint: server.userinfo_endpoint } : {}),
    },
    scopes: scopes ?? ['openid', 'email', 'profile'],
    pkce: true,
    clientAuth: 'client_secret_basic',
    profile: { endpoints: {}, map: ({ claims }) => fromOidcClaims(claims, displayName) },
  };
}

function clientAuthentication(method: ClientAuthMethod, secret: string): client.ClientAuth {
  return method === 'client_secret_basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret);
}

/**
 * Plain http is refused except on this machine's loopback (a local provider in tests and in
 * development), where nothing travels over a network.
 */
export function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

function staticConfiguration(
  definition: ProviderDefinition,
  clientId: string,
  secret: string,
  issuerOverride: string | undefined,
): client.Configuration {
  const metadata: client.ServerMetadata = {
    // Plain OAuth providers have no issuer; the authorization server's origin names them.
    issuer: definition.oidc?.issuer ?? issuerOverride ?? new URL(definition.authorizationEndpoint).origin,
    authorization_endpoint: definition.authorizationEndpoint,
    token_endpoint: definition.tokenEndpoint,
    ...(definition.oidc ? { jwks_uri: definition.oidc.jwksUri } : {}),
    ...(definition.oidc?.userinfoEndpoint ? { userinfo_endpoint: definition.oidc.userinfoEndpoint } : {}),
  };
  const config = new client.Configuration(
    metadata,
    clientId,
    undefined,
    clientAuthentication(definition.clientAuth, secret),
  );
  const endpoints = [
    definition.authorizationEndpoint,
    definition.tokenEndpoint,
    ...Object.values(definition.profile.endpoints),
  ];
  if (endpoints.some(isLoopbackHttp)) client.allowInsecureRequests(config);
  return config;
}

/** Discovery documents, kept per issuer and client for a few minutes: they change rarely. */
const discovered = new Map<string, { config: Promise<client.Configuration>; at: number }>();
const DISCOVERY_CACHE_MS = 5 * 60_000;

async function discover(issuer: string, clientId: string, secret: string, method: ClientAuthMethod) {
  const key = `${issuer}\n${clientId}\n${method}\n${secret}`;
  const cached = discovered.get(key);
  let config = cached && Date.now() - cached.at < DISCOVERY_CACHE_MS ? cached.config : null;
  if (!config) {
    config = client.discovery(new URL(issuer), clientId, undefined, clientAuthentication(method, secret), {
      execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
    });
    discovered.set(key, { config, at: Date.now() });
    config.catch(() => discovered.delete(key));
  }
  // A request that joins a discovery still in flight gets the same answer when it fails.
  try {
    return await config;
  } catch (error) {
    throw new ApiError('oauth_provider_error', `The provider's discovery document at ${issuer} could not be read.`, {
      cause: error,
    });
  }
}
