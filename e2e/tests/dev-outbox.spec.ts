import { expect, panelFact, requestLoginLink, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';

test.describe('development outbox page', () => {
  test('lists the message with a link that signs in', async ({ page, axe, email }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    const link = loginLink(await newestMessageTo(page.request, email));

    await page.goto('/dev/outbox');
    await expect(page.getByText(email).first()).toBeVisible();
    await axe('dev outbox page');

    const anchor = page.getByRole('link').and(page.locator(`[href="${link}"]`));
    await expect(anchor).toBeVisible();
    // The page may open links in a new tab; follow the link wherever it opens.
    const opensTab = (await anchor.getAttribute('target')) === '_blank';
    const [landing] = await Promise.all([
      opensTab ? page.waitForEvent('popup') : Promise.resolve(page),
      anchor.click(),
    ]);
    await expect(landing.getByRole('heading', { name: 'You are signed in', level: 1 })).toBeVisible();
    await expect(panelFact(landing, 'Email')).toHaveText(email);
  });
});
