import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startTlsFront, type TlsFront } from '../../packages/server/src/testing/tls-front.ts';
import { docSnippets } from '../../scripts/lib/readme-snippets.mjs';
import { AuthenticatorApp } from '../support/authenticator-app.ts';
import { devProject } from '../support/dev-project.ts';
import { newestMessageTo as newestOutboxMessageTo } from '../support/outbox.ts';

/**
 * Stytch's own browser SDK (@stytch/vanilla-js from npm, its headless client's IIFE build) in
 * Chromium against Foyer behind TLS. Its customBaseUrl keeps only the host name, so the https front
 * listens on 443; this browser context alone ignores the throwaway certificate.
 */
// Not in the package's exports: found beside its main entry (dist/cjs/index.cjs).
const STYTCH_HEADLESS = join(
  dirname(createRequire(import.meta.url).resolve('@stytch/vanilla-js')),
  '../iife/index.headless.js',
);

let front: TlsFront;
// bypassCSP: the script goes into a server page whose CSP (rightly) refuses inline scripts.
test.use({ ignoreHTTPSErrors: true, bypassCSP: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  front = await startTlsFront({ port: 443 });
  front.pointAt(Number(new URL(baseURL ?? '').port));
});
test.afterAll(async () => {
  await front?.close();
});

/** A page on the demo's origin (an authorized origin of the dev project) with a StytchHeadlessClient. */
async function stytchPage(page: Page): Promise<void> {
  const project = await devProject(page.request);
  // A page the server really answers: Chromium puts a page Playwright made up in the public address
  // space, and would refuse its calls to a loopback server.
  await page.goto('/healthz');
  await page.addScriptTag({ path: STYTCH_HEADLESS });
  // docs/stytch.md's line for pages, as written but for its example URL; the IIFE build stands in for
  // the import (a page without a bundler).
  const [, snippet = ''] = docSnippets('docs/stytch.md', 'Coming from Stytch', 'ts');
  const construct = snippet.replace(/^import .*$/m, '').replaceAll('https://auth.example.com', front.url);
  expect(construct).toContain('new StytchHeadlessClient(publicToken');
  await page.evaluate(
    ({ token, source }) => {
      const w = window as unknown as { stytch: { StytchHeadlessClient: unknown }; client: unknown };
      w.client = new Function('StytchHeadlessClient', 'publicToken', `${source}; return browser;`)(
        w.stytch.StytchHeadlessClient,
        token,
      );
    },
    { token: project.public_token, source: construct },
  );
}

/** Runs `body` in the page with the client as `client`; answers its JSON result or `{ error }`. */
async function inPage<T = Record<string, unknown>>(page: Page, body: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    async ([source, value]) => {
      const client = (window as unknown as { client: unknown }).client;
      try {
        return await new Function('client', 'arg', `return (async () => { ${source} })()`)(client, value);
      } catch (error) {
        return { error: String(error) };
      }
    },
    [body, arg] as const,
  ) as Promise<T>;
}

/** The newest dev-outbox message to an address (support/outbox.ts). */
const newestMessageTo = (page: Page, to: string, count = 1) => newestOutboxMessageTo(page.request, to, { count });

const sessionCookies = async (page: Page) =>
  Object.fromEntries(
    (await page.context().cookies()).filter((c) => c.name.startsWith('stytch_session')).map((c) => [c.name, c.value]),
  );

