/** The admin API's answers as the console reads them (docs: /admin/v1/openapi.json). */
export type OperatorRole = 'admin' | 'developer' | 'support' | 'viewer';

export interface OperatorView {
  operator_id: string;
  email: string;
  role: OperatorRole;
}

export interface ConsoleSession {
  operator: OperatorView;
  csrf_token: string;
  expires_at: string;
}

export interface ProjectView {
  project_id: string;
  environment: string;
  public_token: string;
  source: string;
  read_only: boolean;
  settings: Record<string, unknown> & { name?: string };
}

export interface Verified {
  verified: boolean;
}
export interface UserView {
  user_id: string;
  status: string;
  created_at: string;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  emails: ({ email_id: string; email: string } & Verified)[];
  phone_numbers: ({ phone_id: string; phone_number: string } & Verified)[];
  webauthn_registrations: { webauthn_registration_id: string; name?: string; domain?: string; verified: boolean }[];
  crypto_wallets: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string }[];
  providers: { oauth_user_registration_id: string; provider_type: string; provider_subject?: string }[];
  totps?: { totp_id: string; verified: boolean }[];
  password: { password_id: string } | null;
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
}

export interface SessionView {
  session_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes?: { ip_address?: string; user_agent?: string };
  authentication_factors?: { type: string; delivery_method: string }[];
}

export interface EventView {
  event_id: string;
  name: string;
  created_at: string;
  details?: Record<string, unknown>;
}
