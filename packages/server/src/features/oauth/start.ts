import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { resolveRedirectUrl } from '../../security/redirect-urls.ts';
import { deleteOAuthRowsExpiredBefore, insertOAuthState } from '../../store/oauth.ts';
import type { Project } from '../../store/projects.ts';
import { hashSecret } from '../../tokens.ts';
import { spendAttachToken } from './attach.ts';
import { sealCodeVerifier } from './code-verifier-at-rest.ts';
import { OAUTH_RETENTION_MINUTES, OAUTH_STATE_LIFETIME_MINUTES, RESERVED_AUTHORIZATION_PARAMS } from './constants.ts';
import { callbackUrl, type ResolvedProvider, resolveProvider } from './providers/resolve.ts';

/** What the start URL's query asks for (already parsed). */
export interface OAuthStartRequest {
  project: Project;
  provider: string;
  loginRedirectUrl?: string | undefined;
  signupRedirectUrl?: string | undefined;
  customScopes: string[];
  providerParams: Record<string, string>;
  /** The browser's PKCE challenge (Stytch's start parameter): the token it leads to then needs its verifier. */
  codeChallenge: string | null;
  /** Stytch's oauth_attach_token: the provider account is then linked to the user it names. */
  attachToken?: string | undefined;
}

/** What a start hands back: where the browser goes, and the state its cookie binds the callback to. */
export interface OAuthStarted {
  location: string;
  state: string;
}

/**
 * Starts a sign-in: checks the redirect URLs against the project's allowlist, stores the state,
 * PKCE verifier and nonce (single use, OAUTH_STATE_LIFETIME_MINUTES), and answers the provider's
 * authorization URL for the browser to go to, with the state for the browser's cookie (state-cookie.ts).
 * @throws ApiError redirect_url_not_allowed, no_redirect_url_configured, oauth_provider_not_configured
 */
export async function startOAuth(deps: AppDeps, request: OAuthStartRequest): Promise<OAuthStarted> {
  const { project } = request;
  // A query string's empty value (`?login_redirect_url=`) means none was given.
  const redirectUrl = (kind: 'login' | 'signup', requested: string | undefined) =>
    resolveRedirectUrl(project.settings, {
      kind,
      requested: requested || undefined,
      field: `${kind}_redirect_url`,
      mode: deps.config.mode,
    });
  const loginRedirectUrl = redirectUrl('login', request.loginRedirectUrl);
  const signupRedirectUrl = redirectUrl('signup', request.signupRedirectUrl);
  const provider = await resolveProvider(deps, project, request.provider);

  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const scopes = [...new Set([...provider.definition.scopes, ...request.customScopes])];
  const now = deps.clock.now();
  await deleteOAuthRowsExpiredBefore(deps.db, now - minutes(OAUTH_RETENTION_MINUTES));
  const stateHash = hashSecret(state);
  if (request.attachToken) {
    await spendAttachToken(deps, { project, providerType: provider.type, token: request.attachToken, stateHash });
  }
  await insertOAuthState(deps.db, {
    projectId: project.projectId,
    environment: project.environment,
    providerType: provider.type,
    stateHash,
    codeVerifier: sealCodeVerifier(deps, stateHash, codeVerifier),
    nonce,
    scopes,
    loginRedirectUrl,
    signupRedirectUrl,
    expiresAt: now + minutes(OAUTH_STATE_LIFETIME_MINUTES),
    createdAt: now,
    codeChallenge: request.codeChallenge,
  });
  const location = buildAuthorizationUrl(deps, provider, {
    state,
    codeVerifier,
    nonce,
    scopes,
    providerParams: request.providerParams,
  }).href;
  return { location, state };
}

/**
 * The authorization URL: the catalogue's fixed parameters, then the caller's provider_params
 * (which may not replace the protocol's own), then state, PKCE challenge and nonce.
 */
export function buildAuthorizationUrl(
  deps: AppDeps,
  provider: ResolvedProvider,
  request: {
    state: string;
    codeVerifier: string;
    nonce: string;
    scopes: string[];
    providerParams: Record<string, string>;
  },
): URL {
  const { definition } = provider;
  for (const name of Object.keys(request.providerParams)) {
    if (RESERVED_AUTHORIZATION_PARAMS.has(name)) {
      throw new ApiError(
        'bad_request',
        `provider_params may not set ${name}: Foyer sets it for the sign-in's own checks.`,
      );
    }
  }
  const params: Record<string, string> = {
    ...definition.authorizationParams,
    ...request.providerParams,
    redirect_uri: callbackUrl(deps),
    response_type: 'code',
    scope: request.scopes.join(definition.scopeSeparator ?? ' '),
    state: request.state,
  };
  if (definition.pkce) {
    params.code_challenge = pkceChallenge(request.codeVerifier);
    params.code_challenge_method = 'S256';
  }
  if (definition.oidc) params.nonce = request.nonce;
  if (definition.clientIdParam) params[definition.clientIdParam] = provider.clientId;
  if (provider.development) params.foyer_provider = provider.type;
  return client.buildAuthorizationUrl(provider.config, params);
}

/** RFC 7636 S256, computed synchronously (openid-client's helper is async for WebCrypto). */
function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
