import '../../testing/setup.ts';
import { COOKIE_NAMES } from '@foyer/protocol/constants';
import { createClient, type FoyerClient } from '@foyer/sdk';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookie, resetBrowser } from '../../../../sdk/test/browser.ts';
import {
  apiError,
  BASE_URL,
  FakeServer,
  intermediateAnswer,
  makeUser,
  OTP_CODE,
  PUBLIC_TOKEN,
} from '../../../../sdk/test/fake-server.ts';
import type { FoyerConfig } from '../../config/types.ts';
import { preloadChunks } from '../../testing/preloadChunks.ts';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

/**
 * The login widget's MFA (docs/behaviour.md#mfa-screens) with the real SDK against the SDK's fake
 * server: a first factor answered with an intermediate session continues into the second factor,
 * and its success leaves the session's cookies in place of the intermediate one.
 */

configure({ asyncUtilTimeout: 5_000 });
preloadChunks(
  () => import('./index.ts'),
  () => import('../otp/index.ts'),
);

const CONFIG: FoyerConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const INTERMEDIATE = 'intermediate-session-token-0001';
const ALL_WAYS = ['totp', 'recovery_code', 'sms_otp', 'webauthn'] as const;

let server: FakeServer;
let client: FoyerClient;
beforeEach(() => {
  resetBrowser();
  server = new FakeServer();
  client = createClient(PUBLIC_TOKEN, { baseUrl: BASE_URL, fetch: server.fetch, refreshSession: false });
});
afterEach(() => {
  client.destroy();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

/** The user of the intermediate answer: Ada, with a verified phone number. */
const ada = () => ({
  ...makeUser(),
  phone_numbers: [{ phone_id: 'phone-test-0001', phone_number: '+12025550123', verified: true }],
});

/** A sign-in answer with a session, as the server gives one when a second factor finishes MFA. */
const signedIn = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { ...server.signIn(ada()), ...extra },
});

