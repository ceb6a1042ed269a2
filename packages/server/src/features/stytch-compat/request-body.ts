import type { Context } from 'hono';

/**
 * Replaces the JSON body of a POST the route has yet to read. The app's input checks
 * (http/malformed-input.ts) or the caller read and cached the old text: the cache is dropped so the
 * route's validator parses the new body.
 */
export function replaceJsonBody(c: Context, text: string): void {
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-length', String(new TextEncoder().encode(text).length));
  c.req.raw = new Request(c.req.url, { method: 'POST', headers, body: text });
  c.req.bodyCache = {};
}
