import {
  OkResponse,
  SessionsAuthenticateRequest,
  SessionsAuthenticateResponse,
  SessionsRevokeRequest,
} from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { authenticateSession, revokeSession } from './service.ts';

const authenticate = sdkRoute('sessionsAuthenticate', {
  tag: 'Sessions',
  summary:
    'Checks the caller’s session (token from the body or the Authorization header, or a session JWT), extends it by session_duration_minutes, and answers a fresh JWT',
  body: SessionsAuthenticateRequest,
  response: SessionsAuthenticateResponse,
  errors: ['missing_session', 'session_not_found', 'invalid_session_jwt', 'bad_request'],
});

const revoke = sdkRoute('sessionsRevoke', {
  tag: 'Sessions',
  summary: 'Signs the caller out: revokes the session its token (Authorization header or body) or JWT names',
  body: SessionsRevokeRequest,
  response: OkResponse,
  errors: ['missing_session', 'session_not_found', 'invalid_session_jwt', 'bad_request'],
});

/** SDK routes of sessions: the browser refreshing and ending its own session. */
export function sdkSessionRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      // A token in the body wins over the header; the JWT is the fallback for JWT-only clients.
      const sessionToken = body.session_token ?? c.get('sessionToken');
      const result = await authenticateSession(deps, {
        project: c.get('project'),
        sessionToken,
        sessionJwt: sessionToken ? null : (body.session_jwt ?? null),
        durationMinutes: body.session_duration_minutes,
      });
      return ok(c, result);
    })
    .openapi(revoke, async (c) => {
      const body = c.req.valid('json');
      // Session ids are not secrets: a page holding only the public token must not end other
      // people's sessions by id. Host backends revoke by id through /v1/sessions/revoke.
      if (body.session_id) {
        throw new ApiError(
          'bad_request',
          'The SDK revokes the caller’s own session; revoke by session_id from your backend.',
        );
      }
      const sessionToken = body.session_token ?? c.get('sessionToken');
      if (!sessionToken && !body.session_jwt) throw new ApiError('missing_session');
      await revokeSession(deps, {
        project: c.get('project'),
        sessionToken,
        sessionJwt: sessionToken ? null : (body.session_jwt ?? null),
      });
      return ok(c);
    });
}