/** Signs in with an email passcode that the server answers with an intermediate session offering `ways`. */
async function firstFactor(ways: readonly string[] = ALL_WAYS, enrolment = false) {
  const user = userEvent.setup();
  render(<FoyerLogin client={client} config={CONFIG} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  const answer = intermediateAnswer(INTERMEDIATE, ada());
  if (typeof answer === 'object') {
    const body = answer.body as {
      mfa_required: { secondary_factors: readonly string[]; totp_enrolment_required: boolean };
    };
    body.mfa_required.secondary_factors = ways;
    body.mfa_required.totp_enrolment_required = enrolment;
  }
  server.override('POST /otps/authenticate', () => answer);
  await user.type(await screen.findByRole('textbox', { name: 'One-time passcode' }), OTP_CODE);
  return user;
}

/** The code boxes of the MFA code screen. */
const codeBoxes = () => screen.findByRole('textbox', { name: 'Authentication code' });
/** The body of the `index`th request to a route. */
const sent = (route: string, index = 0) => server.calls(route)[index]?.body as Record<string, unknown>;

describe('MFA after a sign-in that answers an intermediate session', () => {
  it('asks for the authenticator code instead of confirming: a wrong code is refused, the right one signs in with the session’s cookies', async () => {
    const user = await firstFactor();
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    // No confirmation of the first factor, and the boxes have the focus.
    expect(screen.queryByText('Your passcode has been successfully verified.')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Authentication code' })),
    );
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBe(INTERMEDIATE);
    expect(cookie(COOKIE_NAMES.session)).toBeNull();
    // The other ways the server listed for this user.
    const ways = screen.getByRole('group', { name: 'Other ways to verify' });
    expect([...ways.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Text me a code',
      'Use a passkey',
      'Use a recovery code',
    ]);

    server.override('POST /totps/authenticate', () => apiError('totp_code_not_found'));
    await user.type(await codeBoxes(), '000000');
    expect(await screen.findAllByText('Invalid authenticator code, please try again.')).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveProperty('value', ''),
    );

    server.override('POST /totps/authenticate', () => signedIn({ totp_id: 'totp-test-0001' }));
    // A pasted code with a space submits by itself at six digits.
    await user.click(await codeBoxes());
    await user.paste('654 321');
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(sent('POST /totps/authenticate', 1)).toMatchObject({
      totp_code: '654321',
      intermediate_session_token: INTERMEDIATE,
    });
    const { session_token, intermediate_session_token } = client.getState();
    expect(intermediate_session_token).toBeNull();
    expect(cookie(COOKIE_NAMES.session)).toBe(session_token);
    expect(cookie(COOKIE_NAMES.sessionJwt)).not.toBeNull();
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();
  });

  it('takes a recovery code in the form it was issued, whatever its case, spaces and dashes, and refuses what cannot be one', async () => {
    const user = await firstFactor();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await screen.findByRole('heading', { name: 'Use a recovery code' });
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(field, 'k7qm-x2bd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('A recovery code has 12 letters and digits, like k7qm-x2bd-9tws.');
    expect(server.calls('POST /totps/recover')).toHaveLength(0);

    server.override('POST /totps/recover', () => apiError('recovery_code_not_found'));
    await user.clear(field);
    await user.type(field, ' K7QM X2BD-9TWS ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This recovery code is not valid or was already used.')).not.toHaveLength(0);

    server.override('POST /totps/recover', () => signedIn({ totp_id: 'totp-test-0001' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(sent('POST /totps/recover', 1)).toEqual({
      recovery_code: 'K7QM X2BD-9TWS',
      session_duration_minutes: 30,
      intermediate_session_token: INTERMEDIATE,
    });
    expect(client.getState().session_token).not.toBeNull();
  });

  it('texts a code to the account’s own phone number and checks it with the intermediate token', async () => {
    const user = await firstFactor(['sms_otp', 'webauthn']);
    // No authenticator app: the ways are offered, and nothing is sent before one is chosen.
    await screen.findByRole('heading', { name: 'Verify it’s you' });
    expect(server.calls('POST /otps/sms/login_or_create')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Use your authenticator app' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByRole('heading', { name: 'Enter the code we sent' });
    screen.getByText('We sent a 6-digit code to +12025550123.');
    expect(sent('POST /otps/sms/login_or_create')).toMatchObject({ phone_number: '+12025550123' });

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(server.calls('POST /otps/sms/login_or_create')).toHaveLength(2));
    await user.type(await codeBoxes(), OTP_CODE);
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(sent('POST /otps/authenticate', 1)).toMatchObject({
      token: OTP_CODE,
      method_id: 'phone-test-0001',
      intermediate_session_token: INTERMEDIATE,
    });
    expect(cookie(COOKIE_NAMES.session)).toBe(client.getState().session_token);
  });

  it('finishes with a passkey: the passkey sign-in carries the intermediate token', async () => {
    installPasskeyBrowser();
    server.override('POST /webauthn/authenticate/start', () => ({
      status: 200,
      body: { status_code: 200, request_id: 'r', public_key_credential_request_options: REQUEST_OPTIONS },
    }));
    server.override('POST /webauthn/authenticate', () => signedIn());
    const user = await firstFactor();
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(sent('POST /webauthn/authenticate')).toMatchObject({ intermediate_session_token: INTERMEDIATE });
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();
  });

  it('leads a user with no second factor through enrolment, whose first code finishes the sign-in', async () => {
    server.override('POST /totps', () => ({
      status: 200,
      body: {
        status_code: 200,
        request_id: 'r',
        totp_id: 'totp-test-0001',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        recovery_codes: ['k7qm-x2bd-9tws', 'p3rt-h8nc-4vwz'],
        user_id: 'user-test-0001',
        user: ada(),
      },
    }));
    server.override('POST /totps/authenticate', () => signedIn({ totp_id: 'totp-test-0001' }));
    const user = await firstFactor([], true);
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    expect(sent('POST /totps')).toMatchObject({ intermediate_session_token: INTERMEDIATE });
    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '123456');
    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    expect(sent('POST /totps/authenticate')).toMatchObject({ intermediate_session_token: INTERMEDIATE });
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(cookie(COOKIE_NAMES.session)).toBe(client.getState().session_token);
  });

  it('sends the user back to the start when the sign-in expired, and the next sign-in starts afresh', async () => {
    const user = await firstFactor();
    server.override('POST /totps/authenticate', () => apiError('intermediate_session_not_found'));
    await user.type(await codeBoxes(), '123456');
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(
      await screen.findAllByText('Signing in took too long and was stopped. Please sign in again.'),
    ).not.toHaveLength(0);
    expect(client.getState().intermediate_session_token).toBeNull();
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();

    // Back (start over) from a live MFA drops its token too.
    await user.clear(await screen.findByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    server.override('POST /otps/authenticate', () => intermediateAnswer(INTERMEDIATE, ada()));
    await user.type(await screen.findByRole('textbox', { name: 'One-time passcode' }), OTP_CODE);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    await waitFor(() => expect(client.getState().intermediate_session_token).toBeNull());
  });

  it('a reload mid-MFA shows the challenge again, read from the server; once the sign-in expired it says so and starts over', async () => {
    await firstFactor();
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    cleanup();
    client.destroy();
    // The page again, holding only the intermediate cookie.
    const reload = () => {
      client = createClient(PUBLIC_TOKEN, { baseUrl: BASE_URL, fetch: server.fetch, refreshSession: false });
      return render(<FoyerLogin client={client} config={CONFIG} />);
    };
    const answer = intermediateAnswer(INTERMEDIATE, ada());
    if (typeof answer === 'object') {
      (answer.body as { mfa_required: { secondary_factors: string[] } }).mfa_required.secondary_factors = [
        'totp',
        'webauthn',
      ];
    }
    server.override('POST /mfa/pending', () => answer);
    const page = reload();
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    expect(sent('POST /mfa/pending')).toEqual({ intermediate_session_token: INTERMEDIATE });
    // The ways are the server's answer now (the phone was removed meanwhile), not a guess.
    const ways = screen.getByRole('group', { name: 'Other ways to verify' });
    expect([...ways.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Use a passkey']);

    // Ten minutes on, the server no longer knows the token: the start, saying why, and no token left.
    page.unmount();
    client.destroy();
    server.override('POST /mfa/pending', () => apiError('intermediate_session_not_found'));
    reload();
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(
      await screen.findAllByText('Signing in took too long and was stopped. Please sign in again.'),
    ).not.toHaveLength(0);
    expect(client.getState().intermediate_session_token).toBeNull();
    expect(cookie(COOKIE_NAMES.intermediateSession)).toBeNull();
  });
});

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
// The browser's WebAuthn class, as much of it as the SDK asks about.
const PUBLIC_KEY_CREDENTIAL = Object.assign(() => {}, { isConditionalMediationAvailable: async () => false });
const REQUEST_OPTIONS = { challenge: b64url('challenge-1'), rpId: 'localhost', userVerification: 'required' };

/** A browser whose WebAuthn prompt answers with Ada's passkey (the real ceremony runs in e2e). */
function installPasskeyBrowser() {
  vi.stubGlobal('PublicKeyCredential', PUBLIC_KEY_CREDENTIAL);
  const assertion = {
    id: b64url('credential-1'),
    rawId: bytes('credential-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('auth-data'),
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      signature: bytes('signature'),
      userHandle: bytes('user-test-0001'),
    },
    getClientExtensionResults: () => ({}),
  };
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: async () => assertion } });
}
