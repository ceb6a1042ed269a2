import {
  AuthenticateResponse,
  OkResponse,
  SessionDurationMinutes,
  SessionsAuthenticateResponse,
  SessionsListQuery,
  SessionsListResponse,
  SessionsRevokeAllRequest,
  SessionsRevokeAllResponse,
  SessionsRevokeRequest,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { migrateSession } from './migrate.ts';
import { authenticateSession, listUserSessions, revokeAllUserSessions, revokeSession } from './service.ts';

/** The host backend names the session in the body: it has no session of its own. */
const BackendSessionsAuthenticateRequest = z
  .object({
    session_token: z.string().max(256).optional(),
    session_jwt: z.string().max(4096).optional(),
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'BackendSessionsAuthenticateRequest' });

const authenticate = backendRoute('sessionsAuthenticate', {
  tag: 'Backend: sessions',
  summary:
    'Checks a session for a host backend by session_token or session_jwt, optionally extending it, and answers the user, the session and a fresh JWT',
  body: BackendSessionsAuthenticateRequest,
  response: SessionsAuthenticateResponse,
  errors: ['unauthorized_credentials', 'missing_session', 'session_not_found', 'invalid_session_jwt', 'bad_request'],
});

const revoke = backendRoute('sessionsRevoke', {
  tag: 'Backend: sessions',
  summary: 'Revokes a session named by session_id, session_token or session_jwt',
  body: SessionsRevokeRequest,
  response: OkResponse,
  errors: ['unauthorized_credentials', 'missing_session', 'session_not_found', 'invalid_session_jwt', 'bad_request'],
});

const listRoute = backendRoute('sessionsList', {
  method: 'get',
  tag: 'Backend: sessions',
  summary:
    "Lists a user's live sessions, most recently used first, each with the address and User-Agent it was started from",
  response: SessionsListResponse,
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});
// The route helper has no query option; the list is the one backend call that takes its input there.
const list = { ...listRoute, request: { ...listRoute.request, query: SessionsListQuery } };

const revokeAll = backendRoute('sessionsRevokeAll', {
  tag: 'Backend: sessions',
  summary:
    'Revokes every live session of a user at once (sign out everywhere); answers the ids revoked. Not in Stytch’s API.',
  body: SessionsRevokeAllRequest,
  response: SessionsRevokeAllResponse,
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});

const migrate = backendRoute('sessionsMigrate', {
  tag: 'Backend: sessions',
  summary:
    "Moves a session from another OpenID issuer: its token at the project's session_migration.userinfo_url names the email of the user who gets a session",
  body: z
    .object({ session_token: z.string().min(1).max(4096), session_duration_minutes: SessionDurationMinutes.optional() })
    .meta({ id: 'BackendSessionsMigrateRequest' }),
  response: AuthenticateResponse.meta({ id: 'BackendSessionsMigrateResponse' }),
  errors: ['unauthorized_credentials', 'session_not_found', 'user_not_found', 'internal_server_error', 'bad_request'],
});

/** Backend routes of sessions: a host server checking and ending its users' sessions. */
export function backendSessionRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      const result = await authenticateSession(deps, {
        project: c.get('project'),
        sessionToken: body.session_token ?? null,
        sessionJwt: body.session_token ? null : (body.session_jwt ?? null),
        durationMinutes: body.session_duration_minutes,
      });
      return ok(c, result);
    })
    .openapi(migrate, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await migrateSession(deps, {
        project: c.get('project'),
        sessionToken: body.session_token,
        durationMinutes: body.session_duration_minutes,
      });
      return ok(c, signedIn);
    })
    .openapi(list, async (c) => {
      const { user_id } = c.req.valid('query');
      return ok(c, { sessions: await listUserSessions(deps, { project: c.get('project'), userId: user_id }) });
    })
    .openapi(revokeAll, async (c) => {
      const { user_id } = c.req.valid('json');
      const ids = await revokeAllUserSessions(deps, { project: c.get('project'), userId: user_id });
      return ok(c, { revoked_session_ids: ids });
    })
    .openapi(revoke, async (c) => {
      const body = c.req.valid('json');
      await revokeSession(deps, {
        project: c.get('project'),
        sessionId: body.session_id ?? null,
        sessionToken: body.session_token ?? null,
        sessionJwt: body.session_jwt ?? null,
      });
      return ok(c);
    });
}
