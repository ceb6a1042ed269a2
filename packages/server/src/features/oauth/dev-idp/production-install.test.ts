import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../../../testing/test-context.ts';

// A production install (npm install --omit=dev) has no oidc-provider: importing it fails as Node does.
vi.mock('oidc-provider', () => {
  throw Object.assign(new Error("Cannot find package 'oidc-provider' imported from provider.js"), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
});
// The server's test files share modules (vitest isolate: false): an earlier file may have loaded
// dev-idp/provider.ts with the real oidc-provider, and this file's mock must not reach later ones.
beforeAll(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('oidc-provider');
  vi.resetModules();
});

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** What @foyer/server's users load: the library entry and the `foyer` command. */
const ENTRIES = ['index.ts', 'cli.ts'];

interface ModuleImports {
  /** Relative imports that load the module when the importer loads (type-only ones are erased). */
  eager: string[];
  lazy: string[];
  packages: string[];
}

function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const result: ModuleImports = { eager: [], lazy: [], packages: [] };
  const add = (specifier: string, lazy: boolean) => {
    if (!specifier.startsWith('.')) result.packages.push(`${specifier}${lazy ? ' (dynamic import)' : ''}`);
    else (lazy ? result.lazy : result.eager).push(resolve(dirname(file), specifier));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      add((node.moduleSpecifier as ts.StringLiteral).text, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      add((node.moduleSpecifier as ts.StringLiteral).text, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** Every module the entries load at start, and the dynamic imports found in them. */
function startGraph() {
  const loaded = new Set<string>();
  const lazy: string[] = [];
  const packages = new Set<string>();
  const queue = ENTRIES.map((entry) => join(SRC, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const imports = importsOf(file);
    queue.push(...imports.eager);
    for (const name of imports.packages) packages.add(name);
    for (const target of imports.lazy) lazy.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
  }
  return { loaded: [...loaded].map((file) => relative(SRC, file)), lazy, packages };
}

describe('the development identity provider in a production install', () => {
  let t: TestContext | null = null;
  let close: (() => void) | null = null;
  afterEach(async () => {
    close?.();
    await t?.close();
    t = null;
  });

  it('is never loaded at start: oidc-provider is reached only through dev-idp’s dynamic import', () => {
    const graph = startGraph();
    expect(graph.loaded).toContain('features/oauth/dev-idp/routes.ts');
    expect(graph.loaded).not.toContain('features/oauth/dev-idp/provider.ts');
    expect([...graph.packages].filter((name) => name.startsWith('oidc-provider'))).toEqual([]);
    expect(graph.lazy).toContain('features/oauth/dev-idp/routes.ts → features/oauth/dev-idp/provider.ts');
    expect(importsOf(join(SRC, 'features/oauth/dev-idp/provider.ts')).packages).toContain('oidc-provider');
  });

  it('serves the SDK and answers 404 on /dev/idp in production mode without oidc-provider', async () => {
    t = await createTestContext();
    const bootstrap = await t.sdk(`/projects/bootstrap/${testProjectConfig.public_token}`);
    expect(bootstrap.status).toBe(200);
    const idp = await t.app.request('/dev/idp/.well-known/openid-configuration');
    expect(idp.status).toBe(404);
  });

  it('returns 400 oauth_provider_not_configured, saying what to install, in development mode without it', async () => {
    t = await createTestContext({ config: { mode: 'development', publicUrl: 'http://127.0.0.1' } });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    close = () => server.close();
    await new Promise((done) => server.once('listening', done));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/dev/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_type: 'oauth_provider_not_configured',
      error_message: expect.stringContaining('npm install oidc-provider'),
    });
  });
});
