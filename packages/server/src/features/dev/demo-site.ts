import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../../config/env.ts';
import { demoPageCsp } from './demo-csp.ts';

/** Paths that belong to the server, never to the demo site (not even its SPA fallback). */
const SERVER_PATHS = ['/sdk', '/v1', '/dev', '/.well-known', '/openapi.json', '/docs'];

// Vite names built assets `assets/<name>-<hash>.<ext>`: their content never changes under a name.
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.[a-z0-9]+$/i;

/**
 * The demo host site (apps/demo/dist), served in development mode when it has been built: files as
 * they are, and index.html for any other page path so the demo's client-side routes load on a
 * reload. A missing path that looks like a file (`/x.js`) gets a 404, not the page.
 * @returns the handler, or null when there is nothing to serve.
 */
export function demoSite(
  config: Pick<ServerConfig, 'mode' | 'demoDir'> & Partial<Pick<ServerConfig, 'projects'>>,
): MiddlewareHandler | null {
  const root = config.demoDir;
  if (config.mode !== 'development' || !root || !existsSync(join(root, 'index.html'))) return null;
  const files = serveStatic({ root });
  const indexPage = serveStatic({ root, path: 'index.html' });
  const nothing = async () => {};

  return async (c, next) => {
    const path = c.req.path;
    if (SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return next();

    const file = await files(c, nothing);
    if (file) {
      file.headers.set('Cache-Control', cacheControlFor(path));
      // The widget bundle is imported as a module script by host pages on other origins.
      if (path.startsWith('/widget/')) file.headers.set('Access-Control-Allow-Origin', '*');
      return withPagePolicy(file, config.projects ?? []);
    }
    if (/\.[a-z0-9]+$/i.test(path)) return next();
    const page = await indexPage(c, nothing);
    if (!page) return next();
    page.headers.set('Cache-Control', 'no-cache');
    return withPagePolicy(page, config.projects ?? []);
  };
}

/**
 * An HTML page gets its Content-Security-Policy, and `Referrer-Policy: strict-origin`: the demo's
 * landing pages carry sign-in tokens in their URL, which must not leak to what they load, yet
 * Google One Tap needs to see the page's origin.
 */
async function withPagePolicy(response: Response, projects: ServerConfig['projects']): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const page = new Response(html, response);
  page.headers.set('Content-Security-Policy', demoPageCsp(html, projects));
  page.headers.set('Referrer-Policy', 'strict-origin');
  return page;
}

/** Hashed assets are cached for a year; everything else (index.html above all) is revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
