/**
 * Table types for Kysely. The same schema runs on SQLite and PostgreSQL, so it keeps to types
 * both share: times are epoch milliseconds (bigint), flags are 0/1 integers, JSON is text.
 */
export interface Database {
  projects: ProjectsTable;
  users: UsersTable;
  user_emails: UserEmailsTable;
  sessions: SessionsTable;
  intermediate_sessions: IntermediateSessionsTable;
  magic_links: MagicLinksTable;
  outbox: OutboxTable;
  events: EventsTable;
  signing_keys: SigningKeysTable;
  user_crypto_wallets: UserCryptoWalletsTable;
  crypto_wallet_challenges: CryptoWalletChallengesTable;
  user_oauth_providers: UserOAuthProvidersTable;
  oauth_states: OAuthStatesTable;
  oauth_tokens: OAuthTokensTable;
  webauthn_registrations: WebauthnRegistrationsTable;
  webauthn_challenges: WebauthnChallengesTable;
  user_phone_numbers: UserPhoneNumbersTable;
  otp_codes: OtpCodesTable;
  passwords: PasswordsTable;
  password_resets: PasswordResetsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  failure_backoffs: FailureBackoffsTable;
  totps: TotpsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  operators: OperatorsTable;
  operator_invites: OperatorInvitesTable;
  operator_tokens: OperatorTokensTable;
  operator_sessions: OperatorSessionsTable;
  operator_passkeys: OperatorPasskeysTable;
  operator_passkey_challenges: OperatorPasskeyChallengesTable;
  audit_log: AuditLogTable;
  project_secrets: ProjectSecretsTable;
  auth_activity: AuthActivityTable;
  jobs: JobsTable;
  job_attempts: JobAttemptsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_secrets: WebhookSecretsTable;
}

export interface ProjectsTable {
  project_id: string;
  environment: 'test' | 'live';
  public_token: string;
  secret_hash: string;
  /** ProjectSettings as JSON. */
  settings: string;
  /** Where it comes from: the FOYER_CONFIG file, or development mode's own project. */
  source: ProjectSource;
  /** When its source stopped naming it (store/projects.ts retireUnlistedProjects); its credentials answer nothing since. */
  retired_at: number | null;
  created_at: number;
  updated_at: number;
}

/** 'database': created through the admin API (features/admin/), changed there, never by a restart. */
export type ProjectSource = 'config' | 'development' | 'database';

export interface UsersTable {
  user_id: string;
  project_id: string;
  status: 'active' | 'pending';
  first_name: string;
  middle_name: string;
  last_name: string;
  /** The host's JSON objects, as text ('{}' when none). */
  trusted_metadata: string;
  untrusted_metadata: string;
  created_at: number;
  updated_at: number;
}

export interface UserEmailsTable {
  email_id: string;
  project_id: string;
  user_id: string;
  /** Normalized (trimmed, lower case); unique per project. */
  email: string;
  verified: number;
  created_at: number;
}

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
  kind: 'login' | 'signup';
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The browser's PKCE S256 challenge; null when the host's backend sent the link. */
  code_challenge: string | null;
}

export interface OutboxTable {
  message_id: string;
  project_id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** string[] as JSON. */
  links: string;
  code: string | null;
  created_at: number;
}

export interface EventsTable {
  event_id: string;
  project_id: string;
  name: string;
  /** Record<string, unknown> as JSON. */
  details: string;
  instance_id: string;
  occurred_at: number;
  received_at: number;
  origin: string | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  /** JWK as JSON. The private key stays in the database so every instance signs with it. */
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  /** When a newer key took over signing (`foyer keys rotate`); null while this key signs. */
  retired_at: number | null;
  /** When a retired key leaves the key set: every JWT it signed has expired by then. Null while it signs. */
  expires_at: number | null;
}

