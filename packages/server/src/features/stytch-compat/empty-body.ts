import type { MiddlewareHandler } from 'hono';
import { isStytchSdkCall } from './stytch-sdk.ts';

/**
 * Stytch's browser SDK POSTs some calls (session.revoke) with a JSON content type and no body at
 * all: for its calls only, an empty POST body reads as `{}`. Foyer's own SDK always sends a body,
 * and an empty one from any other caller stays a 400.
 */
export const readEmptyBodyAsObject: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && isStytchSdkCall(c) && (await c.req.text()) === '') {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-length', '2');
    c.req.raw = new Request(c.req.url, { method: 'POST', headers, body: '{}' });
    // The app's input checks (http/malformed-input.ts) read and cached the empty text; drop the
    // cache so the route's validator parses the new body.
    c.req.bodyCache = {};
  }
  await next();
};
