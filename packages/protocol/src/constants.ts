/** Business constants of docs/behaviour.md#constants, shared by server, SDK and widget. Runtime-safe for the browser. */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;
export const MIN_SESSION_DURATION_MINUTES = 5;
export const MAX_SESSION_DURATION_MINUTES = 527_040; // one year
export const SESSION_JWT_LIFETIME_SECONDS = 5 * 60;
export const DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES = 30;
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;
export const OTP_LENGTH = 6;
export const SESSION_REFRESH_INTERVAL_MS = 180_000;
export const INTERMEDIATE_SESSION_COOKIE_MINUTES = 10;
export const COOKIE_NAMES = {
  session: 'stytch_session',
  sessionJwt: 'stytch_session_jwt',
  intermediateSession: 'stytch_intermediate_session_token',
} as const;
