import type { Context, MiddlewareHandler } from 'hono';

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

/** The response's headers, copied into a fresh response if they are immutable; null when Node answered directly. */
function writableHeaders(c: Context): Headers | null {
  // The development identity provider writes to the Node response itself and sets these there.
  if (c.res.headers.has('x-hono-already-sent')) return null;
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
