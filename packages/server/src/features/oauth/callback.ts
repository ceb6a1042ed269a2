import type { ErrorType } from '@foyer/protocol/errors';
import { TOKEN_TYPE_PARAM } from '@foyer/protocol/paths';
import * as client from 'openid-client';
import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { errorMessage } from '../../errors/messages/index.ts';
import { withToken } from '../../security/redirect-urls.ts';
import { consumeOAuthState, findOAuthState, insertOAuthToken, type OAuthStateRecord } from '../../store/oauth.ts';
import { findOAuthAttachUser } from '../../store/oauth-attach-tokens.ts';
import { findProjectById } from '../../store/projects.ts';
import { generateSecret, hashSecret } from '../../tokens.ts';
import { linkToAttachUser } from './attach.ts';
import { openCodeVerifier } from './code-verifier-at-rest.ts';
import { OAUTH_TOKEN_LIFETIME_MINUTES } from './constants.ts';
import { findOrCreateProviderUser } from './link-user.ts';
import { readProviderProfile } from './profile.ts';
import { sealProviderValues } from './provider-values-at-rest.ts';
import { callbackUrl, resolveProvider } from './providers/resolve.ts';
import { stateMatchesCookie } from './state-cookie.ts';

/**
 * Finishes a sign-in when the provider sends the browser back, and answers where the browser goes
 * next. The state must be one this server handed out, unused and unexpired (else the request is
 * refused outright: nothing says where it came from). Past that point every outcome is a redirect:
 * to the login or signup URL with a single-use token, or to the login URL with the error.
 * The browser must also carry the state cookie its start set (RFC 9700 §4.7): a callback URL an
 * attacker got for their own sign-in and handed to a victim arrives without it and is refused,
 * leaving the attacker's state unused.
 * @param params the callback's query (GET) or form body (POST, Apple's form_post).
 * @param boundState the state cookie's value (state-cookie.ts), or null when the browser sent none.
 * @param locale the browser's language (its Accept-Language), for the error's message.
 * @throws ApiError oauth_state_mismatch
 */
export async function finishOAuth(
  deps: AppDeps,
  params: URLSearchParams,
  boundState: string | null,
  locale = 'en',
): Promise<string> {
  const state = params.get('state');
  const record = state ? await findOAuthState(deps.db, hashSecret(state)) : null;
  const now = deps.clock.now();
  if (!state || !record || record.usedAt !== null || record.expiresAt <= now) {
    throw new ApiError('oauth_state_mismatch');
  }
  if (!stateMatchesCookie(state, boundState)) {
    throw new ApiError('oauth_state_mismatch', 'This sign-in was started in another browser. Start it again here.');
  }
  if (!(await consumeOAuthState(deps.db, record.stateId, now))) throw new ApiError('oauth_state_mismatch');

  const providerError = params.get('error');
  if (providerError) {
    // The provider's own words stay in the server log: the host page gets the catalogue's.
    deps.log(`oauth callback (${record.providerType}) refused by the provider: ${describeProviderError(params)}`);
    const type = providerError === 'access_denied' ? 'oauth_access_denied' : 'oauth_provider_error';
    return withOAuthError(record.loginRedirectUrl, type, locale);
  }
  try {
    return await exchangeAndSignIn(deps, record, params, state);
  } catch (error) {
    deps.log(`oauth callback (${record.providerType}) failed: ${describe(error)}`);
    const type = error instanceof ApiError ? error.type : 'oauth_provider_error';
    return withOAuthError(record.loginRedirectUrl, type, locale);
  }
}

async function exchangeAndSignIn(
  deps: AppDeps,
  record: OAuthStateRecord,
  params: URLSearchParams,
  state: string,
): Promise<string> {
  const project = await findProjectById(deps.db, deps.clock, record.projectId);
  if (!project) throw new ApiError('oauth_state_mismatch');
  const provider = await resolveProvider(deps, project, record.providerType);
  // The redirect_uri sent to the token endpoint must be the one the authorization request named.
  const currentUrl = new URL(callbackUrl(deps));
  for (const [name, value] of params) currentUrl.searchParams.append(name, value);
  const tokenParams: Record<string, string> = provider.definition.clientIdParam
    ? { [provider.definition.clientIdParam]: provider.clientId }
    : {};
  const tokens = await client.authorizationCodeGrant(
    provider.config,
    currentUrl,
    {
      expectedState: state,
      ...(provider.definition.pkce
        ? { pkceCodeVerifier: openCodeVerifier(deps, hashSecret(state), record.codeVerifier) }
        : {}),
      ...(provider.definition.oidc ? { expectedNonce: record.nonce } : {}),
    },
    tokenParams,
  );
  const profile = await readProviderProfile(provider, tokens);
  // A start with an oauth_attach_token links the account to the user it named (attach.ts).
  const attachUserId = await findOAuthAttachUser(deps.db, hashSecret(state));
  const user = attachUserId
    ? await linkToAttachUser(deps, { project, providerType: provider.type, profile, userId: attachUserId })
    : await findOrCreateProviderUser(deps, project, provider.type, profile);

  const token = `oauth-token-${generateSecret()}`;
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  await insertOAuthToken(deps.db, {
    project,
    userId: user.userId,
    providerType: provider.type,
    tokenHash,
    sealedProviderValues: sealProviderValues(deps, tokenHash, {
      access_token: tokens.access_token,
      id_token: tokens.id_token ?? null,
      refresh_token: tokens.refresh_token ?? null,
      scopes: tokens.scope ? tokens.scope.split(/[ ,]+/).filter(Boolean) : record.scopes,
    }),
    expiresAt: now + minutes(OAUTH_TOKEN_LIFETIME_MINUTES),
    createdAt: now,
    // The browser's challenge from the start: oauth.authenticate then needs its verifier.
    codeChallenge: record.codeChallenge,
  });
  return withToken(user.created ? record.signupRedirectUrl : record.loginRedirectUrl, 'oauth', token);
}

/** The provider's error code and description for the log: bounded, printable, nothing else from the query. */
function describeProviderError(params: URLSearchParams): string {
  const printable = (text: string | null, max: number) =>
    JSON.stringify((text ?? '').replace(/[^\x20-\x7e]/g, '?').slice(0, max));
  return `error=${printable(params.get('error'), 64)} error_description=${printable(params.get('error_description'), 300)}`;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
}

/**
 * The redirect URL carrying a failed sign-in: `stytch_token_type=oauth` and the catalogue's
 * `error_type` and message in `locale` (the provider's own words stay in the server log).
 */
function withOAuthError(redirectUrl: string, type: ErrorType, locale: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, 'oauth');
  url.searchParams.set('error_type', type);
  url.searchParams.set('error_message', errorMessage(type, locale));
  return url.href;
}
