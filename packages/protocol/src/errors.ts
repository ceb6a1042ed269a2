/**
 * The error-type catalogue: every error the server can answer with, its HTTP status and the
 * default message a person reads. The server throws by type; the SDK and widget branch on type,
 * never on message text. Runtime-safe for the browser (no zod here).
 */
export const ERROR_CATALOGUE = {
  // Request shape and inputs
  bad_request: { status: 400, message: 'The request was not understood.' },
  invalid_email: { status: 400, message: 'Invalid email address' },
  invalid_phone_number: { status: 400, message: 'Invalid phone number, please try again.' },
  invalid_session_duration: {
    status: 400,
    message: 'session_duration_minutes must be a whole number from 5 to 527040 (one year).',
  },
  invalid_expiration: {
    status: 400,
    message: 'The expiration is out of range: login and reset links last 5 to 10080 minutes, passcodes 1 to 10.',
  },
  redirect_url_not_allowed: {
    status: 400,
    message: 'The redirect URL is not in the project’s list of allowed redirect URLs.',
  },
  no_redirect_url_configured: {
    status: 400,
    message: 'No redirect URL was given and the project has no default redirect URL.',
  },
  template_not_found: { status: 400, message: 'No email template with that id is configured.' },
  not_found: { status: 404, message: 'There is no such endpoint.' },
  method_not_allowed: { status: 405, message: 'That HTTP method is not allowed here.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    message: 'Send the request body as JSON, with the header Content-Type: application/json.',
  },

  // Project credentials and origins
  invalid_public_token: { status: 401, message: 'The public token is not valid for any project.' },
  unauthorized_credentials: { status: 401, message: 'The credentials given are not valid.' },
  origin_not_allowed: {
    status: 403,
    message: 'This origin is not an authorized origin of the project. Add it to authorized_origins.',
  },
  product_not_enabled: { status: 403, message: 'This login method is not enabled for the project.' },
  host_not_allowed: {
    status: 403,
    message:
      'Development endpoints answer only at the server’s own address (localhost, 127.0.0.1 or [::1] on its port, or FOYER_PUBLIC_URL).',
  },

  // Sessions and users
  session_not_found: { status: 404, message: 'The session is unknown, expired or revoked.' },
  invalid_session_jwt: { status: 401, message: 'The session JWT is malformed, expired or not signed by this server.' },
  missing_session: { status: 401, message: 'This call needs a signed-in session.' },
  session_user_mismatch: {
    status: 403,
    message: 'This session belongs to another user. Sign out first, or sign in without the session to start a new one.',
  },
  intermediate_session_not_found: {
    status: 404,
    message: 'This sign-in is unknown, expired (after 10 minutes) or already finished. Sign in again.',
  },
  mfa_required: {
    status: 403,
    message: 'Finish signing in with a second factor (an authenticator code, a passcode or a passkey) first.',
  },
  mfa_factor_not_allowed: {
    status: 400,
    message:
      'This cannot finish the sign-in: use a second factor other than the first (an authenticator code, a recovery code, a passcode sent elsewhere, or a passkey).',
  },
  user_not_found: { status: 404, message: 'No user with that id.' },
  email_not_found: { status: 404, message: 'No email address with that id belongs to a user of this project.' },
  phone_number_not_found: {
    status: 404,
    message: 'No phone number with that id belongs to a user of this project.',
  },
  oauth_user_registration_not_found: {
    status: 404,
    message: 'No OAuth provider link with that id belongs to a user of this project.',
  },
  crypto_wallet_not_found: { status: 404, message: 'No crypto wallet with that id belongs to a user of this project.' },
  password_not_found: { status: 404, message: 'No password with that id belongs to a user of this project.' },
  duplicate_phone_number: { status: 409, message: 'A user with this phone number already exists.' },
  missing_email_or_phone_number: {
    status: 400,
    message: 'Give an email or a phone_number (or both) for the new user.',
  },
  invalid_metadata: {
    status: 400,
    message:
      'trusted_metadata and untrusted_metadata must each be a JSON object of at most 20 top-level keys and 4096 bytes.',
  },
  invalid_search_cursor: {
    status: 400,
    message: 'The cursor is not one this search answered. Pass results_metadata.next_cursor exactly as received.',
  },
  unverified_account: {
    status: 403,
    message: 'Verify your email address or phone number first (sign in with a login link or passcode), then try again.',
  },

  // Email magic links
  magic_link_not_found: { status: 404, message: 'This login link is not valid. Request a new one.' },
  magic_link_expired: { status: 401, message: 'This login link has expired. Request a new one.' },
  magic_link_already_used: { status: 401, message: 'This login link has already been used. Request a new one.' },

  // One-time passcodes
  otp_code_not_found: { status: 401, message: 'Invalid passcode, please try again.' },
  otp_code_expired: { status: 401, message: 'This passcode has expired. Request a new one.' },
  otp_attempts_exceeded: {
    status: 401,
    message: 'Too many wrong attempts for this passcode. Request a new one.',
  },

  // Passwords
  weak_password: { status: 400, message: 'This password is too weak. Choose a stronger one.' },
  breached_password: {
    status: 400,
    message:
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  },
  reset_password: { status: 400, message: 'Check your email to set a new password.' },
  session_too_old_to_reset_password: {
    status: 400,
    message: 'For your security, log in again before you set a new password.',
  },
  duplicate_email: { status: 409, message: 'An account with this email already exists. Log in instead.' },
  password_reset_token_not_found: { status: 404, message: 'This reset link is not valid. Request a new one.' },
  password_reset_token_expired: { status: 401, message: 'This reset link has expired. Request a new one.' },
  invalid_hash: {
    status: 400,
    message:
      'hash is not a hash of its hash_type: bcrypt, argon2 and phpass in their own $… forms, scrypt and pbkdf_2 in base64, md_5, sha_1 and sha_512 in hex.',
  },
  invalid_hash_config: {
    status: 400,
    message:
      'The hash’s settings are missing or malformed: give the …_config its hash_type needs (scrypt_config, pbkdf_2_config, scrypt_firebase_config, or argon_2_config for a hex argon2 hash) with base64 salts and whole-number costs.',
  },

  // Passkeys (WebAuthn)
  webauthn_registration_not_found: {
    status: 404,
    message:
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  },
  duplicate_webauthn_registration: {
    status: 409,
    message:
      'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  },
  webauthn_challenge_not_found: {
    status: 400,
    message: 'The passkey challenge is unknown, used or expired. Try again.',
  },
  invalid_webauthn_response: { status: 400, message: 'The passkey response could not be verified.' },

  // Authenticator apps (TOTP) and their recovery codes
  totp_not_found: {
    status: 404,
    message:
      'No authenticator app is set up for this account, or its setup expired before it was confirmed. Set it up again.',
  },
  active_totp_exists: {
    status: 400,
    message: 'This account already has an authenticator app. Remove it before setting up another one.',
  },
  totp_code_not_found: { status: 401, message: 'Invalid authenticator code, please try again.' },
  totp_code_already_authenticated: {
    status: 401,
    message: 'This code was already used. Wait for your authenticator app to show a new one.',
  },
  recovery_code_not_found: { status: 401, message: 'This recovery code is not valid or was already used.' },

  // Machine-to-machine clients and their token endpoint (RFC 6749 §5.2's names for the last three)
  m2m_client_not_found: { status: 404, message: 'No M2M client with this client_id exists in this project.' },
  invalid_client: { status: 401, message: 'The client_id or client_secret is wrong, or the M2M client is inactive.' },
  invalid_scope: { status: 400, message: 'A requested scope is not one of the M2M client’s scopes.' },
  unsupported_grant_type: { status: 400, message: 'Only the client_credentials grant type is supported.' },

  // OAuth
  // PKCE: a link or sign-in asked for in one browser finishes only in that browser.
  pkce_mismatch: {
    status: 401,
    message:
      'This link was asked for in another browser. Open it in the browser where you asked for it, or ask for a new one.',
  },
  pkce_expected_code_verifier: {
    status: 401,
    message:
      'This link was asked for in another browser. Open it in the browser where you asked for it, or ask for a new one.',
  },
  missing_pkce: {
    status: 400,
    message:
      'Links and resets asked for from a browser need a PKCE code_challenge (base64url SHA-256 of a code_verifier); Foyer’s SDK adds it.',
  },
  duplicate_oauth_registration: {
    status: 409,
    message: 'This account at the provider already signs in to another user, so it cannot be linked to this one.',
  },
  oauth_provider_not_configured: { status: 400, message: 'This OAuth provider is not configured for the project.' },
  oauth_token_not_found: { status: 404, message: 'This sign-in token is not valid. Sign in again.' },
  oauth_token_expired: { status: 401, message: 'This sign-in token has expired. Sign in again.' },
  oauth_token_already_used: { status: 401, message: 'This sign-in token has already been used. Sign in again.' },
  oauth_state_mismatch: { status: 400, message: 'The sign-in request could not be matched. Start again.' },
  oauth_provider_error: { status: 400, message: 'The provider did not complete the sign-in.' },
  oauth_access_denied: { status: 400, message: 'The sign-in was cancelled, or the provider refused it.' },
  invalid_id_token: { status: 401, message: 'The ID token could not be verified.' },

  // Crypto wallets
  invalid_crypto_wallet_address: { status: 400, message: 'The wallet address is not valid for this wallet type.' },
  invalid_crypto_wallet_signature: { status: 401, message: 'The signature does not match the wallet address.' },
  crypto_wallet_challenge_not_found: { status: 404, message: 'No open sign-in request for this wallet. Start again.' },
  crypto_wallet_challenge_expired: { status: 401, message: 'The sign-in request has expired. Start again.' },
  crypto_wallet_challenge_already_used: { status: 401, message: 'This signature was already used. Start again.' },

  // The admin API (/admin/v1) and its operators
  admin_credentials_required: {
    status: 401,
    message:
      'The admin API needs an operator: sign in to the console, or send an admin token as Authorization: Bearer. A project secret or a user’s session does not open it.',
  },
  operator_invite_invalid: {
    status: 401,
    message: 'This console invitation is not valid, has expired or was already used. Ask an admin for a new one.',
  },
  operator_permission_denied: { status: 403, message: 'Your operator role does not allow this action. Ask an admin.' },
  csrf_token_mismatch: {
    status: 403,
    message: 'The console’s security token is missing or wrong. Reload the console and try again.',
  },
  project_not_found: { status: 404, message: 'No project with that id.' },
  project_secret_not_found: { status: 404, message: 'No live secret with that id belongs to this project.' },
  operator_not_found: { status: 404, message: 'No operator with that id.' },
  admin_token_not_found: { status: 404, message: 'No live admin token with that id.' },
  project_managed_by_config: {
    status: 409,
    message: 'This project comes from the server’s config file: change it there. The admin API can only read it.',
  },
  webhook_endpoint_not_found: { status: 404, message: 'No webhook endpoint with that id belongs to this project.' },
  webhook_delivery_not_found: { status: 404, message: 'No delivery with that id was sent to this webhook endpoint.' },
  webhook_endpoint_managed_by_config: {
    status: 409,
    message:
      'This webhook endpoint comes from the server’s config file: change it there. The admin API can only turn it on or off.',
  },
  webhook_url_not_allowed: {
    status: 400,
    message:
      'A webhook URL must start with https:// and reach a public address; in development, http://localhost and http://127.0.0.1 work too.',
  },

  // Limits and faults
  too_many_requests: { status: 429, message: 'Too many requests. Wait a moment and try again.' },
  server_busy: { status: 503, message: 'The server is busy. Try again in a moment.' },
  server_not_ready: { status: 503, message: 'The server is not ready to answer requests yet.' },
  email_delivery_failed: { status: 503, message: 'The email could not be sent just now. Try again in a moment.' },
  internal_server_error: { status: 500, message: 'Something went wrong on our side. Try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorType = keyof typeof ERROR_CATALOGUE;

/**
 * Faults a client (@foyer/sdk, @foyer/node) reports itself when no usable answer came: the server
 * never sends these, so they have no status. Both clients put them in `error_type` as they do the
 * server's types, with this message (what the widget shows).
 */
export const CLIENT_ERROR_CATALOGUE = {
  network_error: { message: 'The server could not be reached. Check your connection and try again.' },
  request_timeout: { message: 'The server took too long to answer. Check your connection and try again.' },
  request_aborted: { message: 'The request was cancelled before the server answered.' },
  invalid_response: { message: 'The server’s answer could not be read. Try again.' },
} as const satisfies Record<string, { message: string }>;

export type ClientErrorType = keyof typeof CLIENT_ERROR_CATALOGUE;

// Marked pure so a bundle that never reads the list (the widget) drops it and the whole catalogue with it.
export const ERROR_TYPES = /* @__PURE__ */ Object.keys(ERROR_CATALOGUE) as ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/**
 * Error types after which a stored session can never become valid again: the SDK's refresh loop
 * destroys the local session when it sees one (docs/behaviour.md#session). Network faults and 5xx are retried instead.
 */
export const UNRECOVERABLE_SESSION_ERRORS: readonly ErrorType[] = [
  'session_not_found',
  'invalid_session_jwt',
  'unauthorized_credentials',
  'user_not_found',
  'missing_session',
];

/**
 * Why an answer is reset_password, in its `reset_reason` field: the password was found in a breach
 * (`breached`), or the account's email was verified another way after the password was set by
 * someone who never proved it (`dedupe`). The widget picks the breached or the dedupe screen by it.
 */
export type ResetPasswordReason = 'breached' | 'dedupe';

/** The body of every error response. */
export interface ErrorBody {
  status_code: number;
  request_id: string;
  error_type: ErrorType;
  error_message: string;
}
