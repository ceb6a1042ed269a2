import {
  GoogleOneTapConfigResponse,
  GoogleOneTapRequest,
  GoogleOneTapResponse,
  OAuthAuthenticateRequest,
  OAuthAuthenticateResponse,
} from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { authenticateOAuthToken } from './authenticate.ts';
import { oneTapConfig, submitOneTap } from './one-tap.ts';

const authenticateRoute = sdkRoute('oauthAuthenticate', {
  tag: 'OAuth',
  summary:
    'Exchange the single-use token an OAuth redirect carries for a session; answers the provider’s access and ID tokens this once',
  body: OAuthAuthenticateRequest,
  response: OAuthAuthenticateResponse,
  errors: [
    'oauth_token_not_found',
    'oauth_token_expired',
    'oauth_token_already_used',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'bad_request',
  ],
});

const oneTapConfigRoute = sdkRoute('oauthGoogleOneTapConfig', {
  method: 'get',
  tag: 'OAuth',
  summary:
    'What the widget needs to show Google One Tap: the Google client id and script URL, or why One Tap cannot run',
  response: GoogleOneTapConfigResponse,
  errors: [],
});

const oneTapRoute = sdkRoute('oauthGoogleOneTap', {
  tag: 'OAuth',
  summary:
    'Verify a Google One Tap credential (ID token: signature, issuer, audience, expiry, verified email) and answer the redirect URL with a single-use oauth token',
  body: GoogleOneTapRequest,
  response: GoogleOneTapResponse,
  errors: [
    'invalid_id_token',
    'missing_pkce',
    'oauth_provider_not_configured',
    'redirect_url_not_allowed',
    'no_redirect_url_configured',
    'too_many_requests',
  ],
});

/** SDK routes of OAuth: the token exchange and Google One Tap. */
export function oauthSdkRoutes(deps: AppDeps) {
  const startLimit = (deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS).oauthStarts;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(authenticateRoute, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await authenticateOAuthToken(deps, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, body),
        project: c.get('project'),
        token: body.token,
        durationMinutes: body.session_duration_minutes,
        codeVerifier: body.code_verifier,
      });
      return ok(c, signedIn);
    })
    .openapi(oneTapConfigRoute, (c) => {
      const config = oneTapConfig(deps, c.get('project'));
      return ok(c, config);
    })
    .openapi(oneTapRoute, async (c) => {
      // A credential stays valid for an hour and each submission stores a token row: limited per
      // client like the OAuth starts it stands in for (one setting, its own count).
      await enforceClientLimit(deps, {
        scope: 'one-tap',
        clientAddress: clientAddress(c, trustedProxies),
        rule: startLimit,
        message: 'too_many_requests.signInStarts',
      });
      const body = c.req.valid('json');
      const redirectUrl = await submitOneTap(deps, {
        project: c.get('project'),
        credential: body.credential,
        loginRedirectUrl: body.login_redirect_url,
        signupRedirectUrl: body.signup_redirect_url,
        codeChallenge: body.code_challenge,
      });
      return ok(c, { redirect_url: redirectUrl });
    });
}