export interface UserCryptoWalletsTable {
  crypto_wallet_id: string;
  project_id: string;
  user_id: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  /** Normalized: EIP-55 checksummed for ethereum, the exact base58 public key for solana. Unique per project and type. */
  crypto_wallet_address: string;
  verified: number;
  created_at: number;
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

export interface WebauthnRegistrationsTable {
  webauthn_registration_id: string;
  project_id: string;
  user_id: string;
  /** The credential id (base64url) the authenticator chose; unique per project. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen; an authentication must report a higher one (or 0 twice). */
  sign_count: number;
  /** AuthenticatorTransport[] as JSON. */
  transports: string;
  name: string;
  /** The RP ID the credential is scoped to. */
  domain: string;
  user_agent: string;
  verified: number;
  created_at: number;
  last_used_at: number | null;
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

export interface UserOAuthProvidersTable {
  oauth_provider_id: string;
  project_id: string;
  user_id: string;
  /** A catalogue provider ('google', …) or 'oidc'. */
  provider_type: string;
  /** The provider's stable id of the account (OIDC `sub`, GitHub's numeric id, …). */
  provider_subject: string;
  profile_picture_url: string | null;
  created_at: number;
}

export interface OAuthStatesTable {
  oauth_state_id: string;
  project_id: string;
  provider_type: string;
  /** SHA-256 of the `state` parameter; the value itself travels only through the browser. */
  state_hash: string;
  /** The PKCE verifier and the OIDC nonce the callback checks against. */
  code_verifier: string;
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

export interface OAuthTokensTable {
  oauth_token_id: string;
  project_id: string;
  user_id: string;
  provider_type: string;
  /** SHA-256 of the single-use token the redirect URL carries. */
  token_hash: string;
  /**
   * The provider's tokens (access, id, refresh, scopes) as JSON, kept only until oauth.authenticate
   * hands them to the caller once: set to null when the token is used.
   */
  provider_values: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** The PKCE challenge of the start this token came from; oauth.authenticate then needs its verifier. */
  code_challenge: string | null;
}

export interface UserPhoneNumbersTable {
  phone_id: string;
  project_id: string;
  user_id: string;
  /** E.164; unique per project. */
  phone_number: string;
  verified: number;
  created_at: number;
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

export interface PasswordsTable {
  password_id: string;
  project_id: string;
  user_id: string;
  /** argon2id PHC string: algorithm, parameters, salt and hash. */
  hash: string;
  verified: number;
  requires_reset: number;
  created_at: number;
  updated_at: number;
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

/** Authenticator apps (migration 0015_totps): at most one verified per user. */
export interface TotpsTable {
  totp_id: string;
  project_id: string;
  user_id: string;
  /** The base32 secret, sealed with FOYER_SECRETS_KEY and bound to totp_id. */
  secret: string;
  verified: number;
  /** When an unconfirmed enrolment dies; null once a first right code confirmed it. */
  expires_at: number | null;
  /** The 30-second step of the last accepted code: it and older steps are refused. */
  last_used_step: number | null;
  created_at: number;
}

export interface TotpRecoveryCodesTable {
  recovery_code_id: string;
  totp_id: string;
  /** SHA-256 of the code, compared in constant time. */
  code_hash: string;
  /** The code sealed with FOYER_SECRETS_KEY (bound to recovery_code_id), for listing the unused ones. */
  code_sealed: string;
  used_at: number | null;
  /** Its place in the list the user was shown. */
  position: number;
}

/** The operator plane (migration 0017_operators): people who run the server, apart from end users. */
export type OperatorRole = 'admin' | 'developer' | 'support' | 'viewer';

export interface OperatorsTable {
  operator_id: string;
  email: string;
  role: OperatorRole;
  created_at: number;
  updated_at: number;
}

/** `foyer operators invite`: a one-time link to the console, kept as a hash. */
export interface OperatorInvitesTable {
  invite_id: string;
  operator_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** Admin API tokens (`Authorization: Bearer`), shown once and kept as a hash. */
export interface OperatorTokensTable {
  token_id: string;
  operator_id: string;
  name: string;
  token_hash: string;
  last_four: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** Console sessions (cookie), each with its CSRF token; both kept as hashes. */
export interface OperatorSessionsTable {
  session_id: string;
  operator_id: string;
  token_hash: string;
  csrf_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** An operator's passkey, their way into the console (migration 0020_operator_passkeys). */
export interface OperatorPasskeysTable {
  passkey_id: string;
  operator_id: string;
  /** base64url, as the browser names the credential. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports, or null. */
  transports: string | null;
  created_at: number;
  last_used_at: number | null;
}

/** A console passkey ceremony's challenge, kept as a hash and spent once. */
export interface OperatorPasskeyChallengesTable {
  challenge_hash: string;
  kind: 'register' | 'authenticate';
  /** Registration: the operator who asked (only their session may finish it). */
  operator_id: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** One operator action, refused ones included; append-only (store/audit-log.ts). */
export interface AuditLogTable {
  audit_id: string;
  at: number;
  request_id: string;
  actor_operator_id: string | null;
  actor_email: string | null;
  actor_role: OperatorRole | null;
  token_name: string | null;
  action: string;
  target_project_id: string | null;
  target_user_id: string | null;
  target_id: string | null;
  status: number;
  result: 'ok' | 'refused' | 'failed';
  ip_address: string | null;
  user_agent: string | null;
  /** { before, after } as JSON, for changes. */
  changes: string | null;
}

/** Project secrets beyond the config's one: several live at once, so a host rotates without downtime. */
export interface ProjectSecretsTable {
  secret_id: string;
  project_id: string;
  secret_hash: string;
  last_four: string;
  created_at: number;
  revoked_at: number | null;
}

/** The durable job queue (migration 0022_jobs, queue/): one row per job, claimed under a lease. */
export interface JobsTable {
  job_id: string;
  /** Which registered job kind handles it (queue/job-kind.ts). */
  kind: string;
  project_id: string | null;
  /** What it is about, for listing (a webhook endpoint's id, a message's id); null when nothing. */
  subject_id: string | null;
  /** The kind's payload as JSON, fixed when enqueued. */
  payload: string;
  /** pending: waits for run_at; running: leased; done: handled; failed: gave up after its retries. */
  status: 'pending' | 'running' | 'done' | 'failed';
  /** Claims so far (an attempt whose instance died counts). */
  attempts: number;
  /** When it may next be claimed. */
  run_at: number;
  /** The current claim's random token: only its holder may finish the job. */
  lease_token: string | null;
  /** When a running job's claim runs out and another instance may take it. */
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** One finished attempt of a job and what came of it. */
export interface JobAttemptsTable {
  attempt_id: string;
  job_id: string;
  /** 1 for the first. */
  attempt: number;
  started_at: number;
  finished_at: number;
  outcome: 'ok' | 'retry' | 'failed';
  /** The far side's answer where there is one (an HTTP status, an SMTP reply code). */
  status_code: number | null;
  error: string | null;
}

/** Sign-ins, sign-ups and failures per project, UTC day, method and reason (migration 0021_auth_activity). */
export interface AuthActivityTable {
  project_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  kind: 'sign_in' | 'sign_up' | 'failure';
  /** The sign-in method: password, magic_link, otp, passkey, oauth, … */
  method: string;
  /** A failure's error_type; '' for the others. */
  reason: string;
  count: number;
}

/** A project's webhook endpoint (migration 0023_webhooks, features/webhooks/). */
export interface WebhookEndpointsTable {
  endpoint_id: string;
  project_id: string;
  url: string;
  /** WebhookEventType[] as JSON; null: every event. */
  events: string | null;
  /** 'config': from the config file, changed only there; 'database': through the admin API. */
  source: 'config' | 'database';
  /** The first failed delivery since the last one that succeeded; null while healthy. */
  failing_since: number | null;
  /** Set when it failed for 5 days in a row (or an operator disabled it); nothing is sent while set. */
  disabled_at: number | null;
  disabled_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** A signing secret of an endpoint; several are live during a rotation. */
export interface WebhookSecretsTable {
  secret_id: string;
  endpoint_id: string;
  /** The whsec_ secret sealed with FOYER_SECRETS_KEY, bound to secret_id (it must be read to sign). */
  secret_sealed: string;
  last_four: string;
  created_at: number;
  /** When a rotated-out secret stops signing; null while it has no end. */
  expires_at: number | null;
}
