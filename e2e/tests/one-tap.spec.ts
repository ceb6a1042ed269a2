import type { Page } from '@playwright/test';
import { expect, panelFact, test } from '../support/fixtures.ts';
import { useProject } from '../support/oauth.ts';
import { OAUTH_PROJECTS } from '../support/oauth-projects.ts';

const ONE_TAP_PAGE = '/?products=oauth,emailMagicLinks&one_tap=embedded';

/** Steers the stand-in for Google's script (see e2e/support/one-tap-stand-in.js). */
async function standIn(page: Page, controls: Record<string, unknown>) {
  await page.addInitScript((value) => {
    (window as unknown as { __oneTapStandIn: unknown }).__oneTapStandIn = value;
  }, controls);
}

const oneTap = (page: Page) => page.locator('.foyer-one-tap');

test.describe('Google One Tap with a stand-in script and a local JWKS', () => {
  test('signs in through the embedded prompt', async ({ page, email, axe }) => {
    await useProject(page, OAUTH_PROJECTS.oauth);
    await standIn(page, { email });
    await page.goto(ONE_TAP_PAGE);
    await expect(oneTap(page)).toHaveAttribute('data-state', 'rendered');
    await axe('Main with the One Tap prompt');
    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
  });

  const failures = [
    [
      'origin not allowed for the client',
      OAUTH_PROJECTS.oauth,
      { notDisplayedReason: 'unregistered_origin' },
      /not an authorized origin of the Google client/,
    ],
    [
      'invalid client',
      OAUTH_PROJECTS.oauth,
      { notDisplayedReason: 'invalid_client' },
      /does not recognise the client ID/,
    ],
    ['OAuth config not found', OAUTH_PROJECTS.noGoogleConfig, {}, /no Google OAuth configuration was found/],
    ['no login redirect URLs', OAUTH_PROJECTS.noLoginUrls, {}, /no login redirect URL/],
    ['no signup redirect URLs', OAUTH_PROJECTS.noSignupUrls, {}, /no signup redirect URL/],
    ['default provider not allowed', OAUTH_PROJECTS.defaultProvider, {}, /default \(development\) Google provider/],
  ] as const;

  for (const [name, project, controls, message] of failures) {
    test(`shows the failure "${name}" with what to do, and keeps the Google button usable`, async ({ page, axe }) => {
      await useProject(page, project);
      await standIn(page, controls);
      await page.goto(ONE_TAP_PAGE);
      await expect(oneTap(page)).toHaveAttribute('data-state', 'failed');
      await expect(oneTap(page).getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      await axe(`One Tap failure: ${name}`);
    });
  }

  for (const [name, controls, message] of [
    ['a token for another audience', { aud: 'someone-else.apps.example' }, /another client/],
    ['an expired token', { expiresIn: -120 }, /expired/],
    // Signed by the stand-in's real key, but its nonce is not this page's PKCE challenge.
    ['a token minted for another page (its nonce)', { nonce: 'x'.repeat(43) }, /nonce/],
  ] as const) {
    test(`refuses ${name}`, async ({ page, email }) => {
      await useProject(page, OAUTH_PROJECTS.oauth);
      await standIn(page, { email, ...controls });
      await page.goto(ONE_TAP_PAGE);
      await page.getByRole('button', { name: `Continue as ${email}` }).click();
      await expect(oneTap(page).getByRole('alert')).toHaveText(message);
      await expect(page).toHaveURL(/\/\?products=/);
    });
  }
});
