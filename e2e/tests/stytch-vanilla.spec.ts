import { expect, type Page, test } from '@playwright/test';
import { docSnippets } from '../../scripts/lib/readme-snippets.mjs';
import { AuthenticatorApp } from '../support/authenticator-app.ts';
import { devProject } from '../support/dev-project.ts';
import { newestMessageTo as newestOutboxMessageTo } from '../support/outbox.ts';
import { useStytchFront } from '../support/stytch-front.ts';
import { inPage, STYTCH_HEADLESS, stytchCookies as sessionCookies, signInByEmailCode } from '../support/stytch-ui.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';
import { injectEthereumWallet } from '../support/wallets.ts';

/**
 * Stytch's own browser SDK (@stytch/vanilla-js from npm, its headless client's IIFE build) in
 * Chromium against Foyer behind TLS. Its customBaseUrl keeps only the host name, so the https front
 * listens on 443; this browser context alone ignores the throwaway certificate. Its prebuilt UI:
 * stytch-prebuilt-ui.spec.ts.
 */
const front = useStytchFront();
// bypassCSP: the script goes into a server page whose CSP (rightly) refuses inline scripts.
test.use({ ignoreHTTPSErrors: true, bypassCSP: true });
test.describe.configure({ mode: 'serial' });

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

/** The newest dev-outbox message to an address (support/outbox.ts). */
const newestMessageTo = (page: Page, to: string, count = 1) => newestOutboxMessageTo(page.request, to, { count });

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
    await signInByEmailCode(page, email);
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
    const signInByEmail = (nth: number) => signInByEmailCode(page, email, nth);
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

test.describe("Stytch's vanilla-js headless client: user, webauthn and cryptoWallets", () => {
  test('user.update and user.get keep getSync whole; webauthn.register, update, authenticate; cryptoWallets sign in', async ({
    page,
  }) => {
    const email = `vanilla-user-${Date.now()}@example.com`;
    const { cdp, authenticatorId } = await addAuthenticator(page);
    const wallet = await injectEthereumWallet(page);
    await stytchPage(page);
    await signInByEmailCode(page, email);

    const updated = await inPage<{ user_id: string; name: { first_name: string } }>(
      page,
      'await client.user.update({ name: { first_name: "Ada" }, untrusted_metadata: { theme: "dark" } }); const fetched = await client.user.get(); return { ...client.user.getSync(), fetched_id: fetched.user_id };',
    );
    expect(updated).toMatchObject({
      user_id: expect.stringMatching(/^user-/),
      fetched_id: updated.user_id,
      name: { first_name: 'Ada' },
      untrusted_metadata: { theme: 'dark' },
    });

    const registered = await inPage<{ webauthn_registration_id: string }>(
      page,
      'return await client.webauthn.register({ domain: "localhost", session_duration_minutes: 60 });',
    );
    expect(registered.webauthn_registration_id).toMatch(/^webauthn-registration-/);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    const renamed = await inPage<{ answer: { webauthn_registration: unknown }; webauthn_registrations: unknown[] }>(
      page,
      'const answer = await client.webauthn.update({ webauthn_registration_id: arg, name: "Work laptop" }); await client.user.get(); return { answer, ...client.user.getSync() };',
      registered.webauthn_registration_id,
    );
    // WebAuthnUpdateResponse: the renamed registration, as user.get then lists it.
    const workLaptop = { webauthn_registration_id: registered.webauthn_registration_id, name: 'Work laptop' };
    expect(renamed.answer.webauthn_registration).toMatchObject({ ...workLaptop, domain: 'localhost', verified: true });
    expect(renamed.webauthn_registrations).toEqual([renamed.answer.webauthn_registration]);

    await inPage(page, 'await client.session.revoke();');
    const byPasskey = await inPage<{ authentication_factors: { type: string }[]; user_id: string }>(
      page,
      'await client.webauthn.authenticate({ domain: "localhost", session_duration_minutes: 60 }); return client.session.getSync();',
    );
    expect(byPasskey).toMatchObject({ user_id: updated.user_id, authentication_factors: [{ type: 'webauthn' }] });

    await inPage(page, 'await client.session.revoke();');
    const byWallet = await inPage<{ authentication_factors: { type: string }[] }>(
      page,
      `const [address] = await window.ethereum.request({ method: 'eth_requestAccounts' });
       const { challenge } = await client.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum' });
       const signature = await window.ethereum.request({ method: 'personal_sign', params: [challenge, address] });
       await client.cryptoWallets.authenticate({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum', signature, session_duration_minutes: 60 });
       return client.session.getSync();`,
    );
    // Stytch's name for a wallet's factor (Foyer's own SDK says crypto_wallet).
    expect(byWallet.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        crypto_wallet_factor: expect.objectContaining({ crypto_wallet_type: 'ethereum' }),
      }),
    ]);
    expect(wallet.signed).toHaveLength(1);
  });
});
