import type { BootstrapData, FoyerClient } from '@foyer/sdk';

/** One recorded call on the fake client: the method's path and its arguments. */
export interface RecordedCall {
  method: string;
  args: unknown[];
}

export interface FakeClientOptions {
  bootstrap?: Partial<BootstrapData>;
  /** Answers by method path ('magicLinks.email.loginOrCreate'); a function may throw. */
  answers?: Record<string, (...args: unknown[]) => unknown>;
}

/** An API error shaped like the sdk's `FoyerApiError`. */
export function apiError(error_type: string, error_message: string) {
  return Object.assign(new Error(error_message), {
    name: 'FoyerApiError',
    error_type,
    error_message,
    status_code: 400,
    request_id: 'request-test',
  });
}

/** The default answer of a passcode send: an OK body with the destination's method id. */
const sentPasscode = (method_id: string) => () => ({ status_code: 200, request_id: 'r', method_id });

/** The default answer of a sign-in: an OK body (the widget reads nothing more from it). */
const signedIn = () => ({ status_code: 200, request_id: 'r' });

/**
 * A `FoyerClient` that records every call and answers from `answers` (default: an OK body).
 * Methods the widget should never reach throw, so a stray call fails the test.
 */
export function fakeClient({ bootstrap, answers = {} }: FakeClientOptions = {}) {
  const calls: RecordedCall[] = [];
  // `never` in and out lets one recorder stand in for every method signature of the interface.
  const call =
    (method: string, fallback: (...args: unknown[]) => unknown = () => ({ status_code: 200, request_id: 'r' })) =>
    (...args: never[]): Promise<never> => {
      calls.push({ method, args });
      return Promise.resolve().then(() => (answers[method] ?? fallback)(...args) as never);
    };
  const unexpected = (method: string) => (): never => {
    throw new Error(`unexpected call to ${method}`);
  };
  // Recorded and answered when the test gives an answer; a stray call fails the test otherwise.
  const answeredOrUnexpected = (method: string) => (answers[method] ? call(method) : unexpected(method));
  const client: FoyerClient = {
    publicToken: `public-token-test-${Math.random().toString(36).slice(2)}`,
    baseUrl: 'http://localhost:3000',
    magicLinks: {
      email: { loginOrCreate: call('magicLinks.email.loginOrCreate') },
      authenticate: call('magicLinks.authenticate'),
    },
    otps: {
      email: { loginOrCreate: call('otps.email.loginOrCreate', sentPasscode('email-test-0001')) },
      sms: { loginOrCreate: call('otps.sms.loginOrCreate', sentPasscode('phone-test-0001')) },
      whatsapp: { loginOrCreate: call('otps.whatsapp.loginOrCreate', sentPasscode('phone-test-0001')) },
      authenticate: call('otps.authenticate', signedIn),
    },
    passwords: {
      create: answeredOrUnexpected('passwords.create'),
      authenticate: answeredOrUnexpected('passwords.authenticate'),
      strengthCheck: answeredOrUnexpected('passwords.strengthCheck'),
      resetByEmailStart: answeredOrUnexpected('passwords.resetByEmailStart'),
      resetByEmail: answeredOrUnexpected('passwords.resetByEmail'),
    },
    oauth: {
      startUrl: unexpected('oauth.startUrl'),
      start: call('oauth.start') as never,
      authenticate: unexpected('oauth.authenticate'),
      googleOneTapConfig: call('oauth.googleOneTapConfig'),
      googleOneTapNonce: call('oauth.googleOneTapNonce', () => 'one-tap-nonce-0001'),
      googleOneTap: call('oauth.googleOneTap'),
    },
    webauthn: {
      register: answeredOrUnexpected('webauthn.register'),
      authenticate: answeredOrUnexpected('webauthn.authenticate'),
      update: answeredOrUnexpected('webauthn.update'),
      browserSupportsAutofill: answers['webauthn.browserSupportsAutofill']
        ? call('webauthn.browserSupportsAutofill')
        : async () => false,
    },
    cryptoWallets: {
      authenticateStart: call('cryptoWallets.authenticateStart'),
      authenticate: call('cryptoWallets.authenticate'),
    },
    authenticateByUrl: answeredOrUnexpected('authenticateByUrl'),
    user: {
      get: call('user.get'),
      getSync: () => null,
      search: answeredOrUnexpected('user.search'),
      deleteWebauthnRegistration: answeredOrUnexpected('user.deleteWebauthnRegistration'),
      onChange: () => () => {},
    },
    session: {
      getSync: () => null,
      getTokens: () => null,
      authenticate: unexpected('session.authenticate'),
      revoke: unexpected('session.revoke'),
      onChange: () => () => {},
    },
    events: {
      log: (name, details) => {
        calls.push({ method: 'events.log', args: [name, details] });
      },
      flush: async () => {},
    },
    getBootstrap: call('getBootstrap', () => ({
      projectId: 'project-test',
      displayWatermark: false,
      emailDomain: null,
      passwordConfig: null,
      strengthPolicy: 'zxcvbn',
      ...bootstrap,
    })),
    getState: () => ({
      user: null,
      session: null,
      session_token: null,
      session_jwt: null,
      intermediate_session_token: null,
    }),
    onStateChange: () => () => {},
    setLocale: () => {},
    destroy: () => {},
  };

  return {
    client,
    calls,
    /** The calls of one method, in order. */
    callsTo: (method: string) => calls.filter((c) => c.method === method).map((c) => c.args),
    /** The names and details of the events logged through the client. */
    events: () => calls.filter((c) => c.method === 'events.log').map((c) => ({ name: c.args[0], details: c.args[1] })),
  };
}
