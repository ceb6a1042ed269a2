import { intSetting } from './int-setting.ts';

/**
 * Per-client rate limits: how many times one client address (IPv6: one /64) may call an endpoint
 * that bulk abuse would target, in a sliding window. Kept in the database by
 * security/rate-limit.ts, so every instance enforces the same limit. The README's Security section
 * lists each with the reason for its default.
 */
export interface RateWindow {
  limit: number;
  windowMs: number;
}

/** Every per-client limit the server enforces beyond the send limits (config/send-limit-settings.ts). */
export interface ClientLimits {
  /** POST /passwords/email/reset/start, whether or not the address has an account. */
  resetEmails: RateWindow;
  /** POST /passwords (sign-up), every attempt. */
  signUps: RateWindow;
  /** Failed password logins across all accounts (password spraying); a success is not counted. */
  failedLogins: RateWindow;
  /** POST /users/search. */
  userSearches: RateWindow;
  /** POST /passwords/strength_check (CPU-heavy). */
  strengthChecks: RateWindow;
  /** Events stored (each event of a batch counts one). */
  events: RateWindow;
  /** POST /crypto_wallets/authenticate/start (each stores a challenge). */
  walletChallenges: RateWindow;
  /** GET /v1/public/oauth/{provider}/start (each stores a state row). */
  oauthStarts: RateWindow;
  /** POST /webauthn/authenticate/start (each stores a challenge; the widget asks on each login page view). */
  passkeyChallenges: RateWindow;
  /** Wrong passcodes for one user from one client; past it only that client waits. */
  otpFailures: RateWindow;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The documented defaults: far above what one person does (a sign-up, a few wrong passwords, a
 * strength check per 300 ms typing pause, a batch of events per screen), even for a few people
 * sharing an address, and far below what a script does.
 */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  resetEmails: { limit: 20, windowMs: HOUR_MS },
  signUps: { limit: 20, windowMs: HOUR_MS },
  failedLogins: { limit: 50, windowMs: HOUR_MS },
  userSearches: { limit: 60, windowMs: HOUR_MS },
  strengthChecks: { limit: 120, windowMs: MINUTE_MS },
  events: { limit: 1_000, windowMs: HOUR_MS },
  walletChallenges: { limit: 30, windowMs: HOUR_MS },
  oauthStarts: { limit: 60, windowMs: HOUR_MS },
  passkeyChallenges: { limit: 120, windowMs: HOUR_MS },
  otpFailures: { limit: 10, windowMs: HOUR_MS },
};

/** The environment variable of each limit's count; the window is fixed (see DEFAULT_CLIENT_LIMITS). */
export const CLIENT_LIMIT_VARIABLES: Record<keyof ClientLimits, string> = {
  resetEmails: 'FOYER_PASSWORD_RESET_EMAILS_PER_CLIENT',
  signUps: 'FOYER_PASSWORD_SIGNUPS_PER_CLIENT',
  failedLogins: 'FOYER_PASSWORD_FAILED_LOGINS_PER_CLIENT',
  userSearches: 'FOYER_USER_SEARCHES_PER_CLIENT',
  strengthChecks: 'FOYER_STRENGTH_CHECKS_PER_CLIENT',
  events: 'FOYER_EVENTS_PER_CLIENT',
  walletChallenges: 'FOYER_WALLET_CHALLENGES_PER_CLIENT',
  oauthStarts: 'FOYER_OAUTH_STARTS_PER_CLIENT',
  passkeyChallenges: 'FOYER_PASSKEY_CHALLENGES_PER_CLIENT',
  otpFailures: 'FOYER_OTP_FAILED_ATTEMPTS_PER_CLIENT',
};

/** A batch holds up to 100 events, so the events limit must let at least one full batch through. */
const MINIMUMS: Partial<Record<keyof ClientLimits, number>> = { events: 100 };

/** Each limit's count from its variable (CLIENT_LIMIT_VARIABLES), else its default. */
export function clientLimitsFromEnv(env: NodeJS.ProcessEnv): ClientLimits {
  const limits = { ...DEFAULT_CLIENT_LIMITS };
  for (const name of Object.keys(limits) as (keyof ClientLimits)[]) {
    const variable = CLIENT_LIMIT_VARIABLES[name];
    if (!env[variable]?.trim()) continue;
    const value = intSetting(env, variable, limits[name].limit, { min: MINIMUMS[name] ?? 1 });
    limits[name] = { ...limits[name], limit: value };
  }
  return limits;
}
