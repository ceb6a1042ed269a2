import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { STATIC_PAGE_CSP } from '../../http/content-security-policy.ts';
import type { AppEnv } from '../../http/env.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { renderApiReference } from './render-html.ts';

/**
 * Adds GET /openapi.json and GET /docs to the root app. Call it after every feature's routes are
 * mounted: the document is generated on first request from what is registered then, and kept, since
 * routes never change after start.
 */
export function registerDocsRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  let document: OpenApiDocument | null = null;
  let html: string | null = null;
  const currentDocument = () => {
    document ??= buildOpenApiDocument(app, { serverUrl: deps.config.publicUrl });
    return document;
  };
  app.get('/openapi.json', (c) => c.json(currentDocument()));
  app.get('/docs', (c) => {
    html ??= renderApiReference(currentDocument());
    c.header('Content-Security-Policy', STATIC_PAGE_CSP);
    return c.html(html);
  });
}
