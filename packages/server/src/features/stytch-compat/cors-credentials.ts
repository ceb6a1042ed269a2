import type { MiddlewareHandler } from 'hono';
import { isStytchSdkCall, isStytchSdkPreflight, STYTCH_SDK_HEADERS } from './stytch-sdk.ts';

/**
 * Stytch's browser SDK fetches with `credentials: 'include'` and its own headers. Wraps the SDK
 * API's CORS (http/cors.ts), which decides whether the origin may read the answer at all: where it
 * allowed the origin, a Stytch call also gets credentials allowed, and its preflight also allows
 * Stytch's headers. Foyer sets no cookies on its own origin, so credentials carry nothing.
 */
export const stytchCorsCredentials: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('access-control-allow-origin')) return;
  if (isStytchSdkPreflight(c)) {
    c.header('Access-Control-Allow-Headers', STYTCH_SDK_HEADERS);
    c.header('Access-Control-Allow-Credentials', 'true');
  } else if (isStytchSdkCall(c)) {
    c.header('Access-Control-Allow-Credentials', 'true');
  }
};
