import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { CONSOLE_CSP, STATIC_PAGE_CSP } from '../../http/content-security-policy.ts';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Foyer console</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4ff}}</style></head>
<body><main><h1>The Foyer console is not built</h1>
<p>This server runs from source without the console's build: run <code>npm run build</code>. The admin API
answers meanwhile: see <a href="/admin/v1/openapi.json">/admin/v1/openapi.json</a>.</p></main></body></html>`;

/**
 * GET /console and below: the console's single page (features/admin/console-folder.ts), the same
 * index.html for every screen's path (the invitation's /console/invite#token=… included: the token
 * rides in the fragment, which the server never receives), and its hashed files under
 * /console/assets/, cached for a year. Without a build, a page saying how to build it.
 */
export function consolePage(folder: string | null) {
  const app = new Hono();
  const page = folder ? readFileSync(join(folder, 'index.html'), 'utf8') : NOT_BUILT;
  if (folder) {
    const files = serveStatic({ root: folder, rewriteRequestPath: (path) => path.replace(/^\/console/, '') });
    app.get('/console/assets/*', etag(), async (c) => {
      const file = await files(c, async () => {});
      if (!file) return c.text('Not found', 404);
      file.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return file;
    });
  }
  const answer = (c: Context) => {
    c.header('Content-Security-Policy', folder ? CONSOLE_CSP : STATIC_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    // The console is never framed: frame-ancestors above, and the header older browsers read.
    c.header('X-Frame-Options', 'DENY');
    return c.html(page);
  };
  app.get('/console', answer);
  app.get('/console/*', answer);
  return app;
}
