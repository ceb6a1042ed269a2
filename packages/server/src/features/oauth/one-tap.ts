import { timingSafeEqual } from 'node:crypto';
import type { OneTapServerFailure } from '@foyer/protocol';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { minutes } from '../../clock.ts';
import { GOOGLE_ISSUER } from '../../config/oauth-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { requireCodeChallenge } from '../../security/pkce.ts';
import { resolveRedirectUrl, withToken } from '../../security/redirect-urls.ts';
import { insertOAuthToken } from '../../store/oauth.ts';
import type { Project } from '../../store/projects.ts';
import { generateSecret, hashSecret } from '../../tokens.ts';
import { OAUTH_TOKEN_LIFETIME_MINUTES } from './constants.ts';
import { findOrCreateProviderUser } from './link-user.ts';
import { sealProviderValues } from './provider-values-at-rest.ts';
import { fromOidcClaims } from './providers/read-json.ts';
import { oauthSettingsOf } from './providers/resolve.ts';

/** What the widget needs to create the One Tap prompt, or why it cannot. */
export interface OneTapConfig {
  client_id: string | null;
  script_url: string;
  failure: OneTapServerFailure | null;
}

/**
 * One Tap's configuration for a project (docs/behaviour.md#errors's server-side failures, checked in this order):
 * a Google client id must be configured (in development mode, Google without credentials is the
 * development provider, which One Tap cannot use), and the project needs login and signup
 * redirect URLs, where a One Tap sign-in lands like any other OAuth sign-in.
 */
export function oneTapConfig(deps: AppDeps, project: Project): OneTapConfig {
  const settings = oauthSettingsOf(project);
  const clientId = settings.one_tap.google_client_id ?? settings.providers.google?.client_id ?? null;
  const scriptUrl = settings.one_tap.script_url;
  const fail = (failure: OneTapServerFailure): OneTapConfig => ({ client_id: null, script_url: scriptUrl, failure });
  if (!clientId) {
    const developmentProvider = deps.config.mode === 'development' && settings.use_development_provider;
    return fail(developmentProvider ? 'default_provider_not_allowed' : 'oauth_config_not_found');
  }
  if (project.settings.redirect_urls.login.length === 0) return fail('no_login_redirect_urls');
  if (project.settings.redirect_urls.signup.length === 0) return fail('no_signup_redirect_urls');
  return { client_id: clientId, script_url: scriptUrl, failure: null };
}

/** Key sets by URL: jose refreshes each on an unknown key id and caches it in between. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

/**
 * Turns a One Tap credential (a Google ID token) into a sign-in: verifies its signature against the
 * configured JWKS, its issuer, that its audience is the project's Google client id, its expiry and
 * that Google verified the email, and that its `nonce` is the page's PKCE challenge (the page gave
 * it to Google's script); then finds, links or creates the user like the OAuth callback and answers
 * the login or signup redirect URL with a single-use token for oauth.authenticate, which then needs
 * the challenge's verifier. So a credential taken from another page, or an attacker's own sign-in
 * handed to a victim, signs nobody in.
 * @throws ApiError missing_pkce, invalid_id_token, oauth_provider_not_configured, redirect_url_not_allowed
 */
export async function submitOneTap(
  deps: AppDeps,
  options: {
    project: Project;
    credential: string;
    loginRedirectUrl?: string | undefined;
    signupRedirectUrl?: string | undefined;
    codeChallenge: string | undefined;
  },
): Promise<string> {
  const { project } = options;
  const codeChallenge = requireCodeChallenge(options.codeChallenge);
  const config = oneTapConfig(deps, project);
  if (!config.client_id) {
    throw new ApiError('oauth_provider_not_configured', `Google One Tap cannot sign in: ${config.failure}.`);
  }
  const redirectUrl = (kind: 'login' | 'signup', requested: string | undefined) =>
    resolveRedirectUrl(project.settings, { kind, requested, field: `${kind}_redirect_url`, mode: deps.config.mode });
  const loginRedirectUrl = redirectUrl('login', options.loginRedirectUrl);
  const signupRedirectUrl = redirectUrl('signup', options.signupRedirectUrl);
  const { one_tap } = oauthSettingsOf(project);
  // Google writes its issuer both with and without the scheme.
  const issuers = one_tap.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [one_tap.issuer];
  let claims: Record<string, unknown>;
  try {
    const verified = await jwtVerify(options.credential, keySet(one_tap.jwks_url), {
      issuer: issuers,
      audience: config.client_id,
      currentDate: new Date(deps.clock.now()),
      requiredClaims: ['sub', 'exp'],
    });
    claims = verified.payload;
  } catch (error) {
    throw new ApiError('invalid_id_token', idTokenProblem(error), { cause: error });
  }
  if (!nonceMatches(claims.nonce, codeChallenge)) {
    throw new ApiError(
      'invalid_id_token',
      'The ID token’s nonce is not this page’s: pass the code_challenge to google.accounts.id.initialize as nonce.',
    );
  }
  const profile = fromOidcClaims(claims, 'Google');
  if (!profile.email || !profile.emailVerified) {
    throw new ApiError('invalid_id_token', 'The ID token has no email that Google has verified.');
  }
  const user = await findOrCreateProviderUser(deps, project, 'google', profile);
  const token = `oauth-token-${generateSecret()}`;
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  await insertOAuthToken(deps.db, {
    project,
    userId: user.userId,
    providerType: 'google',
    tokenHash,
    // One Tap hands over no access token: the ID token is what the caller gets back.
    sealedProviderValues: sealProviderValues(deps, tokenHash, {
      access_token: '',
      id_token: options.credential,
      refresh_token: null,
      scopes: [],
    }),
    expiresAt: now + minutes(OAUTH_TOKEN_LIFETIME_MINUTES),
    createdAt: now,
    codeChallenge,
  });
  return withToken(user.created ? signupRedirectUrl : loginRedirectUrl, 'oauth', token);
}

/** Whether the ID token's nonce claim is the expected one (constant time; a missing nonce never matches). */
function nonceMatches(nonce: unknown, expected: string): boolean {
  if (typeof nonce !== 'string') return false;
  const a = Buffer.from(nonce);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A sentence for the developer, never echoing the token. */
function idTokenProblem(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The ID token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'The ID token was issued to another client (aud is not the Google client id).';
    if (error.claim === 'iss') return 'The ID token was not issued by the configured issuer.';
    return `The ID token's ${error.claim} claim is not valid.`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return 'The ID token is not signed by a key of the issuer.';
  }
  return 'The ID token could not be verified.';
}
