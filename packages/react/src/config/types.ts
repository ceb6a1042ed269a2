/** The widget configuration a host passes in (docs/behaviour.md#data, widget config). */
import type { OAuthProviderType } from '@foyer/protocol';
import type { FoyerTheme } from '../theme/types.ts';

/**
 * Login methods the widget can offer, in the order the host wants them on Main.
 * @example
 * const products: Product[] = ['oauth', 'emailMagicLinks', 'passkeys'];
 */
export type Product = 'oauth' | 'crypto' | 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys';

/** Options for email login links; snake_case fields are derived from these for the API call. */
export interface EmailMagicLinksOptions {
  /**
   * Where the link sent to an existing user lands (your page that calls
   * `client.authenticateByUrl()`); it must be one of the project's login redirect URLs. Default:
   * the project's first.
   * @example
   * { loginRedirectURL: 'https://app.example.com/authenticate' }
   */
  loginRedirectURL?: string;
  /**
   * How long the login link works, in minutes. Default 30 (docs/behaviour.md#constants).
   * @example
   * { loginExpirationMinutes: 60 }
   */
  loginExpirationMinutes?: number;
  /**
   * Where the link sent to a new user lands; one of the project's signup redirect URLs. Default:
   * the project's first.
   * @example
   * { signupRedirectURL: 'https://app.example.com/authenticate?welcome=1' }
   */
  signupRedirectURL?: string;
  /**
   * How long the signup link works, in minutes. Default 30 (docs/behaviour.md#constants).
   * @example
   * { signupExpirationMinutes: 1440 }
   */
  signupExpirationMinutes?: number;
  /**
   * Creates a new user as `pending` until the link is used. Default false (docs/behaviour.md#constants).
   * @example
   * { createUserAsPending: true }
   */
  createUserAsPending?: boolean;
  /**
   * The domain the project's emails come from, used by the 'Open Gmail' link's search when the
   * server's bootstrap names none.
   * @example
   * { domainHint: 'mail.example.com' }
   */
  domainHint?: string;
}

/**
 * A provider as the spec names it ('Google', 'GitHub', …) or as the wire does ('google').
 * @example
 * const provider: OAuthProviderName = 'GitHub';
 */
export type OAuthProviderName =
  | OAuthProviderType
  | 'Google'
  | 'Microsoft'
  | 'Apple'
  | 'GitHub'
  | 'GitLab'
  | 'Facebook'
  | 'Discord'
  | 'Salesforce'
  | 'Slack'
  | 'Amazon'
  | 'Bitbucket'
  | 'LinkedIn'
  | 'Coinbase'
  | 'Twitch'
  | 'Twitter'
  | 'TikTok'
  | 'Snapchat'
  | 'Figma'
  | 'Yahoo';

/** One social provider button. */
export interface OAuthProviderOption {
  /**
   * Which provider the button signs in with.
   * @example
   * { type: 'Google' }
   */
  type: OAuthProviderName;
  /**
   * Google only: offer Google One Tap (the account chooser Google draws over the page) besides the button.
   * @example
   * { type: 'Google', one_tap: true }
   */
  one_tap?: boolean;
  /**
   * Google One Tap only: `'embedded'` draws the prompt inside the widget, `'floating'` (the
   * default) in the page's corner, as Google places it.
   * @example
   * { type: 'Google', one_tap: true, position: 'floating' }
   */
  position?: 'embedded' | 'floating';
  /**
   * Scopes asked of the provider beyond the sign-in ones (the user's consent screen lists them).
   * @example
   * { type: 'GitHub', custom_scopes: ['read:org'] }
   */
  custom_scopes?: string[];
  /**
   * Extra query parameters for the provider's authorization page.
   * @example
   * { type: 'Google', provider_params: { prompt: 'select_account' } }
   */
  provider_params?: Record<string, string>;
}

