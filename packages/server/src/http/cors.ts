import type { MiddlewareHandler } from 'hono';

/**
 * CORS for the SDK API. Every origin gets CORS headers, including unauthorized ones: the origin
 * check itself happens per project in sdkAuth, and its 403 must be readable so the widget can tell
 * the developer what to fix. No cookies cross origins (the session travels in Authorization).
 */
export function sdkCors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      if (!origin) return c.body(null, 204);
      const stytch = /\bx-sdk-client\b/i.test(c.req.header('access-control-request-headers') ?? '');
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': stytch ? STYTCH_SDK_HEADERS : 'Authorization, Content-Type',
        ...(stytch ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin', { append: true });
      // Stytch's browser SDK fetches with credentials: 'include'; Foyer sets no cookies on its own
      // origin, so this lets the page read the answer and carries nothing.
      if (c.req.header('x-sdk-client')) c.header('Access-Control-Allow-Credentials', 'true');
    }
  };
}

/** What Stytch's browser SDK (@stytch/vanilla-js) sends besides Foyer's two headers. */
const STYTCH_SDK_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host';
