import { expect, type Page } from '@playwright/test';
import { panelFact, signedInPanel } from './fixtures.ts';
import type { OutboxMessage } from './outbox.ts';

/** Passes zxcvbn (score 4) and is on no breached list. */
export const STRONG_PASSWORD = 'violet-harbour-tangent-47';
/** Another strong one, for a reset. */
export const NEWER_PASSWORD = 'amber-quokka-lantern-93';
/** On the offline breached list (and weak). */
export const BREACHED_PASSWORD = 'baseball1';

export const SUCCESS = 'Success! You have successfully logged in.';

/** The password input of the current screen, by its label ('Password' or 'New password'). */
export function passwordField(page: Page, label: 'Password' | 'New password' = 'Password') {
  return page.getByLabel(label, { exact: true });
}

/** On Main's email-password tab: types the address, continues, and waits for the named heading. */
export async function enterEmail(page: Page, email: string, heading: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Types a new password and waits for the server's strength check to enable 'Continue'. */
export async function typeValidNewPassword(page: Page, password: string, label?: 'New password'): Promise<void> {
  await passwordField(page, label).fill(password);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
}

/** Waits for Password confirmation and the demo's signed-in panel showing `email`. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(signedInPanel(page)).toBeVisible();
  await expect(panelFact(page, 'Email')).toHaveText(email);
}

/** Signs up on the demo's password page with a strong password. */
export async function signUpWithPassword(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/?products=passwords');
  await enterEmail(page, email, 'Create an account');
  await typeValidNewPassword(page, password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInAs(page, email);
}

/** The demo's 'Log out', ending on the signed-out panel. */
export async function logOut(page: Page): Promise<void> {
  await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('region', { name: 'Not signed in', exact: true })).toBeVisible();
}

/** The reset email's two links: to the reset page, and the same token as a login link. */
export function resetLinks(message: OutboxMessage): { reset: string; login: string | undefined; token: string } {
  const reset = message.links.find((href) => new URL(href).pathname === '/reset-password');
  expect(reset, `a link to /reset-password in "${message.subject}": ${message.links.join(', ')}`).toBeTruthy();
  const url = new URL(reset as string);
  expect(url.searchParams.get('stytch_token_type')).toBe('reset_password');
  const login = message.links.find((href) => new URL(href).searchParams.get('stytch_token_type') === 'login');
  return { reset: reset as string, login, token: url.searchParams.get('token') ?? '' };
}
