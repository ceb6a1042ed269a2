import { BACKEND_PATHS, BACKEND_PREFIX, JWKS_PATH, SDK_PATHS, SDK_PREFIX } from '@foyer/protocol/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { escapeHtml } from './render-html.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is asserted on as JSON
type Doc = Record<string, any>;

/** Every route this feature set registers, as the document must list it. */
const EXPECTED = [
  ['get', `${SDK_PREFIX}/projects/bootstrap/{public_token}`],
  ['post', `${SDK_PREFIX}${SDK_PATHS.sessionsAuthenticate}`],
  ['post', `${SDK_PREFIX}${SDK_PATHS.sessionsRevoke}`],
  ['get', `${SDK_PREFIX}${SDK_PATHS.usersMe}`],
  ['post', `${SDK_PREFIX}${SDK_PATHS.events}`],
  ['post', `${BACKEND_PREFIX}${BACKEND_PATHS.sessionsAuthenticate}`],
  ['post', `${BACKEND_PREFIX}${BACKEND_PATHS.sessionsRevoke}`],
  ['get', `${BACKEND_PREFIX}/users/{user_id}`],
  ['get', JWKS_PATH],
] as const;

const isJsonApiPath = (path: string) =>
  path.startsWith(`${SDK_PREFIX}/`) || (path.startsWith(`${BACKEND_PREFIX}/`) && !path.startsWith('/v1/public/'));

describe('API documentation', () => {
  let t: TestContext;
  let doc: Doc;
  beforeEach(async () => {
    t = await createTestContext();
    const res = await t.app.request('/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  afterEach(() => t.close());

  describe('GET /openapi.json', () => {
    it('is an OpenAPI 3.1 document titled Foyer API', () => {
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('Foyer API');
      expect(doc.servers).toEqual([{ url: 'https://auth.host.example' }]);
    });

    it('lists every SDK and backend route, and the JWKS', () => {
      for (const [method, path] of EXPECTED) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    });

    // The JSON APIs: SDK and backend. Browser navigations (/v1/public/…) and /dev pages are not API calls.
    it('lists every SDK and backend JSON route the app actually serves', () => {
      const documented = new Set(
        Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
          Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
        ),
      );
      const served = t.app.routes
        .filter((r) => r.method !== 'ALL' && isJsonApiPath(r.path))
        .map((r) => `${r.method} ${r.path}`);
      expect(served.length).toBeGreaterThanOrEqual(EXPECTED.length - 1); // all but the root JWKS
      for (const route of served) expect(documented, route).toContain(route);
    });

    it('declares both Basic-auth schemes and which routes need which', () => {
      expect(doc.components.securitySchemes).toMatchObject({
        publicToken: { type: 'http', scheme: 'basic' },
        projectSecret: { type: 'http', scheme: 'basic' },
      });
      expect(doc.paths[`${SDK_PREFIX}/sessions/authenticate`].post.security).toEqual([{ publicToken: [] }]);
      expect(doc.paths[`${BACKEND_PREFIX}/sessions/authenticate`].post.security).toEqual([{ projectSecret: [] }]);
      expect(doc.paths[JWKS_PATH].get.security).toEqual([]);
      expect(doc.paths[`${SDK_PREFIX}/projects/bootstrap/{public_token}`].get.security).toEqual([]);
    });

    it('describes request bodies from the shared schemas, and the error types each route answers', () => {
      const op = doc.paths[`${SDK_PREFIX}/sessions/authenticate`].post;
      expect(op.requestBody.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/SessionsAuthenticateRequest',
      });
      expect(doc.components.schemas.SessionsAuthenticateRequest.properties).toHaveProperty('session_duration_minutes');
      expect(op['x-error-types']).toContain('session_not_found');
    });

    it('describes a passkey credential as WebAuthn’s JSON (SimpleWebAuthn’s shape), not as any object', () => {
      const request = doc.components.schemas.WebauthnAuthenticateRequest.properties.public_key_credential;
      expect(request).toEqual({ $ref: '#/components/schemas/AuthenticationResponseJSON' });
      const credential = doc.components.schemas.AuthenticationResponseJSON;
      expect(credential.required).toEqual(['id', 'rawId', 'response', 'type']);
      expect(credential.properties.response.required).toEqual(['clientDataJSON', 'authenticatorData', 'signature']);
      const options = doc.components.schemas.PublicKeyCredentialCreationOptionsJSON;
      expect(options.required).toEqual(['rp', 'user', 'challenge', 'pubKeyCredParams']);
    });
  });

  describe('GET /docs', () => {
    it('renders a readable HTML reference, grouped by tag, without scripts', async () => {
      const res = await t.app.request('/docs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<title>Foyer API reference</title>');
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/https?:\/\/(?!auth\.host\.example)[^"'\s]*\.(js|css)/);
      for (const tag of ['Sessions', 'Users', 'Events', 'Backend: sessions', 'Backend: users', 'Keys']) {
        expect(html).toContain(`>${escapeHtml(tag)}</h2>`);
      }
    });

    it('shows each operation’s method, path, summary, request fields and error types', async () => {
      const html = await (await t.app.request('/docs')).text();
      for (const [method, path] of EXPECTED) {
        expect(html).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`);
      }
      const sessionOp = html.slice(html.indexOf(`<code>${SDK_PREFIX}/sessions/authenticate</code>`));
      const article = sessionOp.slice(0, sessionOp.indexOf('</article>'));
      expect(article).toContain('<code>session_duration_minutes</code>');
      expect(article).toContain('<code>session_not_found</code>');
      expect(article).toContain('The session is unknown, expired or revoked.');
      expect(article).toContain('Credentials: <code>publicToken</code>');
    });
  });
});
