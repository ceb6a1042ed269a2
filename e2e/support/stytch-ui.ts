import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { TlsFront } from '../../packages/server/src/testing/tls-front.ts';
import { devProject } from './dev-project.ts';
import { newestMessageTo } from './outbox.ts';
import { serveStytchClientsideServices } from './stytch-clientside-services.ts';

/**
 * Stytch's prebuilt UI (@stytch/vanilla-js's full IIFE build: StytchUIClient), unchanged, on a page of
 * the e2e server's origin, talking to Foyer through the TLS front on 443 (its customBaseUrl keeps only
 * the host name). Shared by the stytch-*.spec.ts files.
 */
// Not in the package's exports: found beside its main entry (dist/cjs/index.cjs).
export const STYTCH_HEADLESS = join(
  dirname(createRequire(import.meta.url).resolve('@stytch/vanilla-js')),
  '../iife/index.headless.js',
);
export const STYTCH_UI = join(dirname(STYTCH_HEADLESS), 'index.js');

const prepared = new WeakSet<Page>();

export type StytchMount = 'mountLogin' | 'mountResetPassword' | 'mountPasskeyRegistration';

/**
 * Opens `path` (a page the server really answers: Chromium puts a page Playwright made up in the public
 * address space and would refuse its calls to a loopback server), loads the UI build, makes a
 * StytchUIClient as `window.client` and, unless `mount` is null, mounts `mount` with `config`
 * (`products` named, passed as the package's own Products objects: 6.x refuses strings).
 */
export async function stytchUiPage(
  page: Page,
  front: TlsFront,
  config: Record<string, unknown> | null,
  { mount = 'mountLogin', path = '/healthz', extra = {} }: { mount?: StytchMount; path?: string; extra?: object } = {},
): Promise<void> {
  const project = await devProject(page.request);
  if (!prepared.has(page)) {
    prepared.add(page);
    // Only local servers, and a stand-in for Stytch's phone-formatting frame (js.stytch.com).
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort(),
    );
    await serveStytchClientsideServices(page);
  }
  await page.goto(path);
  await page.addScriptTag({ path: STYTCH_UI });
  await page.evaluate(
    ({ token, baseUrl, loginConfig, mountName, more }) => {
      const w = window as unknown as {
        stytch: { StytchUIClient: new (...args: unknown[]) => unknown; Products: Record<string, unknown> };
        client: unknown;
      };
      const client = new w.stytch.StytchUIClient(token, { customBaseUrl: baseUrl });
      w.client = client;
      // The host page around Stytch's UI: a plain one, named and in a language, as any host's.
      document.documentElement.lang = 'en';
      document.title = 'Stytch prebuilt UI';
      if (!loginConfig) return;
      const products = ((loginConfig.products ?? []) as string[]).map((name) => w.stytch.Products[name]);
      document.body.innerHTML = '<main><h1>Stytch prebuilt UI</h1><div id="stytch-ui"></div></main>';
      // 6.3.0's mount functions append a fresh element without its props (bindings/WebComponents.mjs)
      // and set them only on the next call, which finds the element: so a page calls them twice.
      const mount = (client as Record<string, (options: unknown) => void>)[mountName];
      for (let i = 0; i < 2; i++) {
        mount?.({ client, elementId: '#stytch-ui', config: { ...loginConfig, products }, ...more });
      }
    },
    { token: project.public_token, baseUrl: front.url, loginConfig: config, mountName: mount, more: extra },
  );
}

/** Runs `body` in the page with the client as `client`; answers its JSON result or `{ error }`. */
export async function inPage<T = Record<string, unknown>>(page: Page, body: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    async ([source, value]) => {
      const client = (window as unknown as { client: unknown }).client;
      try {
        return await new Function('client', 'arg', `return (async () => { ${source} })()`)(client, value);
      } catch (error) {
        return { error: String(error) };
      }
    },
    [body, arg] as const,
  ) as Promise<T>;
}

/** The page's Stytch session cookies by name. */
export const stytchCookies = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await page.context().cookies()).filter((c) => c.name.startsWith('stytch_session')).map((c) => [c.name, c.value]),
  );

/**
 * Waits for the page's session cookie and checks that sessions.authenticate answers for it; answers
 * the session's factor types, for the caller to say which flow made it.
 */
export async function expectSignedIn(page: Page): Promise<string[]> {
  await expect.poll(async () => (await stytchCookies(page)).stytch_session ?? '').not.toBe('');
  const checked = await inPage<{ session?: { session_id: string; authentication_factors: { type: string }[] } }>(
    page,
    'return await client.session.authenticate({ session_duration_minutes: 30 });',
  );
  expect(checked.session?.session_id).toMatch(/^session-/);
  return (checked.session?.authentication_factors ?? []).map((factor) => factor.type);
}

/** Signs in on the page's client by an emailed code (otps.email.loginOrCreate, then the `nth` code sent). */
export async function signInByEmailCode(page: Page, email: string, nth = 1): Promise<void> {
  const sent = await inPage<{ method_id: string }>(page, 'return await client.otps.email.loginOrCreate(arg);', email);
  const { code } = await newestMessageTo(page.request, email, { count: nth });
  await inPage(page, 'await client.otps.authenticate(arg.code, arg.method_id, { session_duration_minutes: 60 });', {
    code,
    method_id: sent.method_id,
  });
}
