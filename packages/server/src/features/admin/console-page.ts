import { type Context, Hono } from 'hono';
import { STATIC_PAGE_CSP } from '../../http/content-security-policy.ts';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Foyer console</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4ff}}</style></head>
<body><main><h1>The Foyer console arrives in a later release</h1>
<p>The admin API is ready now: see <a href="/admin/v1/openapi.json">/admin/v1/openapi.json</a>.
An invitation link stays valid for 24 hours from when it was made; until the console ships, an operator uses an
admin token from <code>foyer operators token</code>.</p></main></body></html>`;

/**
 * GET /console and below: a plain page saying the console's screens come later. The invitation link
 * lands here (its token in the fragment, which the server never receives).
 */
export function consolePage() {
  const app = new Hono();
  const answer = (c: Context) => {
    c.header('Content-Security-Policy', STATIC_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(PAGE);
  };
  app.get('/console', answer);
  app.get('/console/*', answer);
  return app;
}
