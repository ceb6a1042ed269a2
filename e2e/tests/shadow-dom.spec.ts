import { expect, requestLoginLink, signedInPanel, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';

// The React component with config.enableShadowDOM (the demo's `?shadow`): the widget lives in a
// shadow root, so the page's rules, even ones naming the widget's own classes, do not reach it.
// Regression: only the mount functions honoured enableShadowDOM; <FoyerLogin> rendered into the page.

const HOSTILE_PAGE_STYLES = '.foyer-root, .foyer-card, .foyer-input, form { display: none !important; }';

test('the login component in a shadow root is out of reach of page styles, and signs in', async ({
  page,
  axe,
  email,
}) => {
  await page.goto('/?shadow');
  const input = page.getByRole('textbox', { name: 'Email' });
  await expect(input).toBeVisible();
  await axe('login: main in a shadow root');
  expect(await input.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);

  await page.addStyleTag({ content: HOSTILE_PAGE_STYLES });
  await expect(input).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();

  await requestLoginLink(page, email);
  await axe('login: Check your email in a shadow root');
  await page.goto(loginLink(await newestMessageTo(page.request, email)));
  await expect(signedInPanel(page).getByText(email)).toBeVisible();
});
