/** Projects and what an account holds: users, their identifiers and factors, and the signing keys. (store/schema.ts assembles the Database.) */

export interface ProjectsTable {
  project_id: string;
  environment: 'test' | 'live';
  public_token: string;
  secret_hash: string;
  /** ProjectSettings as JSON; the OAuth client secrets in it sealed with FOYER_SECRETS_KEY. */
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

export interface UserPhoneNumbersTable {
  phone_id: string;
  project_id: string;
  user_id: string;
  /** E.164; unique per project. */
  phone_number: string;
  verified: number;
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

export interface SigningKeysTable {
  kid: string;
  alg: string;
  /** JWK as JSON, sealed with FOYER_SECRETS_KEY (bound to kid): it stays in the database so every instance signs with it. */
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  /** When a newer key took over signing (`foyer keys rotate`); null while this key signs. */
  retired_at: number | null;
  /** When a retired key leaves the key set: every JWT it signed has expired by then. Null while it signs. */
  expires_at: number | null;
}
