/**
 * The public surface of the Foyer browser client. The widget (`@foyer/react`) codes against these
 * interfaces only. Wire bodies and answers are the protocol's snake_case types.
 */
import type {
  AuthenticateResponseBody,
  CryptoWalletsAuthenticateBody,
  CryptoWalletsAuthenticateStartBody,
  CryptoWalletsAuthenticateStartResponseBody,
  ErrorType,
  GoogleOneTapConfigResponseBody,
  GoogleOneTapResponseBody,
  MagicLinksLoginOrCreateBody,
  OAuthAuthenticateResponseBody,
  OAuthProviderType,
  OkResponseBody,
  OtpsLoginOrCreateResponseBody,
  PasswordStrengthCheckResponseBody,
  PasswordsResetByEmailStartBody,
  SessionData,
  TotpsAuthenticateResponseBody,
  TotpsCreateResponseBody,
  TotpsRecoveryCodesResponseBody,
  TotpsRecoveryCodesRotateResponseBody,
  UserData,
  UsersDeleteTotpResponseBody,
} from '@foyer/protocol';
import type { CallOptions } from '@foyer/protocol/transport';
import type { Timers } from './timers.ts';

export type { CallOptions };

export interface ClientOptions {
  /** Where the Foyer server is, e.g. `https://auth.example.com`. Default: the page's origin. */
  baseUrl?: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
  /** Turn the background session refresh off (default on). */
  refreshSession?: boolean;
  /** Injected timers for tests; default the global setTimeout / clearTimeout. */
  timers?: Timers;
  /**
   * The user's language (BCP 47, e.g. `'de'`), sent as every request's `Accept-Language` so the
   * server writes its emails, texts and error messages in it. Default: the browser's own header.
   */
  locale?: string;
  /**
   * Milliseconds a request may take (answer and body) before it fails with the FoyerSdkError
   * `request_timeout`. Default 30 000. Each call's last argument can override it.
   */
  timeoutMs?: number;
}

/** Settings the server publishes for the project (docs/behaviour.md#data, bootstrap data). */
export interface BootstrapData {
  projectId: string;
  displayWatermark: boolean;
  emailDomain: string | null;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  strengthPolicy: 'zxcvbn' | 'luds';
  /** The sign-in methods the project turned on (widget product names); undefined when the server names none. */
  enabledProducts?: string[] | undefined;
}

/** What the client keeps about the signed-in user (docs/behaviour.md#data, session state). */
export interface SessionState {
  user: UserData | null;
  session: SessionData | null;
  session_token: string | null;
  session_jwt: string | null;
  intermediate_session_token: string | null;
}

/** What an intermediate answer said: who is signing in and which second factors may finish it. */
export interface PendingMfa {
  user: UserData;
  mfa_required: NonNullable<AuthenticateResponseBody['mfa_required']>;
}

export type Unsubscribe = () => void;

export interface WithSessionDuration {
  session_duration_minutes: number;
}

export interface MagicLinksApi {
  email: {
    /** Sends a login or signup link, whichever fits the address. */
    loginOrCreate(
      email: string,
      options?: Omit<MagicLinksLoginOrCreateBody, 'email'>,
      call?: CallOptions,
    ): Promise<OkResponseBody>;
  };
  /** Exchanges the token from a magic link for a session, and stores it. */
  authenticate(token: string, options: WithSessionDuration, call?: CallOptions): Promise<AuthenticateResponseBody>;
}

export interface OtpOptions {
  expiration_minutes?: number;
}

export interface OtpsApi {
  email: {
    loginOrCreate(
      email: string,
      options?: OtpOptions & { login_template_id?: string; signup_template_id?: string },
      call?: CallOptions,
    ): Promise<OtpsLoginOrCreateResponseBody>;
  };
  sms: {
    loginOrCreate(
      phoneNumber: string,
      options?: OtpOptions,
      call?: CallOptions,
    ): Promise<OtpsLoginOrCreateResponseBody>;
  };
  whatsapp: {
    loginOrCreate(
      phoneNumber: string,
      options?: OtpOptions,
      call?: CallOptions,
    ): Promise<OtpsLoginOrCreateResponseBody>;
  };
  authenticate(
    code: string,
    methodId: string,
    options: WithSessionDuration,
    call?: CallOptions,
  ): Promise<AuthenticateResponseBody>;
}

/**
 * Authenticator apps (TOTP) of the signed-in user, or of a sign-in waiting for its second factor
 * (the stored intermediate session token goes with each call then), as Stytch's `totps.*`.
 */