test.describe("Stytch's vanilla-js headless client against Foyer over https", () => {
  test('magic link: loginOrCreate emails a link whose token authenticate turns into a session', async ({ page }) => {
    const email = `vanilla-link-${Date.now()}@example.com`;
    await stytchPage(page);
    const sent = await inPage(page, 'return await client.magicLinks.email.loginOrCreate(arg);', email);
    expect(sent).toMatchObject({ status_code: 200 });
    const token = new URL((await newestMessageTo(page, email)).links[0] ?? '').searchParams.get('token');
    const signedIn = await inPage(
      page,
      'const r = await client.magicLinks.authenticate(arg, { session_duration_minutes: 60 }); return { r, session: client.session.getSync(), user: client.user.getSync() };',
      token,
    );
    expect(signedIn).toMatchObject({
      session: { authentication_factors: [{ type: 'magic_link' }] },
      user: { emails: [{ email, verified: true }] },
    });
    expect(Object.keys(await sessionCookies(page)).sort()).toEqual(['stytch_session', 'stytch_session_jwt']);
  });

  test('OTP: email loginOrCreate answers the method id, and the emailed code signs in', async ({ page }) => {
    const email = `vanilla-otp-${Date.now()}@example.com`;
    await stytchPage(page);
    const sent = await inPage<{ method_id: string }>(page, 'return await client.otps.email.loginOrCreate(arg);', email);
    expect(sent.method_id).toMatch(/^email-/);
    const { code } = await newestMessageTo(page, email);
    const signedIn = await inPage(
      page,
      'await client.otps.authenticate(arg.code, arg.method_id, { session_duration_minutes: 60 }); return client.session.getSync();',
      { code, method_id: sent.method_id },
    );
    expect(signedIn).toMatchObject({ authentication_factors: [{ type: 'otp', delivery_method: 'email' }] });

    const wrong = await inPage(
      page,
      'return await client.otps.authenticate("000000", arg, { session_duration_minutes: 60 });',
      sent.method_id,
    );
    expect(String(wrong.error)).toContain('otp_code_not_found');
  });

  test('passwords: create signs up, authenticate signs in again, a wrong password is refused', async ({ page }) => {
    const email = `vanilla-password-${Date.now()}@example.com`;
    const password = 'correct horse battery staple 1874';
    await stytchPage(page);
    const created = await inPage(
      page,
      'await client.passwords.create({ email: arg.email, password: arg.password, session_duration_minutes: 60 }); return client.user.getSync();',
      { email, password },
    );
    expect(created).toMatchObject({ emails: [{ email }] });
    await inPage(page, 'await client.session.revoke();');
    const again = await inPage(
      page,
      'await client.passwords.authenticate({ email: arg.email, password: arg.password, session_duration_minutes: 60 }); return client.session.getSync();',
      { email, password },
    );
    expect(again).toMatchObject({ authentication_factors: [{ type: 'password' }] });
    const wrong = await inPage(
      page,
      'return await client.passwords.authenticate({ email: arg, password: "not the password at all 1", session_duration_minutes: 60 });',
      email,
    );
    expect(String(wrong.error)).toContain('unauthorized_credentials');
  });

  test('session: authenticate refreshes the session, revoke ends it and clears the cookies', async ({ page }) => {
    const email = `vanilla-session-${Date.now()}@example.com`;
    await stytchPage(page);
    const sent = await inPage<{ method_id: string }>(page, 'return await client.otps.email.loginOrCreate(arg);', email);
    const { code } = await newestMessageTo(page, email);
    await inPage(page, 'await client.otps.authenticate(arg.code, arg.method_id, { session_duration_minutes: 60 });', {
      code,
      method_id: sent.method_id,
    });
    const checked = await inPage<{ session: { session_id: string } }>(
      page,
      'return await client.session.authenticate({ session_duration_minutes: 30 });',
    );
    expect(checked.session.session_id).toMatch(/^session-/);

    expect(await inPage(page, 'return await client.session.revoke();')).toMatchObject({ status_code: 200 });
    expect(await inPage(page, 'return { session: client.session.getSync() };')).toEqual({ session: null });
    expect(await sessionCookies(page)).toEqual({});
  });

  test('authenticator app: totps.create, authenticate, recoveryCodes and recover add a second factor to the session', async ({
    page,
  }) => {
    const email = `vanilla-totp-${Date.now()}@example.com`;
    await stytchPage(page);
    const signInByEmail = async (nth: number) => {
      const sent = await inPage<{ method_id: string }>(
        page,
        'return await client.otps.email.loginOrCreate(arg);',
        email,
      );
      const { code } = await newestMessageTo(page, email, nth);
      await inPage(page, 'await client.otps.authenticate(arg.code, arg.method_id, { session_duration_minutes: 60 });', {
        code,
        method_id: sent.method_id,
      });
    };
    await signInByEmail(1);

    const enrolled = await inPage<{ secret: string; qr_code: string; recovery_codes: string[]; totp_id: string }>(
      page,
      'return await client.totps.create({ expiration_minutes: 60 });',
    );
    expect(enrolled.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(enrolled.recovery_codes).toHaveLength(10);
    const app = new AuthenticatorApp(enrolled.secret);

    const wrong = await inPage(
      page,
      'return await client.totps.authenticate({ totp_code: "000000", session_duration_minutes: 60 });',
    );
    expect(String(wrong.error)).toContain('totp_code_not_found');
    const before = await inPage<{ session_id: string }>(page, 'return client.session.getSync();');
    const confirmed = await inPage<{ session_id: string; authentication_factors: { type: string }[] }>(
      page,
      'await client.totps.authenticate({ totp_code: arg, session_duration_minutes: 60 }); return client.session.getSync();',
      await app.nextCode(),
    );
    // The code joined the email sign-in's session: same session, both factors.
    expect(confirmed.session_id).toBe(before.session_id);
    expect(confirmed.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'totp']);

    const listed = await inPage<{ totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[] }>(
      page,
      'return await client.totps.recoveryCodes();',
    );
    expect(listed.totps).toEqual([
      expect.objectContaining({ totp_id: enrolled.totp_id, verified: true, recovery_codes: enrolled.recovery_codes }),
    ]);

    // Signed out and in again by email: a recovery code stands in for the app, once.
    await inPage(page, 'await client.session.revoke();');
    await signInByEmail(2);
    const [recoveryCode] = enrolled.recovery_codes;
    const recovered = await inPage<{ authentication_factors: { type: string }[] }>(
      page,
      'await client.totps.recover({ recovery_code: arg, session_duration_minutes: 60 }); return client.session.getSync();',
      recoveryCode,
    );
    expect(recovered.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'recovery_codes']);
    const again = await inPage(
      page,
      'return await client.totps.recover({ recovery_code: arg, session_duration_minutes: 60 });',
      recoveryCode,
    );
    expect(String(again.error)).toContain('recovery_code_not_found');
    const left = await inPage<{ totps: { recovery_codes: string[] }[] }>(
      page,
      'return await client.totps.recoveryCodes();',
    );
    expect(left.totps[0]?.recovery_codes).toEqual(enrolled.recovery_codes.slice(1));
  });
});

