import type {
  PasswordsTable,
  ProjectsTable,
  SigningKeysTable,
  TotpRecoveryCodesTable,
  TotpsTable,
  UserCryptoWalletsTable,
  UserEmailsTable,
  UserOAuthProvidersTable,
  UserPhoneNumbersTable,
  UsersTable,
  WebauthnRegistrationsTable,
} from './schema/accounts.ts';
import type {
  AuthActivityTable,
  EventsTable,
  JobAttemptsTable,
  JobsTable,
  OutboxTable,
  WebhookEndpointsTable,
  WebhookSecretsTable,
} from './schema/delivery.ts';
import type { M2MClientsTable } from './schema/m2m.ts';
import type {
  AuditLogTable,
  OperatorInvitesTable,
  OperatorPasskeyChallengesTable,
  OperatorPasskeysTable,
  OperatorSessionsTable,
  OperatorsTable,
  OperatorTokensTable,
  ProjectSecretsTable,
} from './schema/operators.ts';
import type {
  CryptoWalletChallengesTable,
  FailureBackoffsTable,
  IntermediateSessionsTable,
  MagicLinksTable,
  OAuthAttachTokensTable,
  OAuthStatesTable,
  OAuthTokensTable,
  OtpCodesTable,
  PasswordResetsTable,
  RateLimitBucketsTable,
  SessionsTable,
  WebauthnChallengesTable,
} from './schema/sign-in.ts';

export type * from './schema/accounts.ts';
export type * from './schema/delivery.ts';
export type * from './schema/m2m.ts';
export type * from './schema/operators.ts';
export type * from './schema/sign-in.ts';

/**
 * Table types for Kysely. The same schema runs on SQLite and PostgreSQL, so it keeps to types
 * both share: times are epoch milliseconds (bigint), flags are 0/1 integers, JSON is text. Each
 * table's interface lives in the schema/ file of its area; a new table is named here too.
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
  oauth_attach_tokens: OAuthAttachTokensTable;
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
  m2m_clients: M2MClientsTable;
}
