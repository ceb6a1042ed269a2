import type { APIRequestContext } from '@playwright/test';
import { expect, panelFact, requestLoginLink, signedOutPanel, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';

// These tests run on their own server (project `clock`), whose clock they move forward.

async function advanceClock(request: APIRequestContext, minutes: number): Promise<void> {
  const response = await request.post('/dev/api/clock', { data: { advance_ms: minutes * 60_000 } });
  expect(response.ok(), `POST /dev/api/clock answered ${response.status()}`).toBe(true);
}

test.describe('login link lifetime (30 minutes)', () => {
  test('a link still works 29 minutes after it was sent', async ({ page, email }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    const link = loginLink(await newestMessageTo(page.request, email));

    await advanceClock(page.request, 29);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'You are signed in', level: 1 })).toBeVisible();
    await expect(panelFact(page, 'Email')).toHaveText(email);
  });

  test('a link opened 31 minutes after it was sent is refused as expired', async ({ page, axe, email }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    const link = loginLink(await newestMessageTo(page.request, email));

    await advanceClock(page.request, 31);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sign-in failed', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This login link has expired');
    await expect(signedOutPanel(page)).toBeVisible();
    await axe('landing page: link expired');
  });
});
