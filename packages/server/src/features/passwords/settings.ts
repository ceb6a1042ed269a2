import type { Algorithm, Options as Argon2Options } from '@node-rs/argon2';
import { intSetting } from '../../config/int-setting.ts';

/** argon2id cost parameters; stored in every hash's PHC string. */
export type HashParams = Required<Pick<Argon2Options, 'memoryCost' | 'timeCost' | 'parallelism'>>;

/** OWASP's minimum for argon2id (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2ID: HashParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The package's Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
export const ARGON2ID = 2 as Algorithm;

/** The optional k-anonymity range API (the form Have I Been Pwned uses). */
export interface PwnedRangeSettings {
  /** e.g. `https://api.pwnedpasswords.com`: the server asks `${baseUrl}/range/{first 5 hex of SHA-1}`. */
  baseUrl: string;
  /** Past this the check fails open (the password counts as not breached) with a logged warning. */
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Everything the passwords feature can be tuned by. */
export interface PasswordSettings {
  /** Hashes are made with these; older hashes with weaker ones are rehashed at the next login. */
  hashParams: HashParams;
  /** Failed logins allowed per account (project + email) per `failedLoginWindowMs`. */
  failedLoginLimit: number;
  failedLoginWindowMs: number;
  /** Reset emails allowed per address per hour (each one lands in someone's inbox). */
  resetEmailsPerHour: number;
  /** How many of the most common breached passwords are loaded (ordered by frequency). */
  breachedListSize: number;
  pwnedRange: PwnedRangeSettings | null;
}

const HOUR_MS = 3_600_000;

/**
 * Settings from the environment:
 * - `FOYER_PASSWORD_FAILED_LOGIN_LIMIT` failed logins per account per hour (default 100)
 * - `FOYER_PASSWORD_RESET_EMAILS_PER_HOUR` (default 10)
 * - `FOYER_BREACHED_LIST_SIZE` offline breached passwords loaded, 1,000 to 1,000,000 (default 100,000)
 * - `FOYER_PWNED_RANGE_URL` turns on the range API check (e.g. https://api.pwnedpasswords.com)
 * - `FOYER_PWNED_RANGE_TIMEOUT_MS` (default 1500)
 * - `FOYER_ARGON2_MEMORY_KIB`, `FOYER_ARGON2_TIME_COST`, `FOYER_ARGON2_PARALLELISM`: raise the
 *   hashing cost (never below OWASP's minimum)
 */
export function passwordSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PasswordSettings {
  const rangeUrl = env.FOYER_PWNED_RANGE_URL?.trim();
  return {
    hashParams: {
      memoryCost: intSetting(env, 'FOYER_ARGON2_MEMORY_KIB', OWASP_ARGON2ID.memoryCost, {
        min: OWASP_ARGON2ID.memoryCost,
        max: 1e9,
      }),
      timeCost: intSetting(env, 'FOYER_ARGON2_TIME_COST', OWASP_ARGON2ID.timeCost, {
        min: OWASP_ARGON2ID.timeCost,
        max: 1e9,
      }),
      parallelism: intSetting(env, 'FOYER_ARGON2_PARALLELISM', OWASP_ARGON2ID.parallelism, { max: 255 }),
    },
    failedLoginLimit: intSetting(env, 'FOYER_PASSWORD_FAILED_LOGIN_LIMIT', 100, { max: 1e9 }),
    failedLoginWindowMs: HOUR_MS,
    resetEmailsPerHour: intSetting(env, 'FOYER_PASSWORD_RESET_EMAILS_PER_HOUR', 10, { max: 1e9 }),
    breachedListSize: intSetting(env, 'FOYER_BREACHED_LIST_SIZE', 100_000, { min: 1_000 }),
    pwnedRange: rangeUrl
      ? {
          baseUrl: new URL(rangeUrl).toString().replace(/\/$/, ''),
          timeoutMs: intSetting(env, 'FOYER_PWNED_RANGE_TIMEOUT_MS', 1_500, { min: 50, max: 30_000 }),
          fetch: globalThis.fetch,
        }
      : null,
  };
}
