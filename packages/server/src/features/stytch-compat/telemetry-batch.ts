import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { someProjectAuthorizes } from '../../store/project-origins.ts';

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Stytch's browser SDK posts its own telemetry to the events route every 800 ms while it has any: a
 * JSON array of `{ telemetry, event }`, with no Authorization header (Foyer's SDK sends
 * `{ events: [...] }`, authorized). Mounted on that route before sdkAuth: an array is accepted and
 * discarded with 200, as Stytch does, instead of a 401 in the page's console. Bounded by the app's
 * 64 KB body limit and admitted per client like every request (http/admission.ts); it stores
 * nothing. Its answer is readable by an origin some project authorizes, the rule the preflight
 * before it follows (http/cors.ts): the batch carries no credentials naming its project.
 */
export function discardStytchTelemetry(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return next();
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!Array.isArray(body)) return next();
    const origin = c.req.header('origin');
    c.header('Vary', 'Origin');
    if (origin && origin !== 'null' && (await someProjectAuthorizes(deps.db, deps.clock, origin, deps.config.mode))) {
      c.header('Access-Control-Allow-Origin', origin);
    }
    return ok(c);
  };
}
