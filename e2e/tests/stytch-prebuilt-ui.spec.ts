import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { devProject } from '../support/dev-project.ts';
import { newestMessageTo as newestOutboxMessageTo } from '../support/outbox.ts';
import { useStytchFront } from '../support/stytch-front.ts';
import { buildStytchReactPage } from '../support/stytch-react/build.ts';
import { expectSignedIn, inPage, signInByEmailCode, stytchUiPage } from '../support/stytch-ui.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';
import { injectEthereumWallet, injectPhantomWallet } from '../support/wallets.ts';

/**
 * Stytch's prebuilt UI (StytchUIClient from @stytch/vanilla-js 6.3.0, unchanged) against Foyer over
 * https: each product through its own screens to a stytch_session cookie that sessions.authenticate
 * answers. Redirects (magic links, OAuth, password reset) land on a page of the e2e server's origin
 * (an authorized origin of the dev project), which finishes as Stytch's docs say: authenticateByUrl.
 */
const stytch = useStytchFront();
// bypassCSP: the build goes into a server page whose CSP (rightly) refuses inline scripts.
test.use({ ignoreHTTPSErrors: true, bypassCSP: true });
// In order, in one worker (one front), each test on its own when another fails.
test.describe.configure({ mode: 'default' });

const newestMessageTo = (page: Page, to: string, count = 1) => newestOutboxMessageTo(page.request, to, { count });

/** Where Stytch's UI sends the browser back (magic links, OAuth, reset): a page this server answers. */
const landing = (page: Page) => new URL('/healthz', page.url()).href;

/** axe on the whole page, Stytch's UI included (it had no violation on any screen visited here). */
const axe = expectAccessible;

/** On a landing page: loads the UI build and has the client authenticate the token in its URL. */
async function finishRedirect(page: Page): Promise<void> {
  await stytchUiPage(page, stytch.front, null, { path: new URL(page.url()).pathname + new URL(page.url()).search });
  const result = await inPage(page, 'return await client.authenticateByUrl({ session_duration_minutes: 60 });');
  expect(result).toMatchObject({ handled: true });
}

const signOut = (page: Page) => inPage(page, 'await client.session.revoke();');

test('passwords: sign-up, log-in, and a forgotten password reset through the emailed link (mountResetPassword)', async ({
  page,
}) => {
  const email = `ui-password-${Date.now()}@example.com`;
  const password = 'correct horse battery staple 1874';
  const passwordOptions = { resetPasswordRedirectURL: 'http://localhost/healthz', resetPasswordExpirationMinutes: 30 };
  await stytchUiPage(page, stytch.front, { products: ['passwords'], passwordOptions });
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await axe(page, 'password sign-up');
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await expectSignedIn(page)).toEqual(['password']);

  await signOut(page);
  const options = { ...passwordOptions, resetPasswordRedirectURL: landing(page) };
  await stytchUiPage(page, stytch.front, { products: ['passwords'], passwordOptions: options });
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await expectSignedIn(page)).toEqual(['password']);

  await signOut(page);
  await stytchUiPage(page, stytch.front, { products: ['passwords'], passwordOptions: options });
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByText('A link to reset your password was sent to you at')).toBeVisible();
  await axe(page, 'password reset sent');
  const link = (await newestMessageTo(page, email)).links[0] ?? '';
  const token = new URL(link).searchParams.get('token');
  expect(new URL(link).pathname).toBe('/healthz');
  await stytchUiPage(
    page,
    stytch.front,
    { products: ['passwords'], passwordOptions: options },
    {
      mount: 'mountResetPassword',
      path: new URL(link).pathname + new URL(link).search,
      extra: { passwordResetToken: token },
    },
  );
  await expect(page.getByText('Reset your password')).toBeVisible();
  await axe(page, 'reset password');
  await page.getByLabel(/password/i).fill(`${password} renewed`);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await expectSignedIn(page)).toEqual(['password']);
});

