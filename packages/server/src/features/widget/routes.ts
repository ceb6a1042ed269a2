import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';

// Vite names chunks `<name>-<hash>.js`: their content never changes under a name.
const HASHED_CHUNK = /-[\w-]{8,}\.js(\.map)?$/;

/**
 * GET /widget/* in every mode: the standalone widget bundle a host page imports from this server
 * (`import { mountLogin } from 'https://auth.example.com/widget/foyer.js'`). Public and without
 * credentials, so any origin may load it (`Access-Control-Allow-Origin: *`, and
 * `Cross-Origin-Resource-Policy: cross-origin` for pages that isolate themselves). Hashed chunks are
 * cached for a year; `foyer.js` keeps its name across versions, so it is cached five minutes and
 * revalidated by ETag, and a server upgrade reaches every page within minutes.
 * @param folder the bundle's folder (features/widget/bundle-folder.ts); no routes when null.
 */
export function widgetRoutes(folder: string | null) {
  const app = new Hono();
  if (!folder) return app;
  const files = serveStatic({ root: folder, rewriteRequestPath: (path) => path.replace(/^\/widget/, '') });
  app.get('/widget/*', etag(), async (c, next) => {
    const file = await files(c, async () => {});
    if (!file) return next();
    file.headers.set('Access-Control-Allow-Origin', '*');
    file.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    file.headers.set(
      'Cache-Control',
      HASHED_CHUNK.test(c.req.path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300, stale-while-revalidate=86400',
    );
    return file;
  });
  return app;
}
