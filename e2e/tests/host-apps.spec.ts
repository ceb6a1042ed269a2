import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { devProject } from '../support/dev-project.ts';
import { emailForm, expect, test } from '../support/fixtures.ts';
import { buildNextHostApp, type NextApp, type NextAppProject, startNextApp } from '../support/host-apps/next-app.ts';
import {
  buildReactHostApp,
  installedVersion,
  linkedFoyerPackages,
  lowestClaimedReact,
  packFoyer,
} from '../support/host-apps/react-app.ts';
import { writeReadmeHostPage } from '../support/host-apps/readme-page.ts';
import { type StaticSite, serveStatic } from '../support/host-apps/static-server.ts';
import { newestMessageTo } from '../support/outbox.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';

/**
 * The site on `http://localhost:PORT`: a host's own port, as Vite serves it, and an origin passkeys
 * can use (an IP address cannot be an RP ID). Still another origin than the Foyer server's.
 */
const ownPort = (site: StaticSite) => site.origin.replace('127.0.0.1', 'localhost');

/** The development project's public token, as a host developer copies it. */
async function devPublicToken(page: Page): Promise<string> {
  return (await devProject(page.request)).public_token;
}

/** The emailed link, which must land on the host's page (not the Foyer server's). */
async function linkToHost(page: Page, email: string, site: { origin: string }): Promise<string> {
  const message = await newestMessageTo(page.request, email);
  const link = message.links.find((href) => new URL(href).origin === site.origin);
  expect(link, `a link to ${site.origin} in "${message.subject}": ${message.links.join(', ')}`).toBeTruthy();
  return link as string;
}

/** Fails when the page scrolls sideways at the current viewport. */
/**
 * At a 320px-wide phone: asks for a login link on the host's page, follows the emailed link back to
 * it and sees the signed-in line; no sideways scroll, axe on each screen.
 */
