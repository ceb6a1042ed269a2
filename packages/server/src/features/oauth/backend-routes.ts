import { OAuthAuthenticateRequest, OAuthAuthenticateResponse, PresentedSessionFields } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { createAttachToken } from './attach.ts';
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

const attach = backendRoute('oauthAttach', {
  tag: 'Backend: OAuth',
  summary:
    'Makes a single-use oauth_attach_token: the next OAuth start carrying it links the provider account to the user named (user_id or a session)',
  body: z
    .object({
      provider: z.string().min(1).max(64),
      user_id: z.string().max(128).optional(),
      session_token: PresentedSessionFields.session_token,
      session_jwt: PresentedSessionFields.session_jwt,
    })
    .meta({ id: 'BackendOAuthAttachRequest' }),
  response: z
    .object({ status_code: z.number().int(), request_id: z.string(), oauth_attach_token: z.string() })
    .meta({ id: 'BackendOAuthAttachResponse' }),
  errors: [
    'unauthorized_credentials',
    'oauth_provider_not_configured',
    'user_not_found',
    'missing_session',
    'session_not_found',
    'unverified_account',
    'bad_request',
  ],
});

/** The backend's oauth.authenticate and oauth.attach in Stytch's shape, on the widget's OAuth code. */
export function backendOAuthRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(attach, async (c) => {
      const body = c.req.valid('json');
      const token = await createAttachToken(deps, {
        project: c.get('project'),
        provider: body.provider,
        userId: body.user_id,
        sessionToken: body.session_token,
        sessionJwt: body.session_jwt,
      });
      return ok(c, { oauth_attach_token: token });
    })
    .openapi(authenticate, async (c) => {
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
