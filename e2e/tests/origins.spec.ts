import { emailForm, expect, test } from '../support/fixtures.ts';
import { useProject } from '../support/oauth.ts';
import { messagesTo } from '../support/outbox.ts';
import { PASSWORD_PROJECTS } from '../support/password-projects.ts';

test.describe('authorized origins', () => {
  test('the widget shows origin_not_allowed on a host that is not authorized', async ({
    page,
    axe,
    email,
    baseURL,
  }) => {
    // A configured project lists exact origins (http://localhost:PORT); the same server by IP is
    // another origin. (The development project accepts any local port: dev-project.test.ts.)
    await useProject(page, PASSWORD_PROJECTS.luds);
    const byIp = new URL(baseURL ?? '');
    byIp.hostname = '127.0.0.1';
    await page.goto(byIp.href);

    const form = emailForm(page);
    await form.input.fill(email);
    await form.submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'is not an authorized origin' }).first();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(byIp.origin);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeHidden();
    await axe('login: origin not allowed');
    expect(await messagesTo(page.request, email)).toHaveLength(0);
  });
});
