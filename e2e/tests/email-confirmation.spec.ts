import { emailForm, expect, requestLoginLink, test } from '../support/fixtures.ts';
import { messagesTo, newestMessageTo } from '../support/outbox.ts';

const MAIL_SITES = [
  { name: 'Gmail', host: 'mail.google.com' },
  { name: 'Yahoo', host: 'mail.yahoo.com' },
  { name: 'Outlook', host: 'outlook.live.com' },
];

test.describe('Email Confirmation screen', () => {
  test('names the address and opens each mail site in a new tab', async ({ page, context, axe, email }) => {
    // The mail sites are on the internet; answer for them so the new tabs load something.
    for (const site of MAIL_SITES) {
      await context.route(`https://${site.host}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<title>${site.name}</title>` }),
      );
    }
    await page.goto('/');
    await requestLoginLink(page, email);
    await expect(page.getByText(email)).toBeVisible();
    await axe('email confirmation');

    for (const site of MAIL_SITES) {
      const link = page.getByRole('link', { name: new RegExp(`^${site.name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).host).toBe(site.host);
      expect(await tab.evaluate(() => window.opener), 'the mail site gets no handle on the widget page').toBeNull();
      await tab.close();
    }
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  test("'Try again' returns to the email form, ready for another address", async ({ page, axe, email }) => {
    await page.goto('/');
    await requestLoginLink(page, email);
    await newestMessageTo(page.request, email);

    await page.getByRole('button', { name: 'Try again' }).click();
    const form = emailForm(page);
    await expect(form.input).toBeVisible();
    await expect(form.input).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeHidden();
    await axe('login: main screen after Try again');

    await requestLoginLink(page, email);
    await newestMessageTo(page.request, email, { count: 2 });
    expect(await messagesTo(page.request, email)).toHaveLength(2);
  });
});
