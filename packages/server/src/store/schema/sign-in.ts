/** What a sign-in in progress keeps: sessions, challenges, codes, links, and the limits that guard them. (store/schema.ts assembles the Database.) */

export interface SessionsTable {
  session_id: string;
  project_id: string;
  user_id: string;
  /** SHA-256 of the session token; the token itself is never stored. */
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** AuthenticationFactor[] as JSON. */
  authentication_factors: string;
  /** The client's address at sign-in (trusted-proxy rule); null when unknown. */
  ip_address: string | null;
  /** The client's User-Agent at sign-in (truncated); null when unknown. */
  user_agent: string | null;
}

/** A sign-in waiting for its second factor (features/sessions/intermediate-sessions.ts). */
export interface IntermediateSessionsTable {
  intermediate_session_id: string;
  project_id: string;
  user_id: string;
  /** SHA-256 of the intermediate session token; the token itself is never stored. */
  token_hash: string;
  /** AuthenticationFactor[] as JSON: the factors proven so far. */
  authentication_factors: string;
  session_duration_minutes: number | null;
  created_at: number;
  expires_at: number;
  /** Set once, by the call that finished MFA with it. */
  used_at: number | null;
}

export interface MagicLinksTable {
  magic_link_id: string;
  project_id: string;
  user_id: string;
  email_id: string;
  token_hash: string;
  /** `embedded`: made by the backend's magicLinks.create, sent by nobody (email_id is ''). */
  kind: 'login' | 'signup' | 'embedded';
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The browser's PKCE S256 challenge; null when the host's backend sent the link. */
  code_challenge: string | null;
}

export interface CryptoWalletChallengesTable {
  challenge_id: string;
  project_id: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  /** Normalized like user_crypto_wallets.crypto_wallet_address. */
  crypto_wallet_address: string;
  /** Single use, unique; also written into the message. */
  nonce: string;
  /** The exact SIWE / SIWS text the wallet must sign (not a secret: the user reads it). */
  message: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface WebauthnChallengesTable {
  challenge_id: string;
  project_id: string;
  kind: 'registration' | 'authentication';
  /** SHA-256 of the base64url challenge: a finish call is matched by the challenge its client data signs. */
  challenge_hash: string;
  /** Registration only: the session that asked, the only one that may finish. */
  session_id: string | null;
  user_id: string | null;
  /** 1 when the authenticator must verify the user (passkeys). */
  require_user_verification: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface OAuthStatesTable {
  oauth_state_id: string;
  project_id: string;
  provider_type: string;
  /** SHA-256 of the `state` parameter; the value itself travels only through the browser. */
  state_hash: string;
  /** The PKCE verifier the callback redeems the provider's code with, sealed with FOYER_SECRETS_KEY (bound to state_hash). */
  code_verifier: string;
  /** The OIDC nonce the callback checks the ID token against (it travels through the browser: not a secret). */
  nonce: string;
  /** The scopes asked for, space-separated. */
  scopes: string;
  login_redirect_url: string;
  signup_redirect_url: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The browser's PKCE S256 challenge from the start URL (not the one Foyer sends the provider); null if none. */
  code_challenge: string | null;
}

/** Stytch's oauth.attach tokens (by hash), each spent by one OAuth start whose state hash it records. */
export interface OAuthAttachTokensTable {
  attach_token_id: string;
  project_id: string;
  user_id: string;
  provider_type: string;
  token_hash: string;
  state_hash: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface OAuthTokensTable {
  oauth_token_id: string;
  project_id: string;
  user_id: string;
  provider_type: string;
  /** SHA-256 of the single-use token the redirect URL carries. */
  token_hash: string;
  /**
   * The provider's tokens (access, id, refresh, scopes) as JSON, kept only until oauth.authenticate
   * hands them to the caller once: set to null when the token is used. Sealed with FOYER_SECRETS_KEY.
   */
  provider_values: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The PKCE challenge of the start this token came from; oauth.authenticate then needs its verifier. */
  code_challenge: string | null;
}

export interface OtpCodesTable {
  /** The destination's id (an email_id or phone_id), handed to the client as method_id. */
  method_id: string;
  project_id: string;
  user_id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  /** scrypt of the 6-digit code (features/otp/codes.ts); the code itself is never stored. */
  code_hash: string;
  failed_attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface PasswordResetsTable {
  reset_id: string;
  project_id: string;
  user_id: string;
  email_id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  magic_link_id: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The browser's PKCE S256 challenge; null when the host's backend started the reset. */
  code_challenge: string | null;
}

/** security/rate-limit.ts: one row per key and fixed window, bumped by an atomic upsert. */
export interface RateLimitBucketsTable {
  key: string;
  window_start: number;
  count: number;
}

/** security/failure-backoff.ts: the current run of failures per key. */
export interface FailureBackoffsTable {
  key: string;
  failures: number;
  last_failure_at: number;
}
