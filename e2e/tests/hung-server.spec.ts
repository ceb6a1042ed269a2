import { startHungServer } from '../../packages/sdk/test/hung-server.ts';
import { emailForm, expect, test } from '../support/fixtures.ts';

/** A host page like embed.html whose widget's client talks to `baseUrl`, with a short timeout (not 30 s). */
const hostPage = (baseUrl: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Foyer on a hung server</title></head>
  <body>
    <main><h1>Sign in</h1><div id="foyer-login"></div></main>
    <script type="module">
      import { createClient, mountLogin } from '/widget/foyer.js';
      const client = createClient('public-token-test-hung', { baseUrl: '${baseUrl}', timeoutMs: 3000 });
      mountLogin({ elementId: '#foyer-login', client, config: { products: ['emailMagicLinks'] } });
    </script>
  </body>
</html>`;

test.describe('the login widget on a server that never answers', () => {
  let server: Awaited<ReturnType<typeof startHungServer>>;
  test.beforeEach(async () => {
    server = await startHungServer('no-answer');
  });
  test.afterEach(async () => {
    await server.close();
  });

  test('shows the timeout error and gives the button back instead of "Sending…" forever', async ({
    page,
    axe,
    email,
    baseURL,
  }) => {
    // The page and the bundle come from the hung server's origin (same origin: no CORS, no demo
    // CSP); the bundle is the Foyer server's own. Every other request reaches the hung server.
    await page.route(`${server.url}/host.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage(server.url) }),
    );
    await page.route(`${server.url}/widget/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: new URL(pathname, baseURL).toString() }) });
    });
    await page.goto(`${server.url}/host.html`);
    await expect(emailForm(page).input).toBeVisible();

    const form = emailForm(page);
    await form.input.fill(email);
    await form.submit.click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const timedOut = 'The server took too long to answer. Check your connection and try again.';
    // On Main and in an error toast, as every failure (docs/behaviour.md#errors).
    await expect(page.getByRole('region', { name: 'Sign up or log in' }).getByRole('alert')).toHaveText(timedOut, {
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(timedOut);
    await expect(form.submit).toBeEnabled();
    expect(server.requests().some((request) => request.url?.endsWith('/magic_links/email/login_or_create'))).toBe(true);
    await axe('hung server: the timeout error on Main');
  });
});