export interface TotpsApi {
  /**
   * Enrols an authenticator app: the secret, a QR code (`data:image/png;base64,…`) and ten recovery
   * codes, shown once. A first right code (authenticate) confirms it within `expiration_minutes`.
   * @example
   * const { qr_code, secret, recovery_codes } = await client.totps.create();
   */
  create(options?: { expiration_minutes?: number }, call?: CallOptions): Promise<TotpsCreateResponseBody>;
  /** Checks a 6-digit code from the app; it joins the session (or finishes MFA), which is stored. */
  authenticate(code: string, options: WithSessionDuration, call?: CallOptions): Promise<TotpsAuthenticateResponseBody>;
  /** The recovery codes not yet used (a session with a second factor, once the app is confirmed). */
  recoveryCodes(call?: CallOptions): Promise<TotpsRecoveryCodesResponseBody>;
  /**
   * Ten new recovery codes for the confirmed app, the old ones void at once (a session with a
   * second factor: authenticate a code first).
   * @example
   * await client.totps.authenticate(code, { session_duration_minutes: 60 });
   * const { recovery_codes } = await client.totps.rotateRecoveryCodes();
   */
  rotateRecoveryCodes(call?: CallOptions): Promise<TotpsRecoveryCodesRotateResponseBody>;
  /** Spends one recovery code instead of a code from the app; the session is stored. */
  recover(
    recoveryCode: string,
    options: WithSessionDuration,
    call?: CallOptions,
  ): Promise<TotpsAuthenticateResponseBody>;
}

export interface PasswordsApi {
  create(
    body: { email: string; password: string } & WithSessionDuration,
    call?: CallOptions,
  ): Promise<AuthenticateResponseBody>;
  authenticate(
    body: { email: string; password: string } & WithSessionDuration,
    call?: CallOptions,
  ): Promise<AuthenticateResponseBody>;
  strengthCheck(
    body: { email?: string; password: string },
    call?: CallOptions,
  ): Promise<PasswordStrengthCheckResponseBody>;
  resetByEmailStart(body: PasswordsResetByEmailStartBody, call?: CallOptions): Promise<OkResponseBody>;
  resetByEmail(
    body: { token: string; password: string } & WithSessionDuration,
    call?: CallOptions,
  ): Promise<AuthenticateResponseBody>;
}

export interface OAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

export interface OAuthApi {
  /**
   * The URL that starts the provider's sign-in, with this browser's PKCE challenge (so a promise:
   * the challenge is a WebCrypto SHA-256); `start` navigates the page to it.
   */
  startUrl(provider: OAuthProviderType | string, options?: OAuthStartOptions): Promise<string>;
  start(provider: OAuthProviderType | string, options?: OAuthStartOptions): Promise<void>;
  authenticate(token: string, options: WithSessionDuration, call?: CallOptions): Promise<OAuthAuthenticateResponseBody>;
  /** Google One Tap: the client id and script URL to create the prompt with, or why it cannot run. */
  googleOneTapConfig(call?: CallOptions): Promise<GoogleOneTapConfigResponseBody>;
  /**
   * Google One Tap: the `nonce` to give `google.accounts.id.initialize`: this browser's OAuth PKCE
   * challenge. The server checks the ID token carries it, and googleOneTap sends the challenge.
   */
  googleOneTapNonce(): Promise<string>;
  /**
   * Google One Tap: hands the credential (a Google ID token) to the server, which verifies it and
   * answers the redirect URL carrying a single-use oauth token; the page then goes there.
   */
  googleOneTap(
    credential: string,
    options?: Pick<OAuthStartOptions, 'login_redirect_url' | 'signup_redirect_url'>,
    call?: CallOptions,
  ): Promise<GoogleOneTapResponseBody>;
}

export interface WebauthnApi {
  /**
   * Registers a passkey for the signed-in user (`is_passkey` default true: discoverable, user
   * verification required) and stores the refreshed session. Rejects with a FoyerApiError
   * (`duplicate_webauthn_registration`, …) or a FoyerSdkError `webauthn_already_registered` /
   * `webauthn_failed` when the browser refuses.
   */
  register(
    options?: { is_passkey?: boolean } & Partial<WithSessionDuration>,
    call?: CallOptions,
  ): Promise<AuthenticateResponseBody>;
  /**
   * Signs in with a passkey and stores the session. `conditional_mediation` runs the request
   * through the browser's autofill; `signal` aborts it (its requests and the ceremony), and
   * `timeoutMs` bounds each request. Resolves null when aborted or when the browser answered
   * without a credential.
   */
  authenticate(
    options: WithSessionDuration & { is_passkey?: boolean; conditional_mediation?: boolean } & CallOptions,
  ): Promise<AuthenticateResponseBody | null>;
  update(options: { webauthn_registration_id: string; name: string }, call?: CallOptions): Promise<OkResponseBody>;
  /** Whether the browser offers passkey autofill (conditional mediation). */
  browserSupportsAutofill(): Promise<boolean>;
}

export interface CryptoWalletsApi {
  authenticateStart(
    body: CryptoWalletsAuthenticateStartBody,
    call?: CallOptions,
  ): Promise<CryptoWalletsAuthenticateStartResponseBody>;
  authenticate(body: CryptoWalletsAuthenticateBody, call?: CallOptions): Promise<AuthenticateResponseBody>;
}

