import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config/env.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { cacheControlFor, demoSite } from './demo-site.ts';

const INDEX = '<!doctype html><title>Demo</title><div id="root"></div>';
const ASSET = 'console.log("demo")';

describe('demo site', () => {
  let demoDir: string;
  let t: TestContext;
  beforeAll(() => {
    demoDir = mkdtempSync(join(tmpdir(), 'foyer-demo-'));
    mkdirSync(join(demoDir, 'assets'));
    writeFileSync(join(demoDir, 'index.html'), INDEX);
    writeFileSync(join(demoDir, 'embed.html'), '<!doctype html><title>Embed</title>');
    writeFileSync(join(demoDir, 'assets', 'index-B3xk9_Qa.js'), ASSET);
    mkdirSync(join(demoDir, 'widget'));
    writeFileSync(join(demoDir, 'widget', 'foyer.js'), ASSET);
  });
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));
  afterEach(() => t.close());

  const start = async (config: Partial<ServerConfig> = {}) => {
    t = await createTestContext({ config: { mode: 'development', demoDir, ...config } });
  };

  it('serves index.html at / and revalidates it on every load', async () => {
    await start();
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    await start();
    const res = await t.app.request('/assets/index-B3xk9_Qa.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ASSET);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other pages as files, revalidated', async () => {
    await start();
    const res = await t.app.request('/embed.html');
    expect(await res.text()).toContain('<title>Embed</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets host pages on other origins import the widget bundle, and only the widget', async () => {
    await start();
    const widget = await t.app.request('/widget/foyer.js', { headers: { origin: 'https://host.example' } });
    expect(widget.status).toBe(200);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
    const page = await t.app.request('/embed.html', { headers: { origin: 'https://host.example' } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('falls back to index.html for client-side routes, e.g. the magic link landing page', async () => {
    await start();
    const res = await t.app.request('/authenticate?stytch_token_type=magic_links&token=abc');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file rather than the page', async () => {
    await start();
    const res = await t.app.request('/assets/gone-Zz99Yy88.js');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_type: string }).error_type).toBe('not_found');
  });

  it('never answers for the server’s own paths', async () => {
    await start();
    for (const path of ['/sdk/v1/no/such', '/v1/no/such', '/dev/no/such', '/.well-known/no-such', '/docs/x']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  it('is not served in production, nor when the demo has not been built', async () => {
    expect(demoSite({ mode: 'production', demoDir })).toBeNull();
    expect(demoSite({ mode: 'development', demoDir: join(demoDir, 'missing') })).toBeNull();
    expect(demoSite({ mode: 'development', demoDir: null })).toBeNull();
    await start({ mode: 'production' });
    expect((await t.app.request('/')).status).toBe(404);
  });

  it('treats only Vite-hashed names under /assets as immutable', () => {
    expect(cacheControlFor('/assets/index-B3xk9_Qa.css')).toContain('immutable');
    expect(cacheControlFor('/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('/standalone/foyer-widget.js')).toBe('no-cache');
  });
});
