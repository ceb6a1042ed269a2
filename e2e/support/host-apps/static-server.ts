import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A host's static web server: what a host app is served by, on an origin of its own. */
export interface StaticSite {
  /** `http://127.0.0.1:PORT`: another origin than the Foyer server's `http://localhost:PORT`. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 (a free port): files by path, `/` as index.html, and any other path
 * without an extension as index.html too (a single-page app's routes). Nothing outside `dir`.
 */
export async function serveStatic(dir: string): Promise<StaticSite> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const file = path === '/' || extname(path) === '' ? 'index.html' : path;
    try {
      const body = await readFile(join(dir, file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
