import type { MiddlewareHandler } from 'hono';
import { writableHeaders } from './response-headers.ts';

/** Path prefixes whose answers carry tokens, secrets or user data: never stored by any cache. */
const NO_STORE_PREFIXES = ['/sdk/v1/', '/v1/', '/admin/v1/', '/dev/', '/metrics'];

/**
 * Headers every response gets, set once here rather than per route: `X-Content-Type-Options:
 * nosniff`; `Referrer-Policy: no-referrer` unless the page chose its own (a URL here may carry a
 * token or an OAuth code); and `Cache-Control: no-store` on the API and development answers unless
 * the route chose a policy (the public key set is cacheable).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = writableHeaders(c);
  if (!headers) return;
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'no-referrer');
  const path = c.req.path;
  if (!headers.has('Cache-Control') && NO_STORE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    headers.set('Cache-Control', 'no-store');
  }
};