async function signInAt320(
  page: Page,
  { axe, email, site, label }: { axe: (name: string) => Promise<void>; email: string; site: StaticSite; label: string },
): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${site.origin}/`);
  const form = emailForm(page);
  await expect(form.submit).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(`${label}: login`);

  await form.input.fill(email);
  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(`${label}: check your email`);

  await page.goto(await linkToHost(page, email, site));
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await axe(`${label}: signed in`);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport);
}

// One worker runs this file's journeys in order, so the packages are packed once (packing builds
// them into their dist/ folders, which two workers must not do at once).
test.describe.configure({ mode: 'serial' });
let packDir: string | undefined;
let tarballs: string[] | undefined;
/** The packed @foyer/* tarballs, made on first use. */
function packedFoyer(): string[] {
  packDir ??= mkdtempSync(join(tmpdir(), 'foyer-pack-'));
  tarballs ??= packFoyer(packDir);
  return tarballs;
}
test.afterAll(() => {
  if (packDir) rmSync(packDir, { recursive: true, force: true });
});

// Regression: the README's host page failed from any origin but the server's own.
test.describe('a plain HTML host page on another origin (the README snippet)', () => {
  let dir: string;
  let site: StaticSite;
  test.beforeEach(async ({ page, baseURL }) => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-host-page-'));
    writeReadmeHostPage(dir, baseURL ?? '', await devPublicToken(page));
    site = await serveStatic(dir);
  });
  test.afterEach(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('signs in through the emailed link landing back on the host page, with no console errors', async ({
    page,
    axe,
    email,
  }) => {
    const errors = watchConsoleErrors(page);
    await signInAt320(page, { axe, email, site, label: 'host page' });
    const cookies = await page.context().cookies(site.origin);
    expect(cookies.map((cookie) => cookie.name)).toContain('stytch_session');
    expect(errors).toEqual([]);
  });
});

// Regression: a React app could not install @foyer/react at all (private packages exporting src/*.ts).
// The app is packages/react/README.md's quickstart, as written.
test.describe('the React quickstart (Vite) built from the packed tarballs, on its own port', () => {
  // One install and build for the tests below (about a minute).
  let appDir: string;
  let site: StaticSite;
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const page = await browser.newPage({ baseURL });
    const publicToken = await devPublicToken(page);
    await page.close();
    appDir = buildReactHostApp(packedFoyer(), baseURL ?? '', publicToken);
    site = await serveStatic(join(appDir, 'dist'));
  });
  test.afterAll(async () => {
    await site?.close();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  test('installs the tarballs with the lowest claimed React as the only React, and no zod in the bundle', () => {
    expect(linkedFoyerPackages(appDir)).toEqual([]);
    expect(installedVersion(appDir, 'react')).toBe(lowestClaimedReact());
    expect(installedVersion(appDir, 'react-dom')).toBe(lowestClaimedReact());
    expect(existsSync(join(appDir, 'node_modules/@foyer/react/node_modules/react'))).toBe(false);
    const assets = join(appDir, 'dist/assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(code).toContain('Continue with email');
    expect(code).not.toContain('ZodError');
  });

  test('gets @foyer/sdk once: the widget library imports it rather than carrying a copy', () => {
    const lib = join(appDir, 'node_modules/@foyer/react/dist/lib');
    const code = readdirSync(lib)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(lib, file), 'utf8'))
      .join('\n');
    expect(code).toMatch(/from\s*["']@foyer\/sdk\/wallets["']/);
    expect(code).not.toContain('eip6963:announceProvider');
  });

  // Regression: the React quickstart under StrictMode exchanged the emailed token twice (200, then a
  // 401 in the console); the signed-in state needed the type definitions.
  test('follows the README quickstart: signs in under StrictMode with one exchange, shows the user, signs out', async ({
    page,
    axe,
    email,
  }) => {
    const errors = watchConsoleErrors(page);
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sdk/v1/magic_links/authenticate')) exchanges.push(request.url());
    });
    await signInAt320(page, { axe, email, site: { ...site, origin: ownPort(site) }, label: 'React quickstart' });
    await expect(page).toHaveURL(`${ownPort(site)}/`);
    expect(exchanges).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${ownPort(site)}/login`);
    await expect(emailForm(page).submit).toBeVisible();
    await page.goto(`${ownPort(site)}/`);
    await expect(page).toHaveURL(`${ownPort(site)}/login`);
    await axe('React quickstart: signed out');
    expect(errors).toEqual([]);
  });

  // Regression: "Create a Passkey" from a host app on its own port answered 400
  // invalid_webauthn_response on the development project (its origin pattern was the expected origin).
  test('creates a passkey from its own port by clicking the button, then signs in with it', async ({
    page,
    axe,
    email,
  }) => {
    const errors = watchConsoleErrors(page);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await signInAt320(page, { axe, email, site: { ...site, origin: ownPort(site) }, label: 'React quickstart' });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await axe('React quickstart: passkey created');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    // Signed out, the login page offers the passkey (autofill completes at once in headless Chromium).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${ownPort(site)}/`);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// A Next.js app (App Router) must render the widget without crashing on `window` during
// server rendering, and its proxy (Next 16's name for middleware) keeps signed-out visitors out.
// The app is packages/react/README.md's Next.js quickstart (src/nextQuickstart.test.ts
// fails when a README block and the app's file differ).
test.describe('a Next.js app built from the packed tarballs, on another origin', () => {
  let appDir: string;
  let app: NextApp;
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const page = await browser.newPage({ baseURL });
    const dev = await devProject(page.request);
    await page.close();
    const project: NextAppProject = {
      foyerUrl: baseURL ?? '',
      projectId: dev.project_id,
      publicToken: dev.public_token,
      secret: dev.secret,
    };
    appDir = buildNextHostApp(packedFoyer(), project);
    app = await startNextApp(appDir, project);
  });
  test.afterAll(async () => {
    await app?.close();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  test('sends a signed-out visitor to /login, and signs in through the emailed link', async ({ page, axe, email }) => {
    const errors = watchConsoleErrors(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${app.origin}/`);
    await expect(page).toHaveURL(`${app.origin}/login`);
    const form = emailForm(page);
    await expect(form.submit).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe('Next.js host: login');

    await form.input.fill(email);
    await form.submit.click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.goto(await linkToHost(page, email, app));
    await expect(page).toHaveURL(`${app.origin}/`);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await axe('Next.js host: signed in');
    expect(errors).toEqual([]);
  });

  test('treats a forged session JWT as signed out', async ({ page }) => {
    const { hostname } = new URL(app.origin);
    const forged = ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiJ1c2VyLXRlc3QtZm9yZ2VkIn0', 'c2lnbmF0dXJl'].join('.');
    await page.context().addCookies([{ name: 'stytch_session_jwt', value: forged, domain: hostname, path: '/' }]);
    await page.goto(`${app.origin}/`);
    await expect(page).toHaveURL(`${app.origin}/login`);
  });
});
