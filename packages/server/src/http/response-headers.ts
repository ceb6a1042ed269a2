import type { Context } from 'hono';

/**
 * The answer's headers, to set after `next()`, or null when Node answered directly (the development
 * identity provider writes to the Node response itself). Use this, not `c.header()`: once the answer
 * exists Hono's `c.header()` rebuilds it as a full WHATWG Response, which cost every SDK call a
 * Response and its body stream (issue 29's profile). A response whose headers are immutable (one
 * `fetch` made) is copied once into a fresh one.
 */
export function writableHeaders(c: Context): Headers | null {
  if (c.res.headers.has('x-hono-already-sent')) return null;
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
