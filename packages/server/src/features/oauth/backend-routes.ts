import { OAuthAuthenticateRequest, OAuthAuthenticateResponse, PresentedSessionFields } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticateOAuthToken } from './authenticate.ts';

/** A session named here gets the provider's factor added; the verifier is relayed from the page. */
const AuthenticateRequest = OAuthAuthenticateRequest.extend(PresentedSessionFields).meta({
  id: 'BackendOAuthAuthenticateRequest',
});

const authenticate = backendRoute('oauthAuthenticate', {
  tag: 'Backend: OAuth',
  summary:
    "Exchanges the single-use token an OAuth redirect carries for a session; answers the provider's access and ID tokens this once",
  body: AuthenticateRequest,
  response: OAuthAuthenticateResponse.extend({ reset_sessions: z.boolean() }).meta({
    id: 'BackendOAuthAuthenticateResponse',
  }),
  errors: [
    'unauthorized_credentials',
    'oauth_token_not_found',
    'oauth_token_expired',
    'oauth_token_already_used',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'bad_request',
  ],
});

/** The backend's oauth.authenticate in Stytch's shape, on the widget's token exchange. */
export function backendOAuthRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(authenticate, async (c) => {
    const body = c.req.valid('json');
    const signedIn = await authenticateOAuthToken(deps, {
      client: UNKNOWN_SIGN_IN_CLIENT,
      presented: presentedByBackend(body),
      project: c.get('project'),
      token: body.token,
      durationMinutes: body.session_duration_minutes,
      codeVerifier: body.code_verifier,
    });
    return ok(c, { ...signedIn, reset_sessions: false });
  });
}
