/**
 * Endpoint paths of the wire contract (ARCHITECTURE.md). SDK paths are relative to
 * `{baseUrl}/sdk/v1`; backend paths to `{baseUrl}/v1`. Runtime-safe for the browser.
 */
export const SDK_PREFIX = '/sdk/v1';
export const BACKEND_PREFIX = '/v1';

export const SDK_PATHS = {
  bootstrap: (publicToken: string) => `/projects/bootstrap/${encodeURIComponent(publicToken)}`,
  events: '/events',
  magicLinksEmailLoginOrCreate: '/magic_links/email/login_or_create',
  magicLinksAuthenticate: '/magic_links/authenticate',
  otpsEmailLoginOrCreate: '/otps/email/login_or_create',
  otpsSmsLoginOrCreate: '/otps/sms/login_or_create',
  otpsWhatsappLoginOrCreate: '/otps/whatsapp/login_or_create',
  otpsAuthenticate: '/otps/authenticate',
  passwordsCreate: '/passwords',
  passwordsAuthenticate: '/passwords/authenticate',
  passwordsStrengthCheck: '/passwords/strength_check',
  passwordsResetByEmailStart: '/passwords/email/reset/start',
  passwordsResetByEmail: '/passwords/email/reset',
  usersSearch: '/users/search',
  usersMe: '/users/me',
  usersDeleteWebauthnRegistration: (id: string) => `/users/webauthn_registrations/${encodeURIComponent(id)}`,
  webauthnRegisterStart: '/webauthn/register/start',
  webauthnRegister: '/webauthn/register',
  webauthnAuthenticateStart: '/webauthn/authenticate/start',
  webauthnAuthenticate: '/webauthn/authenticate',
  webauthnUpdate: (id: string) => `/webauthn/update/${encodeURIComponent(id)}`,
  oauthAuthenticate: '/oauth/authenticate',
  oauthGoogleOneTapConfig: '/oauth/google/one_tap/config',
  oauthGoogleOneTap: '/oauth/google/one_tap',
  cryptoWalletsAuthenticateStart: '/crypto_wallets/authenticate/start',
  cryptoWalletsAuthenticate: '/crypto_wallets/authenticate',
  sessionsAuthenticate: '/sessions/authenticate',
  sessionsRevoke: '/sessions/revoke',
} as const;

/** Browser navigation (not fetch) that starts an OAuth sign-in; relative to `{baseUrl}`. */
export const oauthStartPath = (provider: string) => `/v1/public/oauth/${encodeURIComponent(provider)}/start`;

/** Where every provider sends the browser back (on the server's public URL). */
export const OAUTH_CALLBACK_PATH = '/v1/public/oauth/callback';

export const BACKEND_PATHS = {
  sessionsAuthenticate: '/sessions/authenticate',
  sessionsRevoke: '/sessions/revoke',
  user: (userId: string) => `/users/${encodeURIComponent(userId)}`,
} as const;

export const JWKS_PATH = '/.well-known/jwks.json';

/** Query parameter naming the kind of token a redirect carries (spec §2, reset widget). */
export const TOKEN_TYPE_PARAM = 'stytch_token_type';
export type TokenType = 'magic_links' | 'oauth' | 'login' | 'reset_password';
