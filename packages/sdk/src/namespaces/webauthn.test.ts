import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeUser } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';
import { FoyerApiError, FoyerSdkError } from '../errors.ts';

const h = useHarness();

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const REQUEST_OPTIONS = { challenge: b64url('challenge-1'), rpId: 'localhost', userVerification: 'required' };
const CREATION_OPTIONS = {
  challenge: b64url('challenge-2'),
  rp: { id: 'localhost', name: 'Demo' },
  user: { id: b64url('user-test-0001'), name: 'ada@example.com', displayName: '' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
};

/** What the browser hands back from navigator.credentials.get(). */
function assertion() {
  return {
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
}

/** What the browser hands back from navigator.credentials.create(). */
function attestation() {
  return {
    id: b64url('credential-2'),
    rawId: bytes('credential-2'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({}),
  };
}

interface FakeBrowser {
  get: ReturnType<typeof vi.fn>;
  create: ReturnType<typeof vi.fn>;
  conditionalMediation: boolean;
  signalUnknownCredential?: ReturnType<typeof vi.fn>;
}

/** A faked WebAuthn browser: `PublicKeyCredential` and `navigator.credentials`. */
function installBrowser(overrides: Partial<FakeBrowser> = {}): FakeBrowser {
  const browser: FakeBrowser = {
    get: vi.fn(async () => assertion()),
    create: vi.fn(async () => attestation()),
    conditionalMediation: true,
    ...overrides,
  };
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => browser.conditionalMediation,
    ...(browser.signalUnknownCredential ? { signalUnknownCredential: browser.signalUnknownCredential } : {}),
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { get: browser.get, create: browser.create },
  });
  return browser;
}

beforeEach(() => {
  h.server.override('POST /webauthn/authenticate/start', () => ({
    status: 200,
    body: { status_code: 200, request_id: 'r', public_key_credential_request_options: REQUEST_OPTIONS },
  }));
  h.server.override('POST /webauthn/register/start', () => ({
    status: 200,
    body: { status_code: 200, request_id: 'r', public_key_credential_creation_options: CREATION_OPTIONS },
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

/** Makes the finish call answer a fresh session, as the server does. */
function answerFinishWithSession(route: string) {
  h.server.override(route, () => ({ status: 200, body: h.server.signIn(makeUser()) }));
}

describe('webauthn.authenticate', () => {
  it('runs the ceremony with the server’s options, sends the credential and stores the session', async () => {
    const browser = installBrowser();
    answerFinishWithSession('POST /webauthn/authenticate');
    const client = h.open({ refreshSession: false });
    const response = await client.webauthn.authenticate({ session_duration_minutes: 30, is_passkey: true });

    expect(h.server.calls('POST /webauthn/authenticate/start')).toMatchObject([
      { body: { is_passkey: true, conditional_mediation: false } },
    ]);
    const getOptions = browser.get.mock.calls[0]?.[0];
    expect(getOptions.mediation).toBeUndefined();
    expect(new TextDecoder().decode(getOptions.publicKey.challenge)).toBe('challenge-1');
    expect(h.server.calls('POST /webauthn/authenticate')).toMatchObject([
      {
        body: {
          session_duration_minutes: 30,
          public_key_credential: {
            id: b64url('credential-1'),
            response: { signature: b64url('signature'), userHandle: b64url('user-test-0001') },
          },
        },
      },
    ]);
    expect(response?.session_token).toBeTruthy();
    expect(client.session.getTokens()?.session_token).toBe(response?.session_token);
  });

  it('asks for conditional mediation (autofill) when told to', async () => {
    const browser = installBrowser();
    answerFinishWithSession('POST /webauthn/authenticate');
    await h.open().webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true });
    expect(browser.get.mock.calls[0]?.[0].mediation).toBe('conditional');
    expect(h.server.calls('POST /webauthn/authenticate/start')).toMatchObject([
      { body: { conditional_mediation: true } },
    ]);
  });

  it('resolves null, without a finish call, when the signal aborts the waiting request', async () => {
    installBrowser({
      get: vi.fn(
        (options: { signal: AbortSignal }) =>
          new Promise((_, reject) =>
            options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    });
    const controller = new AbortController();
    const pending = h.open().webauthn.authenticate({
      session_duration_minutes: 30,
      conditional_mediation: true,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(h.server.calls('POST /webauthn/authenticate/start')).toHaveLength(1));
    await vi.waitFor(() => expect(navigator.credentials.get).toHaveBeenCalled());
    controller.abort();
    await expect(pending).resolves.toBeNull();
    expect(h.server.calls('POST /webauthn/authenticate')).toEqual([]);
  });

  it('resolves null, before any ceremony, when the signal aborts the start request (it rejected as network_error)', async () => {
    const browser = installBrowser();
    const controller = new AbortController();
    let started = () => {};
    const startSent = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A start request that is still on its way, as fetch does it: settled only by the signal.
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        started();
      });
    const pending = h.open({ fetch: hangingFetch, refreshSession: false }).webauthn.authenticate({
      session_duration_minutes: 30,
      conditional_mediation: true,
      signal: controller.signal,
    });
    await startSent;
    controller.abort();
    await expect(pending).resolves.toBeNull();
    expect(browser.get).not.toHaveBeenCalled();
  });

  it('resolves null when the browser answers with no credential (an empty response)', async () => {
    installBrowser({ get: vi.fn(async () => null) });
    await expect(h.open().webauthn.authenticate({ session_duration_minutes: 30 })).resolves.toBeNull();
    expect(h.server.calls('POST /webauthn/authenticate')).toEqual([]);
  });

  it('rejects with webauthn_failed when the browser refuses (user verification failed)', async () => {
    installBrowser({ get: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    const error = await h
      .open()
      .webauthn.authenticate({ session_duration_minutes: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'webauthn_failed' });
  });

  it('tells the password manager about a passkey the server no longer knows, then rejects', async () => {
    const signalUnknownCredential = vi.fn(async () => undefined);
    installBrowser({ signalUnknownCredential });
    h.server.override('POST /webauthn/authenticate', () => apiError('webauthn_registration_not_found'));
    const error = await h
      .open()
      .webauthn.authenticate({ session_duration_minutes: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'webauthn_registration_not_found' });
    expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'localhost', credentialId: b64url('credential-1') });
  });

  it('still rejects with the not-found error where the browser cannot signal', async () => {
    installBrowser();
    h.server.override('POST /webauthn/authenticate', () => apiError('webauthn_registration_not_found'));
    await expect(h.open().webauthn.authenticate({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'webauthn_registration_not_found',
    });
  });
});

describe('webauthn.register', () => {
  it('registers a passkey for the signed-in user and stores the refreshed session', async () => {
    const browser = installBrowser();
    const client = h.open({ refreshSession: false });
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    const token = client.session.getTokens()?.session_token;
    h.server.override('POST /webauthn/register', () => ({
      status: 200,
      body: { ...h.server.signIn(), session_token: token },
    }));

    await client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 });

    const start = h.server.calls('POST /webauthn/register/start');
    expect(start).toMatchObject([{ body: { is_passkey: true }, credentials: { password: token } }]);
    expect(new TextDecoder().decode(browser.create.mock.calls[0]?.[0].publicKey.challenge)).toBe('challenge-2');
    expect(h.server.calls('POST /webauthn/register')).toMatchObject([
      {
        body: {
          session_duration_minutes: 60,
          public_key_credential: { id: b64url('credential-2'), response: { transports: ['internal'] } },
        },
      },
    ]);
  });

  it('rejects with webauthn_already_registered when the authenticator holds one of the user’s passkeys', async () => {
    installBrowser({ create: vi.fn(async () => Promise.reject(new DOMException('dup', 'InvalidStateError'))) });
    const error = await h
      .open()
      .webauthn.register({ is_passkey: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FoyerSdkError', code: 'webauthn_already_registered' });
    expect(h.server.calls('POST /webauthn/register')).toEqual([]);
  });
});

describe('webauthn.update', () => {
  it('renames a registration with PUT', async () => {
    const client = h.open({ refreshSession: false });
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    await client.webauthn.update({ webauthn_registration_id: 'webauthn-registration-test-0001', name: 'Work laptop' });
    expect(h.server.calls('PUT /webauthn/update/webauthn-registration-test-0001')).toMatchObject([
      { body: { name: 'Work laptop' } },
    ]);
  });
});

describe('webauthn.browserSupportsAutofill', () => {
  it('follows PublicKeyCredential.isConditionalMediationAvailable', async () => {
    installBrowser({ conditionalMediation: true });
    expect(await h.open().webauthn.browserSupportsAutofill()).toBe(true);
    installBrowser({ conditionalMediation: false });
    expect(await h.open().webauthn.browserSupportsAutofill()).toBe(false);
  });

  it('answers false in a browser without WebAuthn', async () => {
    expect(await h.open().webauthn.browserSupportsAutofill()).toBe(false);
  });
});
