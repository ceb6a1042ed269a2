import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';
import * as passwords from './0003_passwords.ts';
import * as rateLimits from './0003b_rate_limits.ts';
import * as cryptoWallets from './0004_crypto_wallets.ts';
import * as webauthn from './0005_webauthn.ts';
import * as oauth from './0006_oauth.ts';
import * as otps from './0007_otps.ts';
import * as limits from './0009_limits.ts';
import * as sessionAttributes from './0010_session_attributes.ts';
import * as userProfiles from './0011_user_profiles.ts';
import * as pkceChallenges from './0012_pkce_challenges.ts';
import * as projectSources from './0012_project_sources.ts';
import * as janitorIndexes from './0013_janitor_indexes.ts';
import * as totps from './0015_totps.ts';
import * as intermediateSessions from './0016_intermediate_sessions.ts';
import * as operators from './0017_operators.ts';
import * as signingKeyRotation from './0018_signing_key_rotation.ts';
import * as totpsExpiry from './0019_totps_expiry.ts';
import * as operatorPasskeys from './0020_operator_passkeys.ts';
import * as authActivity from './0021_auth_activity.ts';
import * as jobs from './0022_jobs.ts';
import * as webhooks from './0023_webhooks.ts';
import * as jobsFinished from './0024_jobs_finished.ts';
import * as m2mClients from './0028_m2m_clients.ts';
import * as oauthAttachTokens from './0030_oauth_attach_tokens.ts';

/**
 * Every migration. Kysely runs them in the order of their names, so a new one takes a name that
 * sorts after the last (0010_…) and is appended here; never edit or rename a shipped one. The gaps
 * (0002, 0008) are numbers never used.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0003_passwords': passwords,
  '0003b_rate_limits': rateLimits,
  '0004_crypto_wallets': cryptoWallets,
  '0005_webauthn': webauthn,
  '0006_oauth': oauth,
  '0007_otps': otps,
  '0009_limits': limits,
  '0010_session_attributes': sessionAttributes,
  '0011_user_profiles': userProfiles,
  '0012_pkce_challenges': pkceChallenges,
  '0012_project_sources': projectSources,
  '0013_janitor_indexes': janitorIndexes,
  '0015_totps': totps,
  '0016_intermediate_sessions': intermediateSessions,
  '0017_operators': operators,
  '0018_signing_key_rotation': signingKeyRotation,
  '0019_totps_expiry': totpsExpiry,
  '0020_operator_passkeys': operatorPasskeys,
  '0021_auth_activity': authActivity,
  '0022_jobs': jobs,
  '0023_webhooks': webhooks,
  '0024_jobs_finished': jobsFinished,
  '0028_m2m_clients': m2mClients,
  '0030_oauth_attach_tokens': oauthAttachTokens,
};
