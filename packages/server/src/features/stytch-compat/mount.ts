import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { sdkRoutePattern } from '../../http/route.ts';
import { stytchAnswerShapes } from './answer-shapes.ts';
import { stytchBootstrapExtras } from './bootstrap-extras.ts';
import { stytchCorsCredentials } from './cors-credentials.ts';
import { readCredentialString } from './credential-string.ts';
import { readEmptyBodyAsObject } from './empty-body.ts';
import { stytchEnvelope } from './envelope.ts';
import { discardStytchTelemetry } from './telemetry-batch.ts';

/**
 * Everything only Stytch's browser SDK needs, on the SDK sub-app, before its general middleware
 * (CORS, sdkAuth): call this first. Each piece that belongs to one route is mounted on that
 * route's key in the route table; the rest looks only at Stytch's own header (stytch-sdk.ts).
 * Outermost first, as Hono runs them: credentials wrap CORS's answer; the envelope wraps every
 * answer, bootstrap's after its extras are in.
 */
export function mountStytchCompat(sdk: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  sdk.use('*', stytchCorsCredentials, stytchEnvelope, readEmptyBodyAsObject);
  sdk.use(sdkRoutePattern('bootstrap'), stytchBootstrapExtras);
  sdk.use(sdkRoutePattern('events'), discardStytchTelemetry(deps));
  for (const [pattern, reshape] of stytchAnswerShapes()) sdk.use(pattern, reshape);
  for (const key of ['webauthnRegister', 'webauthnAuthenticate'] as const) {
    sdk.use(sdkRoutePattern(key), readCredentialString);
  }
}
