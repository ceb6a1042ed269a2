import { MfaPendingRequest, MfaPendingResponse } from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { describeIntermediateSession } from './intermediate-sessions.ts';

const pending = sdkRoute('mfaPending', {
  tag: 'Multi-factor authentication',
  summary:
    'A sign-in waiting for its second factor, read again by its intermediate token (the widget after a reload): the user and which second factors may finish it; does not spend the token',
  body: MfaPendingRequest,
  response: MfaPendingResponse,
  errors: ['intermediate_session_not_found', 'bad_request'],
});

/** SDK routes of MFA itself (the factors' own routes live with each factor). */
export function mfaRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(pending, async (c) => {
    const { intermediate_session_token } = c.req.valid('json');
    return ok(
      c,
      await describeIntermediateSession(deps, {
        project: c.get('project'),
        intermediateSessionToken: intermediate_session_token,
      }),
    );
  });
}
