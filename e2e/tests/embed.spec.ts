import { expect, requestLoginLink, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

/** What the standalone bundle puts on `window` for pages without a module loader. */
interface FoyerGlobal {
  mountLogin(options: { elementId: string; client: unknown; config: Record<string, unknown> }): () => void;
}

test.describe('host page with the standalone bundle (embed.html)', () => {
  test('mounts the login widget, which sends a link', async ({ page, axe, email }) => {
    await page.goto('/embed.html');
    await axe('embed.html: main screen');
    await requestLoginLink(page, email);
    await newestMessageTo(page.request, email);
    await axe('embed.html: email confirmation');
  });

  test('mounting on a missing selector throws an error naming it', async ({ page }) => {
    await page.goto('/embed.html');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const message = await page.evaluate(() => {
      try {
        const { Foyer } = window as unknown as { Foyer: FoyerGlobal };
        Foyer.mountLogin({ elementId: '#no-such-element', client: null, config: {} });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
    expect(message).toContain('#no-such-element');
  });
});

/**
 * A host page mounting the login widget from the standalone bundle with a shadow root and every
 * passcode method. The bundle is built on Preact (docs/architecture.md#the-standalone-bundle), so
 * this walks what leans on React's APIs there: lazily loaded screens (lazy, Suspense), toasts
 * portalled into the shadow root, useId's labels, the root's render and unmount.
 */
const shadowHostPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Foyer: standalone in a shadow root</title></head>
  <body>
    <main><h1>Sign in</h1><div id="foyer-login"></div></main>
    <script type="module">
      import { createClient, mountLogin } from '/widget/foyer.js';
      const { public_token } = await (await fetch('/dev/api/project')).json();
      const client = createClient(public_token, { baseUrl: location.origin });
      window.unmountLogin = mountLogin({
        elementId: '#foyer-login',
        client,
        config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] }, enableShadowDOM: true },
      });
    </script>
  </body>
</html>`;

test('standalone in a shadow root: a passcode signs in, a resend toasts, and unmount removes the widget', async ({
  page,
  axe,
  email,
  baseURL,
}) => {
  await page.route(`${baseURL}/standalone-shadow.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: shadowHostPage }),
  );
  await page.goto('/standalone-shadow.html');
  const phoneTab = page.getByRole('tab', { name: 'Text' });
  await expect(phoneTab).toHaveAttribute('aria-selected', 'true');
  expect(await phoneTab.evaluate((tab) => tab.getRootNode() instanceof ShadowRoot)).toBe(true);
  await axe('standalone: passcode tabs in a shadow root');

  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const first = await newestMessageTo(page.request, email);
  await page.getByRole('button', { name: 'Resend code' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Code resent');
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  await axe('standalone: Enter passcode with a toast');

  const second = await newestMessageTo(page.request, email, { count: 2 });
  const passcode = page.getByRole('textbox', { name: 'One-time passcode' });
  if (first.code !== second.code) {
    await passcode.pressSequentially(String(first.code));
    await expect(page.locator('.foyer-field-error')).toHaveText('Invalid passcode, please try again.');
  }
  await passcode.pressSequentially(String(second.code));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await axe('standalone: Success');

  await page.evaluate(() => (window as unknown as { unmountLogin: () => void }).unmountLogin());
  await expect(page.getByRole('heading', { name: 'Success' })).toBeHidden();
  expect(await page.locator('#foyer-login').evaluate((host) => host.shadowRoot?.childElementCount)).toBe(0);
});
