import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePage } from './console-page.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A console build as Vite lays it out: index.html naming hashed files under assets/. */
function fakeBuild() {
  folder = mkdtempSync(join(tmpdir(), 'foyer-console-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/console/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(folder, 'assets/index-AbCdEf12.js'), 'console.log("console")');
  return folder;
}

describe('the console page', () => {
  it('answers the single page for every screen’s path under a strict CSP, never framed nor cached, and its hashed files for a year', async () => {
    const app = consolePage(fakeBuild());
    for (const path of ['/console', '/console/users/user-1', '/console/invite']) {
      const page = await app.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    const script = await app.request('/console/assets/index-AbCdEf12.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A missing file is a 404, not the page (a stale tab must not run HTML as its script).
    expect((await app.request('/console/assets/index-gone1234.js')).status).toBe(404);
  });

  it('says how to build the console when the server runs from source without its build', async () => {
    const page = await consolePage(null).request('/console');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('npm run build');
  });
});