export interface UserApi {
  /** Fetches the signed-in user from the server and updates the stored state. */
  get(call?: CallOptions): Promise<UserData>;
  /** The stored user, without a network call. */
  getSync(): UserData | null;
  /** Looks up how an email can sign in (new, password or passwordless). */
  search(email: string, call?: CallOptions): Promise<{ userType: 'new' | 'password' | 'passwordless' }>;
  deleteWebauthnRegistration(webauthnRegistrationId: string, call?: CallOptions): Promise<OkResponseBody>;
  /**
   * Removes the user's authenticator app and its recovery codes (Stytch's `user.deleteTOTP`); a
   * confirmed one only from a session with a second factor. The stored user is refreshed.
   */
  deleteTotp(totpId: string, call?: CallOptions): Promise<UsersDeleteTotpResponseBody>;
  onChange(listener: (user: UserData | null) => void): Unsubscribe;
}

export interface SessionApi {
  getSync(): SessionData | null;
  getTokens(): { session_token: string; session_jwt: string } | null;
  authenticate(options?: Partial<WithSessionDuration>, call?: CallOptions): Promise<AuthenticateResponseBody>;
  revoke(call?: CallOptions): Promise<void>;
  onChange(listener: (session: SessionData | null) => void): Unsubscribe;
}

export interface EventsApi {
  /** Queues an event; queued events are sent in batches to the events endpoint. */
  log(name: string, details?: Record<string, unknown>): void;
  /** Sends what is queued now (also done on a timer and when the page is hidden). */
  flush(): Promise<void>;
}

/** What `client.authenticateByUrl()` reads and does; see FoyerClient.authenticateByUrl. */
export interface AuthenticateByUrlOptions {
  /** How long the new session lasts; default 30 minutes. */
  session_duration_minutes?: number;
  /** The address to read instead of the page's (the page's address is then left as it is). */
  url?: string | URL;
}

/**
 * What the address carried: null for nothing, the sign-in answer for a magic-link (`magic_links`,
 * `login`) or OAuth token, and a reset token as it is, for the page to show the reset form.
 */
export type AuthenticateByUrlResult =
  | null
  | { type: 'magic_links' | 'login'; response: AuthenticateResponseBody }
  | { type: 'oauth'; response: OAuthAuthenticateResponseBody }
  | { type: 'reset_password'; token: string };

export interface FoyerClient {
  readonly publicToken: string;
  readonly baseUrl: string;
  magicLinks: MagicLinksApi;
  otps: OtpsApi;
  totps: TotpsApi;
  passwords: PasswordsApi;
  oauth: OAuthApi;
  webauthn: WebauthnApi;
  cryptoWallets: CryptoWalletsApi;
  user: UserApi;
  session: SessionApi;
  events: EventsApi;
  /**
   * Signs in with the token an emailed link or an OAuth sign-in brought back to this page
   * (`?stytch_token_type=…&token=…`): exchanges it once, even when called twice at once (React
   * StrictMode), then takes both parameters out of the address. Resolves null when the address
   * carries no token, and hands a `reset_password` token back unexchanged (address untouched) for
   * the reset form. Rejects with the server's error for a spent or expired token.
   * @example
   * const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
   * if (result?.type === 'reset_password') showResetForm();
   * else if (result) console.log('Signed in as', result.response.user.emails[0]?.email);
   */
  authenticateByUrl(options?: AuthenticateByUrlOptions): Promise<AuthenticateByUrlResult>;
  /**
   * The project's bootstrap settings, fetched once and cached. Shared by every caller, so it takes
   * no signal (one caller's abort would fail the others); the client's timeout bounds it.
   */
  getBootstrap(): Promise<BootstrapData>;
  /** The whole stored state and a way to watch it (the widget's signed-in view uses this). */
  getState(): SessionState;
  /**
   * The sign-in waiting for its second factor on this page (a project that requires MFA): the
   * user and the answer's `mfa_required` (the factors proven, the second factors that may finish
   * it, whether an authenticator app must be enrolled first). Null without an intermediate token,
   * and after a reload, which keeps only the token (`resumePendingMfa` reads it from the server).
   * @example
   * const pending = client.getPendingMfa();
   * if (pending?.mfa_required.secondary_factors.includes('totp')) askForTheAppsCode();
   */
  getPendingMfa(): PendingMfa | null;
  /**
   * The waiting sign-in as `getPendingMfa` answers it, read from the server when this page does not
   * know it (after a reload); null when nothing waits. A token the server no longer knows (expired
   * after 10 minutes, or finished) is forgotten and rejects with `intermediate_session_not_found`.
   * @example
   * const pending = await client.resumePendingMfa(); // on load: continue MFA where the user left it
   */
  resumePendingMfa(call?: CallOptions): Promise<PendingMfa | null>;
  onStateChange(listener: (state: SessionState) => void): Unsubscribe;
  /**
   * Changes the language sent as `Accept-Language` with every later request (the widgets call it
   * with their locale); `null` goes back to the browser's own header.
   */
  setLocale(locale: string | null): void;
  /** Stops the refresh loop and listeners. */
  destroy(): void;
}

/** Thrown when the server answers with an error (docs/behaviour.md#errors: show `error_message`). */
export interface FoyerApiErrorShape {
  readonly name: 'FoyerApiError';
  readonly error_type: ErrorType;
  readonly error_message: string;
  readonly status_code: number;
  readonly request_id: string;
  /** The error body's other fields, e.g. `reset_reason` of reset_password. */
  readonly details?: Readonly<Record<string, unknown>>;
}