test('email OTP: the emailed code typed into its passcode field signs in', async ({ page }) => {
  const email = `ui-otp-${Date.now()}@example.com`;
  await stytchUiPage(page, stytch.front, {
    products: ['otp'],
    otpOptions: { methods: ['email'], expirationMinutes: 10 },
  });
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const { code } = await newestMessageTo(page, email);
  await axe(page, 'passcode entry');
  await page
    .getByLabel('One-time passcode')
    .first()
    .pressSequentially(code ?? '');
  expect(await expectSignedIn(page)).toEqual(['otp']);
});

test('SMS and WhatsApp OTP: each tab texts a code that signs in', async ({ page }) => {
  const line = `01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  // Area codes otp.spec.ts does not draw from (it uses 555-01xx too), so no two specs share a number.
  const phone = { national: `206555${line}`, e164: `+1206555${line}` };
  const otpOptions = { methods: ['sms', 'whatsapp'], expirationMinutes: 10 };
  for (const [tab, button, channel, nth] of [
    ['Text', 'Continue with text message', 'sms', 1],
    ['WhatsApp', 'Continue with WhatsApp', 'whatsapp', 2],
  ] as const) {
    await stytchUiPage(page, stytch.front, { products: ['otp'], otpOptions });
    await page.getByRole('tab', { name: tab }).click();
    await axe(page, `${tab} phone entry`);
    await page.getByRole('textbox', { name: /phone/i }).fill(phone.national);
    // Formatted by the phone frame's stand-in, as Stytch's frame does.
    await expect(page.getByRole('textbox', { name: /phone/i })).toHaveValue(`(206) 555-${line}`);
    await page.getByRole('button', { name: button }).click();
    const message = await newestMessageTo(page, phone.e164, nth);
    expect(message.channel).toBe(channel);
    await page
      .getByLabel('One-time passcode')
      .first()
      .pressSequentially(message.code ?? '');
    expect(await expectSignedIn(page)).toEqual(['otp']);
    await signOut(page);
  }
});

test('email magic link: the emailed link lands on the redirect page, whose authenticateByUrl signs in', async ({
  page,
}) => {
  const email = `ui-link-${Date.now()}@example.com`;
  await page.goto('/healthz');
  const emailMagicLinksOptions = { loginRedirectURL: landing(page), signupRedirectURL: landing(page) };
  await stytchUiPage(page, stytch.front, { products: ['emailMagicLinks'], emailMagicLinksOptions });
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await axe(page, 'check your email');
  const link = (await newestMessageTo(page, email)).links[0] ?? '';
  await page.goto(link);
  await finishRedirect(page);
  expect(await expectSignedIn(page)).toEqual(['magic_link']);
});

test('OAuth: its Google button goes through the development provider and back to a session', async ({ page }) => {
  const email = `ui-oauth-${Date.now()}@example.com`;
  await page.goto('/healthz');
  const oauthOptions = {
    providers: [{ type: 'google' }],
    loginRedirectURL: landing(page),
    signupRedirectURL: landing(page),
  };
  await stytchUiPage(page, stytch.front, { products: ['oauth'], oauthOptions });
  await axe(page, 'OAuth buttons');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await axe(page, 'development identity provider');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/healthz' && url.searchParams.has('token'));
  await finishRedirect(page);
  expect(await expectSignedIn(page)).toEqual(['oauth']);
});

test('passkeys: mountPasskeyRegistration adds one for a signed-in user, and "Login with a Passkey" signs in with it', async ({
  page,
}) => {
  const email = `ui-passkey-${Date.now()}@example.com`;
  const { cdp, authenticatorId } = await addAuthenticator(page);
  // Foyer lets only a user with a verified address add a passkey: signed in by an emailed code first.
  await stytchUiPage(page, stytch.front, null);
  await signInByEmailCode(page, email);
  await stytchUiPage(page, stytch.front, { products: ['passkeys'] }, { mount: 'mountPasskeyRegistration' });
  await axe(page, 'set up a passkey');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByText('Passkey successfully created!')).toBeVisible();
  await axe(page, 'passkey created');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await signOut(page);
  // With no email or phone field beside it, Stytch's UI shows its passkey button (with one, it offers
  // the passkey by autofill, which Chromium's virtual authenticator answers unasked).
  await stytchUiPage(page, stytch.front, { products: ['passkeys', 'crypto'] });
  await axe(page, 'login with a passkey');
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  expect(await expectSignedIn(page)).toEqual(['webauthn']);
});

test('crypto wallets: "Continue with Metamask" and "Continue with Phantom" each connect, sign the message and sign in', async ({
  page,
}) => {
  const wallets = [
    { name: 'Metamask', type: 'ethereum', wallet: await injectEthereumWallet(page) },
    { name: 'Phantom', type: 'solana', wallet: await injectPhantomWallet(page) },
  ] as const;
  for (const { name, type, wallet } of wallets) {
    await stytchUiPage(page, stytch.front, { products: ['crypto'] });
    await expect(page.getByRole('button', { name: /^Continue with (Metamask|Phantom)$/ })).toHaveCount(2);
    await axe(page, 'wallet buttons');
    await page.getByRole('button', { name: `Continue with ${name}` }).click();
    // Stytch's name for a wallet's factor, the wallet that signed in its crypto_wallet_factor.
    expect(await expectSignedIn(page)).toEqual(['crypto']);
    const signedBy = await inPage(
      page,
      'return client.session.getSync().authentication_factors[0].crypto_wallet_factor;',
    );
    expect(signedBy).toMatchObject({ crypto_wallet_type: type });
    expect(String(signedBy.crypto_wallet_address).toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(wallet.signed).toHaveLength(1);
    await signOut(page);
  }
});

/** The @stytch/react page (support/stytch-react/app.tsx, bundled once) with StytchLogin given `config`. */
let reactBundle: Promise<string> | undefined;
async function stytchReactPage(page: Page, config: Record<string, unknown>): Promise<void> {
  reactBundle ??= buildStytchReactPage();
  const { public_token: publicToken } = await devProject(page.request);
  await stytchUiPage(page, stytch.front, null);
  await page.evaluate((settings) => Object.assign(window, { stytchReact: settings }), {
    publicToken,
    baseUrl: stytch.url,
    config,
  });
  await page.addScriptTag({ content: await reactBundle });
}

test('@stytch/react StytchLogin with magic links, OTP and passwords shows them all and signs in by text', async ({
  page,
}) => {
  const line = `01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const redirects = { loginRedirectURL: 'http://localhost/healthz', signupRedirectURL: 'http://localhost/healthz' };
  // Stytch's own rule, not Foyer's: email magic links and email OTP together render only the heading
  // (LoginForm: "Cannot use both EML and Email OTP", said in development builds only).
  await stytchReactPage(page, {
    products: ['emailMagicLinks', 'otp'],
    emailMagicLinksOptions: redirects,
    otpOptions: { methods: ['email'], expirationMinutes: 10 },
  });
  await expect(page.getByText('Sign up or log in')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await stytchReactPage(page, {
    products: ['emailMagicLinks', 'otp', 'passwords'],
    emailMagicLinksOptions: redirects,
    otpOptions: { methods: ['sms'], expirationMinutes: 10 },
    passwordOptions: { resetPasswordRedirectURL: 'http://localhost/healthz', resetPasswordExpirationMinutes: 30 },
  });
  await expect(page.getByRole('tab')).toHaveText(['Email', 'Text']);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await axe(page, 'React: email tab');
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByRole('textbox', { name: /phone/i }).fill(`213555${line}`);
  await expect(page.getByRole('textbox', { name: /phone/i })).toHaveValue(`(213) 555-${line}`);
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  const { code } = await newestMessageTo(page, `+1213555${line}`);
  await page
    .getByLabel('One-time passcode')
    .first()
    .pressSequentially(code ?? '');
  // StytchProvider's session hook sees it: the page's own React tree shows the signed-in line.
  await expect(page.getByText('Signed in (otp)')).toBeVisible();
  expect(await expectSignedIn(page)).toEqual(['otp']);
});