/** The social sign-in buttons (`'oauth'` in `products`). */
export interface OAuthOptions {
  /**
   * The buttons, in order. Each provider must be configured on the server.
   * @example
   * { providers: [{ type: 'Google' }, { type: 'GitHub' }] }
   */
  providers: OAuthProviderOption[];
  /**
   * Where an existing user lands after the provider, with `?stytch_token_type=oauth&token=…` for
   * `client.authenticateByUrl()`; one of the project's login redirect URLs.
   * @example
   * { providers: [{ type: 'Google' }], loginRedirectURL: 'https://app.example.com/authenticate' }
   */
  loginRedirectURL?: string;
  /**
   * Where a new user lands after the provider; one of the project's signup redirect URLs.
   * @example
   * { providers: [{ type: 'Google' }], signupRedirectURL: 'https://app.example.com/authenticate' }
   */
  signupRedirectURL?: string;
}

/**
 * Where a one-time passcode goes.
 * @example
 * const methods: OtpMethod[] = ['sms', 'email'];
 */
export type OtpMethod = 'sms' | 'whatsapp' | 'email';

/** One-time passcodes (`'otp'` in `products`). */
export interface OtpOptions {
  /**
   * The passcode channels Main offers, as tabs in this order.
   * @example
   * { methods: ['email', 'sms'] }
   */
  methods: OtpMethod[];
  /**
   * How long a passcode works, in minutes. Default 5 (docs/behaviour.md#constants).
   * @example
   * { methods: ['sms'], expirationMinutes: 10 }
   */
  expirationMinutes?: number;
  /**
   * The email template for an existing user's passcode (one of the project's `email_templates`).
   * @example
   * { methods: ['email'], loginTemplateId: 'passcode-login' }
   */
  loginTemplateId?: string;
  /**
   * The email template for a new user's passcode.
   * @example
   * { methods: ['email'], signupTemplateId: 'passcode-welcome' }
   */
  signupTemplateId?: string;
}

/** Options of the password reset emails; absent URLs fall back to the project's first ones. */
export interface PasswordOptions {
  /**
   * Where the reset email's second link (the same token, as a login) leads: 'Login without a password'.
   * @example
   * { loginRedirectURL: 'https://app.example.com/authenticate' }
   */
  loginRedirectURL?: string;
  /**
   * How long that login link works, 5 to 10080 minutes; default: as long as the reset link.
   * @example
   * { loginExpirationMinutes: 15 }
   */
  loginExpirationMinutes?: number;
  /**
   * The page that mounts the reset widget (`<FoyerResetPassword>`).
   * @example
   * { resetPasswordRedirectURL: 'https://app.example.com/reset-password' }
   */
  resetPasswordRedirectURL?: string;
  /**
   * How long the reset link works, 5 to 10080 minutes; default 30.
   * @example
   * { resetPasswordExpirationMinutes: 60 }
   */
  resetPasswordExpirationMinutes?: number;
}

/** The session a sign-in through the widget starts. */
export interface SessionOptions {
  /**
   * How long the session lasts, in minutes (the SDK refreshes it while the page is open).
   * Default 30 (docs/behaviour.md#constants).
   * @example
   * { sessionDurationMinutes: 60 * 24 * 7 }
   */
  sessionDurationMinutes: number;
}

