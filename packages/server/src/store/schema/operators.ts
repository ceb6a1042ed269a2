/** The operators who run Foyer: their accounts, invites, tokens, sessions and passkeys, the audit log, project secrets. (store/schema.ts assembles the Database.) */

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
