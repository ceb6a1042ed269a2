/**
 * Endpoint paths of the wire contract (docs/architecture.md). SDK paths are relative to
 * `{baseUrl}/sdk/v1`; backend paths to `{baseUrl}/v1`. Runtime-safe for the browser.
 *
 * Every path is a template in OpenAPI's notation (`/users/{user_id}`): the server registers its
 * routes under these exact strings, and a client fills the `{names}` with {@link fillPath}.
 */
export const SDK_PREFIX = '/sdk/v1';
export const BACKEND_PREFIX = '/v1';

export const SDK_PATHS = {
  bootstrap: '/projects/bootstrap/{public_token}',
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
  usersDeleteWebauthnRegistration: '/users/webauthn_registrations/{webauthn_registration_id}',
  webauthnRegisterStart: '/webauthn/register/start',
  webauthnRegister: '/webauthn/register',
  webauthnAuthenticateStart: '/webauthn/authenticate/start',
  /** Stytch's browser SDK's paths for the same start (signed out / signed in). */
  webauthnAuthenticateStartPrimary: '/webauthn/authenticate/start/primary',
  webauthnAuthenticateStartSecondary: '/webauthn/authenticate/start/secondary',
  webauthnAuthenticate: '/webauthn/authenticate',
  webauthnUpdate: '/webauthn/update/{webauthn_registration_id}',
  oauthAuthenticate: '/oauth/authenticate',
  oauthGoogleOneTapConfig: '/oauth/google/one_tap/config',
  oauthGoogleOneTap: '/oauth/google/one_tap',
  cryptoWalletsAuthenticateStart: '/crypto_wallets/authenticate/start',
  /** Stytch's browser SDK's paths for the same start (signed out / signed in). */
  cryptoWalletsAuthenticateStartPrimary: '/crypto_wallets/authenticate/start/primary',
  cryptoWalletsAuthenticateStartSecondary: '/crypto_wallets/authenticate/start/secondary',
  cryptoWalletsAuthenticate: '/crypto_wallets/authenticate',
  sessionsAuthenticate: '/sessions/authenticate',
  sessionsRevoke: '/sessions/revoke',
  totpsCreate: '/totps',
  totpsAuthenticate: '/totps/authenticate',
  totpsRecoveryCodes: '/totps/recovery_codes',
  totpsRecover: '/totps/recover',
  totpsRecoveryCodesRotate: '/totps/recovery_codes/rotate',
  usersDeleteTotp: '/users/totps/{totp_id}',
  mfaPending: '/mfa/pending',
} as const;

/** Browser navigation (not fetch) that starts an OAuth sign-in; relative to `{baseUrl}`. */
export const oauthStartPath = (provider: string) => `/v1/public/oauth/${encodeURIComponent(provider)}/start`;

/** Where every provider sends the browser back (on the server's public URL). */
export const OAUTH_CALLBACK_PATH = '/v1/public/oauth/callback';

