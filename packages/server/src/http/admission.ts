import type { MiddlewareHandler } from 'hono';
import { type AdmissionSettings, DEFAULT_ADMISSION_SETTINGS } from '../config/admission-settings.ts';
import { buildProxyList } from '../config/proxy-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import { rateLimitRefusals } from '../metrics/registry.ts';
import { clientAddress, clientLimitKey } from '../security/client-address.ts';
import { createClientBudget } from '../security/client-budget.ts';
import { retryAfterHeader } from '../security/rate-limit.ts';
import type { AppEnv } from './env.ts';

/** Load balancers' probes are never refused. */
const EXEMPT_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Cheap refusal and fair admission, before authentication, body parsing, validation or any database
 * statement: a client past its in-memory budget (security/client-budget.ts) gets the same
 * 429 too_many_requests with Retry-After the database limits give, for a map lookup. A flood that
 * each paid for authentication, validation and a database write before its 429 slowed a bystander's
 * session check 8×. Requests without a socket (in-process calls) are not counted.
 */
export function admission(options: {
  settings?: AdmissionSettings | undefined;
  trustedProxies?: readonly string[] | undefined;
  now: () => number;
}): MiddlewareHandler<AppEnv> {
  const budget = createClientBudget(options.settings ?? DEFAULT_ADMISSION_SETTINGS, options.now);
  const trusted = buildProxyList(options.trustedProxies ?? []);
  return async (c, next) => {
    const address = EXEMPT_PATHS.has(c.req.path) ? null : clientAddress(c, trusted);
    if (!address) return next();
    const verdict = budget.admit(clientLimitKey(address));
    if (!verdict.admitted) {
      rateLimitRefusals.inc({ limit: 'admission' });
      throw new ApiError('too_many_requests', undefined, { headers: retryAfterHeader(verdict.retryAfterSeconds) });
    }
    try {
      await next();
    } finally {
      verdict.done();
    }
  };
}
