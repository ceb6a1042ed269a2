import type {
  GoogleOneTapConfigResponseBody,
  GoogleOneTapResponseBody,
  OAuthAuthenticateResponseBody,
} from '@foyer/protocol';
import { oauthStartPath, SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postWithVerifier } from '../context.ts';
import type { OAuthApi, OAuthStartOptions } from '../types.ts';

/**
 * The URL that starts an OAuth sign-in: `{baseUrl}/v1/public/oauth/{provider}/start` with
 * `public_token`, the redirect URLs, `custom_scopes` space-joined, and `provider_params` as one
 * JSON-encoded parameter. Provider names are lower-cased (the widget config spells them 'Google').
 */
export function oauthStartUrl(
  baseUrl: string,
  publicToken: string,
  provider: string,
  options: OAuthStartOptions & { code_challenge?: string } = {},
): string {
  const query = new URLSearchParams({ public_token: publicToken });
  if (options.code_challenge) query.set('code_challenge', options.code_challenge);
  if (options.login_redirect_url) query.set('login_redirect_url', options.login_redirect_url);
  if (options.signup_redirect_url) query.set('signup_redirect_url', options.signup_redirect_url);
  if (options.custom_scopes?.length) query.set('custom_scopes', options.custom_scopes.join(' '));
  if (options.provider_params && Object.keys(options.provider_params).length > 0) {
    query.set('provider_params', JSON.stringify(options.provider_params));
  }
  return `${baseUrl}${oauthStartPath(provider.toLowerCase())}?${query}`;
}

/**
 * OAuth: navigate to the provider through the server, then exchange the returned token. The start
 * URL carries this browser's PKCE challenge (the server also binds the callback to the browser with
 * a cookie); authenticate sends the verifier. One Tap uses the same challenge as Google's nonce.
 */
export function createOAuthApi(context: ClientContext, navigate: (url: string) => void): OAuthApi {
  const startUrl = async (provider: string, options?: OAuthStartOptions) =>
    oauthStartUrl(context.baseUrl, context.publicToken, provider, {
      ...options,
      code_challenge: await context.pkce.challenge('oauth'),
    });
  return {
    startUrl,
    start: async (provider, options) => navigate(await startUrl(provider, options)),
    authenticate: (token, options, call) =>
      postWithVerifier<OAuthAuthenticateResponseBody>(
        context,
        SDK_PATHS.oauthAuthenticate,
        { token, session_duration_minutes: options.session_duration_minutes },
        ['oauth'],
        call,
      ),
    googleOneTapNonce: () => context.pkce.challenge('oauth'),
    googleOneTapConfig: (call) =>
      context.http.request<GoogleOneTapConfigResponseBody>('GET', SDK_PATHS.oauthGoogleOneTapConfig, call),
    googleOneTap: async (credential, options = {}, call = {}) =>
      context.http.request<GoogleOneTapResponseBody>('POST', SDK_PATHS.oauthGoogleOneTap, {
        ...call,
        body: { credential, ...options, code_challenge: await context.pkce.challenge('oauth') },
      }),
  };
}