export const BACKEND_PATHS = {
  sessionsList: '/sessions',
  sessionsAuthenticate: '/sessions/authenticate',
  sessionsRevoke: '/sessions/revoke',
  sessionsRevokeAll: '/sessions/revoke_all',
  sessionsMigrate: '/sessions/migrate',
  /** Public (no credentials): the key set, at the path Stytch's clients fetch it from. */
  sessionsJwks: '/sessions/jwks/{project_id}',
  user: '/users/{user_id}',
  usersExchangePrimaryFactor: '/users/{user_id}/exchange_primary_factor',
  usersCreate: '/users',
  usersSearch: '/users/search',
  usersEmail: '/users/emails/{email_id}',
  usersPhoneNumber: '/users/phone_numbers/{phone_id}',
  usersWebauthnRegistration: '/users/webauthn_registrations/{webauthn_registration_id}',
  usersOAuthRegistration: '/users/oauth/{oauth_user_registration_id}',
  usersCryptoWallet: '/users/crypto_wallets/{crypto_wallet_id}',
  usersPassword: '/users/passwords/{password_id}',
  passwordsCreate: '/passwords',
  passwordsAuthenticate: '/passwords/authenticate',
  passwordsStrengthCheck: '/passwords/strength_check',
  passwordsEmailResetStart: '/passwords/email/reset/start',
  passwordsEmailReset: '/passwords/email/reset',
  passwordsExistingPasswordReset: '/passwords/existing_password/reset',
  passwordsSessionReset: '/passwords/session/reset',
  passwordsMigrate: '/passwords/migrate',
  magicLinksCreate: '/magic_links',
  magicLinksEmailSend: '/magic_links/email/send',
  magicLinksEmailLoginOrCreate: '/magic_links/email/login_or_create',
  magicLinksEmailInvite: '/magic_links/email/invite',
  magicLinksEmailRevokeInvite: '/magic_links/email/revoke_invite',
  magicLinksAuthenticate: '/magic_links/authenticate',
  otpsEmailSend: '/otps/email/send',
  otpsSmsSend: '/otps/sms/send',
  otpsSmsLoginOrCreate: '/otps/sms/login_or_create',
  otpsWhatsappSend: '/otps/whatsapp/send',
  otpsWhatsappLoginOrCreate: '/otps/whatsapp/login_or_create',
  otpsEmailLoginOrCreate: '/otps/email/login_or_create',
  otpsAuthenticate: '/otps/authenticate',
  totpsCreate: '/totps',
  totpsAuthenticate: '/totps/authenticate',
  totpsRecoveryCodes: '/totps/recovery_codes',
  totpsRecover: '/totps/recover',
  usersTotp: '/users/totps/{totp_id}',
  webauthnRegisterStart: '/webauthn/register/start',
  webauthnRegister: '/webauthn/register',
  webauthnAuthenticateStart: '/webauthn/authenticate/start',
  webauthnAuthenticate: '/webauthn/authenticate',
  webauthnCredentials: '/webauthn/credentials/{user_id}/{domain}',
  webauthnRegistration: '/webauthn/{webauthn_registration_id}',
  cryptoWalletsAuthenticateStart: '/crypto_wallets/authenticate/start',
  cryptoWalletsAuthenticate: '/crypto_wallets/authenticate',
  oauthAuthenticate: '/oauth/authenticate',
  oauthAttach: '/oauth/attach',
  m2mClientsCreate: '/m2m/clients',
  m2mClientsSearch: '/m2m/clients/search',
  m2mClient: '/m2m/clients/{client_id}',
  m2mClientSecretsRotateStart: '/m2m/clients/{client_id}/secrets/rotate/start',
  m2mClientSecretsRotate: '/m2m/clients/{client_id}/secrets/rotate',
  m2mClientSecretsRotateCancel: '/m2m/clients/{client_id}/secrets/rotate/cancel',
} as const;

/** A key of {@link SDK_PATHS}. */
export type SdkPathKey = keyof typeof SDK_PATHS;
/** A key of {@link BACKEND_PATHS}. */
export type BackendPathKey = keyof typeof BACKEND_PATHS;

/** The `{names}` a path template holds, as a union (`never` for a path without any). */
export type PathParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a path template needs: one string per `{name}`, every one required. */
export type PathParams<Template extends string> = { readonly [Name in PathParamNames<Template>]: string };

const PARAM = /\{(\w+)\}/g;

/**
 * The wire path of a template with its `{names}` filled in, each value URI-encoded so it stays one
 * path segment. Throws a TypeError for a missing, empty, `.` or `..` value: the URL parser would
 * drop or climb such a segment and the request would reach another route.
 *
 * @example
 * fillPath(SDK_PATHS.webauthnUpdate, { webauthn_registration_id: id }) // '/webauthn/update/webauthn-registration-…'
 */
export function fillPath<Template extends string>(template: Template, params: PathParams<Template>): string {
  const values = params as Readonly<Record<string, unknown>>;
  return template.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '' || value === '.' || value === '..') {
      throw new TypeError(`Path ${template} needs a value for {${name}} other than empty, '.' or '..'.`);
    }
    return encodeURIComponent(value);
  });
}

export const JWKS_PATH = '/.well-known/jwks.json';

/** Query parameter naming the kind of token a redirect carries (docs/behaviour.md#reset-widget, reset widget). */
export const TOKEN_TYPE_PARAM = 'stytch_token_type';
export type TokenType = 'magic_links' | 'oauth' | 'login' | 'reset_password';