/** The whole widget configuration. Every field is optional except where a product needs it. */
export interface FoyerConfig {
  /**
   * The login methods, in the order Main shows them. Default `['emailMagicLinks']`. `'passkeys'`
   * needs another product beside it.
   * @example
   * { products: ['oauth', 'emailMagicLinks', 'passkeys'] }
   */
  products?: Product[];
  /**
   * Email login links (`'emailMagicLinks'`).
   * @example
   * { emailMagicLinksOptions: { loginRedirectURL: `${location.origin}/authenticate`, signupRedirectURL: `${location.origin}/authenticate` } }
   */
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  /**
   * Social sign-in buttons (`'oauth'`); required with that product.
   * @example
   * { products: ['oauth'], oauthOptions: { providers: [{ type: 'Google', one_tap: true }, { type: 'GitHub' }] } }
   */
  oauthOptions?: OAuthOptions;
  /**
   * One-time passcodes (`'otp'`); required with that product.
   * @example
   * { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }
   */
  otpOptions?: OtpOptions;
  /**
   * The password reset emails (`'passwords'`).
   * @example
   * { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: 'https://app.example.com/reset-password' } }
   */
  passwordOptions?: PasswordOptions;
  /**
   * The session every sign-in starts.
   * @example
   * { sessionOptions: { sessionDurationMinutes: 60 } }
   */
  sessionOptions?: SessionOptions;
  /**
   * Renders the widget inside a shadow root, so the page's CSS (a reset, Tailwind's preflight,
   * `h2 { … }`) cannot restyle it and its styles cannot leak out. Turn it on when your page's
   * global styles change the widget's look; leave it off to style the widget with your own CSS.
   * Works for the `mount*` functions and the React components alike; with server rendering the
   * widget appears once the browser has attached the shadow root.
   * @example
   * <FoyerLogin client={client} config={{ products: ['emailMagicLinks'], enableShadowDOM: true }} />
   */
  enableShadowDOM?: boolean;
  /**
   * Default true. False hides the toast area ('Code resent', 'Email resent', and each reported
   * error, which still shows in the form): the host shows its own.
   * @example
   * { enableToasts: false, callbacks: { onError: (e) => myToast(e.error_message) } }
   */
  enableToasts?: boolean;
  /**
   * Colours, shapes, font and logo; every value a CSS value.
   * @example
   * { theme: { colorScheme: 'system', colors: { primary: '#0b5cff' }, fontFamily: 'Inter, sans-serif' } }
   */
  theme?: FoyerTheme;
  /**
   * The language of the widget and of the emails and texts it sends, as a BCP 47 tag (`'de'`,
   * `'pt-BR'`); the closest shipped locale is used. When absent, the browser's
   * `navigator.languages` choose it, and English is the last resort.
   * @example
   * { locale: 'de' }
   */
  locale?: string;
}

/** An event the widget reports to the host (the same ones it logs through the client). */
export interface FoyerEvent {
  /** The event's name, e.g. `'render_login_screen'`, `'email_sent'`, `'PASSKEY_DONE'`. */
  type: string;
  /** What the event carries (may be empty). */
  data: Record<string, unknown>;
}

/**
 * The error object the widget reports to the host's `onError` (docs/behaviour.md#data): `error_type` is the API's
 * error type, or for a failure outside the API the SDK's code (such as `network_error`), else
 * `unknown_error`; `error_message` is what the user was shown.
 */
export interface FoyerErrorInfo {
  /** The API's error type (`'otp_code_not_found'`…), the SDK's code, or `'unknown_error'`. */
  error_type: string;
  /** The message the user was shown. */
  error_message: string;
}

/** What the widget tells the host as it goes. */
export interface FoyerCallbacks {
  /**
   * Hears the spec's events: `sdk_instance_instantiated`, `render_login_screen`, `email_sent`,
   * `email_try_again_clicked`, the passkey widget's `PASSKEY_DONE` on 'Done', and the MFA settings
   * widget's `MFA_TOTP_ENABLED`, `MFA_TOTP_REMOVED` and `MFA_RECOVERY_CODES_ROTATED` once each change is made.
   * @example
   * { onEvent: ({ type }) => { if (type === 'PASSKEY_DONE') location.assign('/') } }
   */
  onEvent?(event: FoyerEvent): void;
  /**
   * Hears every error the widget reports to the user.
   * @example
   * { onError: ({ error_type, error_message }) => console.warn(error_type, error_message) }
   */
  onError?(error: FoyerErrorInfo): void;
}
