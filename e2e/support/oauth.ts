import { expect, type Page } from '@playwright/test';
import { OIDC_ISSUER } from './oauth-ports.ts';
import { publicTokenOf } from './oauth-projects.ts';

/**
 * Points the demo at one of the e2e OAuth projects: the demo asks the dev server for its project's
 * public token, and this answers with the named project's instead (the host chooses its project).
 */
export async function useProject(page: Page, name: string): Promise<void> {
  await page.route('**/dev/api/project', (route) =>
    route.fulfill({ json: { project_id: `project-test-e2e-${name}`, public_token: publicTokenOf(name) } }),
  );
}

/** At the OpenID provider: signs in as `login` on its development pages and gives consent. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === OIDC_ISSUER);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // A first sign-in to a client asks for consent; later ones may not.
  const consent = page.getByRole('button', { name: 'Continue' });
  await page.waitForURL((url) => url.origin !== OIDC_ISSUER || url.pathname.includes('/interaction/'));
  if (new URL(page.url()).origin === OIDC_ISSUER && (await consent.isVisible())) await consent.click();
}

/** The authorization request the provider last received for a client, or for a client and login_hint (query parameters). */
export async function lastAuthorizationRequest(
  page: Page,
  clientId: string,
  loginHint?: string,
): Promise<Record<string, string>> {
  const query = new URLSearchParams({ client_id: clientId, ...(loginHint ? { login_hint: loginHint } : {}) });
  const response = await page.request.get(`${OIDC_ISSUER}/test/last-authorization?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, string>;
}