// Stytch's prebuilt UI (its full IIFE build: StytchUIClient), unchanged, on the same page.
const STYTCH_UI = join(dirname(STYTCH_HEADLESS), 'index.js');

/** A page with Stytch's StytchUIClient as `client` and its login form mounted with `config`. */
async function stytchUiPage(page: Page, config: Record<string, unknown>): Promise<void> {
  const project = await devProject(page.request);
  await page.goto('/healthz');
  await page.addScriptTag({ path: STYTCH_UI });
  await page.evaluate(
    ({ token, baseUrl, loginConfig }) => {
      const w = window as unknown as {
        stytch: { StytchUIClient: new (...args: unknown[]) => unknown; Products: Record<string, unknown> };
        client: unknown;
      };
      // Products are named here and passed as the package's own objects (6.x refuses strings).
      const products = (loginConfig.products as string[]).map((name) => w.stytch.Products[name]);
      document.body.innerHTML = '<main><div id="stytch-login"></div></main>';
      const client = new w.stytch.StytchUIClient(token, { customBaseUrl: baseUrl });
      w.client = client;
      // 6.3.0's mount function appends a fresh element without its props (bindings/WebComponents.mjs)
      // and sets them only on the next call, which finds the element: so a page calls it twice.
      const mount = (client as { mountLogin(options: unknown): void }).mountLogin;
      for (let i = 0; i < 2; i++) mount({ client, elementId: '#stytch-login', config: { ...loginConfig, products } });
    },
    { token: project.public_token, baseUrl: front.url, loginConfig: config },
  );
}

/** Whether the page's session cookie is set and sessions.authenticate still answers for it. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect.poll(async () => (await sessionCookies(page)).stytch_session ?? '').not.toBe('');
  const checked = await inPage<{ session?: { session_id: string } }>(
    page,
    'return await client.session.authenticate({ session_duration_minutes: 30 });',
  );
  expect(checked.session?.session_id).toMatch(/^session-/);
}

// No axe here: every element on this page is Stytch's own UI (Foyer renders none of it).
test.describe("Stytch's prebuilt UI (StytchUIClient.mountLogin) against Foyer over https", () => {
  test('passwords: a new address is offered sign-up (users/search userType) and its password signs it in', async ({
    page,
  }) => {
    const email = `ui-password-${Date.now()}@example.com`;
    const password = 'correct horse battery staple 1874';
    await stytchUiPage(page, { products: ['passwords'] });
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/password/i).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedIn(page);
  });

  test('email OTP: the emailed code typed into its passcode field signs in', async ({ page }) => {
    const email = `ui-otp-${Date.now()}@example.com`;
    await stytchUiPage(page, { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 10 } });
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const { code } = await newestMessageTo(page, email);
    expect(code).toMatch(/^\d{6}$/);
    await page
      .getByLabel('One-time passcode')
      .first()
      .pressSequentially(code ?? '');
    await expectSignedIn(page);
  });
});
