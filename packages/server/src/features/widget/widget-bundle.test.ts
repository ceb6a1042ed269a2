import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../testing/test-context.ts';

describe('GET /widget/* in production', () => {
  let folder: string;
  let t: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-widget-'));
    const bundle = join(folder, 'standalone');
    mkdirSync(bundle);
    writeFileSync(join(bundle, 'foyer.js'), "export * from './shared-BrxuyGuh.js';\n");
    writeFileSync(join(bundle, 'shared-BrxuyGuh.js'), 'export const mountLogin = () => {};\n');
    writeFileSync(join(folder, 'outside.txt'), 'not part of the bundle');
    t = await createTestContext({ config: { mode: 'production', widgetDir: bundle } });
  });
  afterAll(() => {
    t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves foyer.js as a module any origin may import, cached briefly and revalidated by ETag', async () => {
    const response = await t.app.request('/widget/foyer.js', { headers: { origin: 'https://www.acme.com' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("from './shared-BrxuyGuh.js'");
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const tag = response.headers.get('etag') as string;
    expect(tag).toBeTruthy();
    const again = await t.app.request('/widget/foyer.js', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
  });

  it('caches a hashed chunk for a year', async () => {
    const response = await t.app.request('/widget/shared-BrxuyGuh.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a file outside the bundle or one it does not have', async () => {
    for (const path of ['/widget/../outside.txt', '/widget/%2e%2e/outside.txt', '/widget/nope.js']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('not part of the bundle');
    }
  });
});
