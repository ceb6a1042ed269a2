/** The widget configuration a host passes in (spec §3, widget config). */
import type { OAuthProviderType } from '@foyer/protocol';
import type { FoyerTheme } from '../theme/types.ts';

/** Login methods the widget can offer, in the order the host wants them on Main. */
export type Product = 'oauth' | 'crypto' | 'emailMagicLinks' | 'otp' | 'passwords' | 'passkeys';

/** Options for email login links; snake_case fields are derived from these for the API call. */
export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  /** Default 30 (spec §9). */
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  /** Default 30 (spec §9). */
  signupExpirationMinutes?: number;
  /** Default false (spec §9). */
  createUserAsPending?: boolean;
  /** The domain the project's emails come from, used by the Gmail link when bootstrap has none. */
  domainHint?: string;
}

/** A provider as the spec names it ('Google', 'GitHub', …) or as the wire does ('google'). */
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
  type: OAuthProviderName;
  one_tap?: boolean;
  position?: 'embedded' | 'floating';
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

export interface OAuthOptions {
  providers: OAuthProviderOption[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export type OtpMethod = 'sms' | 'whatsapp' | 'email';

export interface OtpOptions {
  methods: OtpMethod[];
  /** Default 5 (spec §9). */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

/** Options of the password reset emails; absent URLs fall back to the project's first ones. */
export interface PasswordOptions {
  /** Where the reset email's second link (the same token, as a login) leads: 'Login without a password'. */
  loginRedirectURL?: string;
  /** How long that login link works, 5 to 10080; default: as long as the reset link. */
  loginExpirationMinutes?: number;
  /** The page that mounts the reset widget. */
  resetPasswordRedirectURL?: string;
  /** How long the reset link works, 5 to 10080; default 30. */
  resetPasswordExpirationMinutes?: number;
}

export interface SessionOptions {
  /** Default 30 (spec §9). */
  sessionDurationMinutes: number;
}

/** The whole widget configuration. Every field is optional except where a product needs it. */
export interface FoyerConfig {
  /** Default `['emailMagicLinks']`. */
  products?: Product[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  oauthOptions?: OAuthOptions;
  otpOptions?: OtpOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: SessionOptions;
  /** Render inside a shadow root so host styles and the widget's styles cannot meet. */
  enableShadowDOM?: boolean;
  /** Default true. False hides the toast area ('Code resent', 'Email resent', and each reported error, which still shows in the form): the host shows its own. */
  enableToasts?: boolean;
  theme?: FoyerTheme;
  /**
   * The language of the widget and of the emails and texts it sends, as a BCP 47 tag (`'de'`,
   * `'pt-BR'`); the closest shipped locale is used. When absent, the browser's
   * `navigator.languages` choose it, and English is the last resort.
   */
  locale?: string;
}

/** An event the widget reports to the host (the same ones it logs through the client). */
export interface FoyerEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * The error object the widget reports to the host's `onError` (spec §3): `error_type` is the API's
 * error type, or for a failure outside the API the SDK's code (such as `network_error`), else
 * `unknown_error`; `error_message` is what the user was shown.
 */
export interface FoyerErrorInfo {
  error_type: string;
  error_message: string;
}

export interface FoyerCallbacks {
  onEvent?(event: FoyerEvent): void;
  onError?(error: FoyerErrorInfo): void;
}
