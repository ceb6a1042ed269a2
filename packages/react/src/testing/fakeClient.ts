import type { AuthenticateResponseBody, ErrorType, UserData } from '@foyer/protocol';
import { type BootstrapData, FoyerApiError, type FoyerClient } from '@foyer/sdk';

// biome-ignore lint/suspicious/noExplicitAny: matches a method of any signature
type AnyMethod = (...args: any[]) => unknown;

/** 'magicLinks.email.loginOrCreate', 'otps.authenticate', …: the path of every method of FoyerClient. */
type MethodPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AnyMethod
    ? `${Prefix}${K}`
    : T[K] extends object
      ? MethodPaths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];
export type ClientMethod = MethodPaths<FoyerClient>;

type MethodAt<P extends string, T = FoyerClient> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MethodAt<Rest, T[Head]>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A test's answer for one method: the method's own arguments in, what the SDK's method resolves to out. */
export type Answer<P extends ClientMethod> =
  MethodAt<P> extends (...args: infer A) => infer R ? (...args: A) => Awaited<R> | R : never;

/** One recorded call on the fake client: the method's path and its arguments. */
export interface RecordedCall {
  method: ClientMethod;
  args: unknown[];
}

export interface FakeClientOptions {
  bootstrap?: Partial<BootstrapData>;
  /** Answers by method path ('magicLinks.email.loginOrCreate'), typed as the SDK answers; a function may throw. */
  answers?: { [P in ClientMethod]?: Answer<P> };
}

/** The SDK's own `FoyerApiError`, as its transport builds one from an error body. */
export function apiError(error_type: ErrorType, error_message: string, status_code = 400): FoyerApiError {
  return new FoyerApiError({ error_type, error_message, status_code, request_id: 'request-test' });
}

/** What the SDK's getBootstrap resolves to for a plain project. */
export function bootstrapBody(overrides: Partial<BootstrapData> = {}): BootstrapData {
  return {
    projectId: 'project-test',
    displayWatermark: false,
    emailDomain: null,
    passwordConfig: null,
    strengthPolicy: 'zxcvbn',
    ...overrides,
  };
}

/** A user as the API answers one: no factors unless `overrides` adds them. */
export function userBody(overrides: Partial<UserData> = {}): UserData {
  return {
    user_id: 'user-test-0001',
    created_at: '2030-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: '', last_name: '' },
    emails: [],
    phone_numbers: [],
    webauthn_registrations: [],
    providers: [],
    crypto_wallets: [],
    password: null,
    ...overrides,
  };
}

/** What a sign-in answers: the user, a new session and its tokens. */
export function signedInBody(overrides: Partial<AuthenticateResponseBody> = {}): AuthenticateResponseBody {
  const user = userBody();
  return {
    status_code: 200,
    request_id: 'r',
    user_id: user.user_id,
    user,
    session: {
      session_id: 'session-test-0001',
      user_id: user.user_id,
      started_at: '2030-01-01T00:00:00Z',
      last_accessed_at: '2030-01-01T00:00:00Z',
      expires_at: '2030-01-01T01:00:00Z',
      authentication_factors: [],
    },
    session_token: 'session-token-test',
    session_jwt: 'session-jwt-test',
    ...overrides,
  };
}

/** The default answer of a passcode send: an OK body with the destination's method id. */
const sentPasscode = (method_id: string) => () => ({ status_code: 200, request_id: 'r', method_id });

/** The default answer of a sign-in: an OK body (the widget reads nothing more from it). */
const signedIn = () => signedInBody();

/**
 * A `FoyerClient` that records every call and answers from `answers` (default: an OK body).
 * Methods the widget should never reach throw, so a stray call fails the test.
 */
export function fakeClient({ bootstrap, answers = {} }: FakeClientOptions = {}) {
  const calls: RecordedCall[] = [];
  // `never` in and out lets one recorder stand in for every method signature of the interface.
  const answerOf = (method: ClientMethod) => answers[method] as AnyMethod | undefined;
  const call =
    (method: ClientMethod, fallback: AnyMethod = () => ({ status_code: 200, request_id: 'r' })) =>
    (...args: never[]): Promise<never> => {
      calls.push({ method, args });
      return Promise.resolve().then(() => (answerOf(method) ?? fallback)(...args) as never);
    };
  const unexpected = (method: ClientMethod) => (): never => {
    throw new Error(`unexpected call to ${method}`);
  };
  // Recorded and answered when the test gives an answer; a stray call fails the test otherwise.
  const answeredOrUnexpected = (method: ClientMethod) => (answers[method] ? call(method) : unexpected(method));
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
    totps: {
      create: answeredOrUnexpected('totps.create'),
      authenticate: answeredOrUnexpected('totps.authenticate'),
      recoveryCodes: answeredOrUnexpected('totps.recoveryCodes'),
      rotateRecoveryCodes: answeredOrUnexpected('totps.rotateRecoveryCodes'),
      recover: answeredOrUnexpected('totps.recover'),
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
      deleteTotp: answeredOrUnexpected('user.deleteTotp'),
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
    getBootstrap: call('getBootstrap', () => bootstrapBody(bootstrap)),
    getState: () => ({
      user: null,
      session: null,
      session_token: null,
      session_jwt: null,
      intermediate_session_token: null,
    }),
    getPendingMfa: () => null,
    resumePendingMfa: async () => null,
    onStateChange: () => () => {},
    setLocale: () => {},
    destroy: () => {},
  };

  return {
    client,
    calls,
    /** The calls of one method, in order. */
    callsTo: (method: ClientMethod) => calls.filter((c) => c.method === method).map((c) => c.args),
    /** The names and details of the events logged through the client. */
    events: () => calls.filter((c) => c.method === 'events.log').map((c) => ({ name: c.args[0], details: c.args[1] })),
  };
}
