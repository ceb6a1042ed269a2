import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect } from '@playwright/test';

/**
 * The e2e `preact` project: the widget journeys on the demo built on Preact (`apps/demo`'s
 * `--mode preact`, React aliased to preact/compat as in the standalone bundle), served by the same
 * main server. The server serves `apps/demo/dist`; the browser gets `dist-preact`'s scripts and
 * styles in place of its assets, so no second server is needed. Only `/assets/` is swapped, never
 * the pages: a page reached through redirects (an OAuth return) is not routed by Playwright, while
 * its subresources always are; the page keeps the server's headers (its Content-Security-Policy).
 */
const demo = fileURLToPath(new URL('../../apps/demo/', import.meta.url));
const preactBuild = join(demo, 'dist-preact');

const ASSET = /\/assets\/([^"]+)/g;
/** `index-BvPFetd-.js` → `index.js`: Vite's 8-character content hash taken out. */
const withoutHash = (name: string) => name.replace(/-[\w-]{8}(\.[a-z]+)$/, '$1');

function readBuild(dir: string): string {
  const file = join(demo, dir, 'index.html');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build -w @foyer/demo\` (it builds the demo on Preact too).`);
  }
  return readFileSync(file, 'utf8');
}

/**
 * The React page's entry script, preloads and stylesheet, each answered by the Preact build's file
 * of the same name (`WidgetContext-<hash>.js`, re-exported); what they import is the Preact build's.
 */
function assetsOfPreactPage(): Map<string, string> {
  const preact = new Map(
    [...readBuild('dist-preact').matchAll(ASSET)].map(([, name = '']) => [withoutHash(name), name]),
  );
  const swaps = new Map<string, string>();
  for (const [, name = ''] of readBuild('dist').matchAll(ASSET)) {
    const counterpart = preact.get(withoutHash(name));
    if (!counterpart) throw new Error(`The Preact demo's page has no counterpart of /assets/${name}`);
    if (counterpart !== name) swaps.set(name, counterpart);
  }
  return swaps;
}

/**
 * Answers the context's `/assets/` requests from the Preact build. An asset the Preact build does
 * not have (the React build's own chunks) answers 404, so a page can never run the React demo.
 */
export async function servePreactDemo(context: BrowserContext, baseURL: string): Promise<void> {
  const swaps = assetsOfPreactPage();
  await context.route(`${new URL(baseURL).origin}/assets/**`, (route) => {
    const requested = basename(new URL(route.request().url()).pathname);
    const counterpart = swaps.get(requested);
    if (counterpart?.endsWith('.js')) {
      // A module runs once per URL: served under the React name, the Preact entry would run a second
      // time (a second demo in the page) when its lazy chunks import it by its own name.
      const body = `export * from '/assets/${counterpart}';\n`;
      return route.fulfill({ contentType: 'text/javascript', body, headers: { 'Cache-Control': 'no-cache' } });
    }
    const file = join(preactBuild, 'assets', counterpart ?? requested);
    if (!existsSync(file))
      return route.fulfill({ status: 404, body: `/assets/${requested} is not in the Preact build` });
    return route.fulfill({ path: file, headers: { 'Cache-Control': 'no-cache' } });
  });
}

/**
 * Fails unless every demo page still open runs on Preact: its root element carries Preact's tree
 * (`__k`, set by Preact's render) and no element carries React's fibre or root container, so the
 * project cannot pass on React by accident.
 */
export async function expectPagesOnPreact(context: BrowserContext, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  for (const page of context.pages()) {
    if (page.isClosed() || !page.url().startsWith(origin)) continue;
    const root = await page.evaluate(() => {
      const element = document.getElementById('root');
      if (!element) return null;
      const reactKeys = [element, ...element.querySelectorAll('*')].flatMap((node) =>
        Object.keys(node).filter((key) => key.startsWith('__react')),
      );
      return { preact: '__k' in element, reactKeys: [...new Set(reactKeys)] };
    });
    if (!root) continue; // not a demo page (the dev outbox, the provider's return)
    expect(root, `${page.url()} runs on Preact`).toEqual({ preact: true, reactKeys: [] });
  }
}
