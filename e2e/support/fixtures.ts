import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { loginLink, newestMessageTo } from './outbox.ts';
import { expectPagesOnPreact, servePreactDemo } from './preact-demo.ts';

/** An address no other test uses, so each test reads only its own mail. */
export function uniqueEmail(testInfo: TestInfo, tag = 'user'): string {
  const slug = testInfo.titlePath
    .slice(-1)[0]
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 24);
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${tag}-${slug}-${nonce}@example.com`;
}

interface Fixtures {
  /** Fails the test on any axe violation on the page's current screen. */
  axe: (screen: string, page?: Page) => Promise<void>;
  /** A fresh address for this test. */
  email: string;
  /** Which build of the demo the pages run: React's, or Preact's (the e2e `preact` project). */
  demoBuild: 'react' | 'preact';
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use((screen, target = page) => expectAccessible(target, screen));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  email: async ({}, use, testInfo) => {
    await use(uniqueEmail(testInfo));
  },
  demoBuild: ['react', { option: true }],
  // With demoBuild 'preact', the test's pages get the Preact demo, and must have run on it at the end.
  context: async ({ context, demoBuild, baseURL }, use) => {
    const preact = demoBuild === 'preact' && baseURL;
    if (preact) await servePreactDemo(context, baseURL);
    await use(context);
    if (preact) await expectPagesOnPreact(context, baseURL);
  },
});

export type DemoBuildOption = Pick<Fixtures, 'demoBuild'>;

export { expect };

/** The login widget's email form on the current page. */
export function emailForm(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'Email' }),
    submit: page.getByRole('button', { name: 'Continue with email' }),
  };
}

/** Asks the widget on the current page for a login link and waits for 'Check your email'. */
export async function requestLoginLink(page: Page, email: string): Promise<void> {
  const form = emailForm(page);
  await form.input.fill(email);
  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/**
 * Signs in the way a visitor does: the demo's widget sends a link, the test reads it from the dev
 * outbox and opens it. Ends on the landing page showing the signed-in panel; returns the link.
 */
export async function signIn(page: Page, email: string, axe?: Fixtures['axe']): Promise<string> {
  await page.goto('/');
  await requestLoginLink(page, email);
  const link = loginLink(await newestMessageTo(page.request, email));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(panelFact(page, 'Email')).toHaveText(email);
  if (axe) await axe('signed-in landing page', page);
  return link;
}

/** The demo's session panel while signed in (a region named by its heading 'Signed in'). */
export function signedInPanel(page: Page) {
  return page.getByRole('region', { name: 'Signed in', exact: true });
}

/** The demo's session panel while signed out. */
export function signedOutPanel(page: Page) {
  return page.getByRole('region', { name: 'Not signed in', exact: true });
}

/** A value in the signed-in panel, by its label (e.g. 'Session ID'). */
export function panelFact(page: Page, term: string) {
  return signedInPanel(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
