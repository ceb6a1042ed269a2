import { type Kysely, sql } from 'kysely';
import type { Database } from '../../store/schema.ts';

/** Rows past their use, by table: what the janitor deletes and from when. */
export interface Sweep {
  /** Shown in the janitor's log line and its report. */
  name: string;
  /** The table it deletes from, and the column its cutoff compares (an index leads with it). */
  table: string;
  cutoffColumn: string;
  /** Deletes at most `batch` rows older than the sweep's cutoff; answers how many it deleted. */
  run(db: Kysely<Database>, options: { now: number; batch: number }): Promise<number>;
}

/** Every table whose rows carry `expires_at` and end there (a signing key's is null while it signs). */
type ExpiringTable =
  | 'sessions'
  | 'intermediate_sessions'
  | 'webauthn_challenges'
  | 'oauth_states'
  | 'oauth_tokens'
  | 'otp_codes'
  | 'magic_links'
  | 'password_resets'
  | 'crypto_wallet_challenges'
  | 'signing_keys'
  | 'totps'
  | 'operator_invites'
  | 'operator_sessions'
  | 'operator_passkey_challenges';

/** The key column of each, by which a batch is picked. */
const KEYS: Record<ExpiringTable, string> = {
  sessions: 'session_id',
  intermediate_sessions: 'intermediate_session_id',
  webauthn_challenges: 'challenge_id',
  oauth_states: 'oauth_state_id',
  oauth_tokens: 'oauth_token_id',
  otp_codes: 'method_id',
  magic_links: 'magic_link_id',
  password_resets: 'reset_id',
  crypto_wallet_challenges: 'challenge_id',
  signing_keys: 'kid',
  totps: 'totp_id',
  operator_invites: 'invite_id',
  operator_sessions: 'session_id',
  operator_passkey_challenges: 'challenge_hash',
};

/**
 * Deletes up to `batch` rows of `table` that expired more than `graceMs` ago. The grace keeps an
 * expired row long enough that the product still answers "expired" (a link opened the next
 * morning) rather than "not found". One statement both engines run: a subquery picks the keys.
 */
export function expiredRows(table: ExpiringTable, graceMs: number): Sweep {
  const key = KEYS[table];
  return {
    name: table,
    table,
    cutoffColumn: 'expires_at',
    async run(db, { now, batch }) {
      // The table names are fixed above; Kysely's typed builder cannot take a union of tables.
      const result = await sql<never>`delete from ${sql.table(table)} where ${sql.ref(key)} in (
        select ${sql.ref(key)} from ${sql.table(table)} where expires_at < ${now - graceMs} limit ${batch})`.execute(
        db,
      );
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}

/**
 * Rate-limit windows no sliding window can reach any more: a window counts while it is the current
 * or the previous one, so a row older than two of the longest windows is spent.
 */
export function spentLimitWindows(longestWindowMs: number): Sweep {
  return {
    name: 'rate_limit_buckets',
    table: 'rate_limit_buckets',
    cutoffColumn: 'window_start',
    async run(db, { now, batch }) {
      const result = await sql<never>`delete from rate_limit_buckets where (key, window_start) in (
        select key, window_start from rate_limit_buckets where window_start < ${now - 2 * longestWindowMs} limit ${batch})`.execute(
        db,
      );
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}

/** Failure runs forgotten anyway (security/failure-backoff.ts): no failure for `forgetAfterMs`. */
export function forgottenFailureRuns(forgetAfterMs: number): Sweep {
  return {
    name: 'failure_backoffs',
    table: 'failure_backoffs',
    cutoffColumn: 'last_failure_at',
    async run(db, { now, batch }) {
      const result = await sql<never>`delete from failure_backoffs where key in (
        select key from failure_backoffs where last_failure_at < ${now - forgetAfterMs} limit ${batch})`.execute(db);
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}
