import type { ServerConfig } from '../../config/env.ts';
import { DEFAULT_OTP_FAILURE_LIMIT } from '../../config/otp-settings.ts';
import { DEFAULT_QUEUE_RETENTION_DAYS } from '../../config/queue-settings.ts';
import { DEFAULT_SEND_LIMITS } from '../../config/send-limit-settings.ts';
import { consumeRateLimit, type RateLimitDeps } from '../../security/rate-limit.ts';
import { finishedJobs } from './finished-jobs.ts';
import { expiredRows, forgottenFailureRuns, type Sweep, spentLimitWindows } from './sweeps.ts';

/** Each instance's janitor wakes this often, and across all instances one run happens per such window. */
export const JANITOR_INTERVAL_MS = 60_000;
/** Rows deleted per statement, so no statement holds the database long. */
export const JANITOR_BATCH = 1_000;
/** Statements per table per run: a backlog is worked off over several runs, never in one long one. */
export const JANITOR_MAX_BATCHES = 10;
/** How long an expired row is kept, so the product still answers "expired" rather than "not found". */
export const EXPIRED_GRACE_MS = 86_400_000;

const DAY_MS = 86_400_000;

/** What one run deleted, by table. */
export type JanitorReport = Record<string, number>;

export interface Janitor {
  /**
   * Runs now unless this instance is already running or any instance already ran in this interval
   * of the clock (one per JANITOR_INTERVAL_MS: the lease is a rate limit of one in the shared
   * database, so it holds across instances and workers); null when skipped.
   */
  runNow(): Promise<JanitorReport | null>;
  /** No further runs; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/** The tables the janitor sweeps, with cutoffs from the server's settings. */
export function janitorSweeps(
  config: Pick<ServerConfig, 'sendLimits' | 'otpFailureLimit' | 'queueRetentionDays'>,
): Sweep[] {
  const send = config.sendLimits ?? DEFAULT_SEND_LIMITS;
  // Every rate-limit window the server uses is at most a day, except configurable send windows.
  const longestWindowMs = Math.max(DAY_MS, send.perClientWindowMs, send.perDestinationWindowMs);
  return [
    expiredRows('sessions', EXPIRED_GRACE_MS),
    expiredRows('intermediate_sessions', EXPIRED_GRACE_MS),
    expiredRows('webauthn_challenges', EXPIRED_GRACE_MS),
    expiredRows('crypto_wallet_challenges', EXPIRED_GRACE_MS),
    expiredRows('oauth_states', EXPIRED_GRACE_MS),
    expiredRows('oauth_tokens', EXPIRED_GRACE_MS),
    expiredRows('otp_codes', EXPIRED_GRACE_MS),
    expiredRows('magic_links', EXPIRED_GRACE_MS),
    expiredRows('password_resets', EXPIRED_GRACE_MS),
    // Authenticator enrolments never confirmed (a confirmed one's expires_at is null).
    expiredRows('totps', EXPIRED_GRACE_MS),
    // The console's invitations, sessions and passkey challenges (features/admin/).
    expiredRows('operator_invites', EXPIRED_GRACE_MS),
    expiredRows('operator_sessions', EXPIRED_GRACE_MS),
    expiredRows('operator_passkey_challenges', EXPIRED_GRACE_MS),
    // A retired signing key has already left the key set at its expiry (keys rotate): no grace.
    expiredRows('signing_keys', 0),
    spentLimitWindows(longestWindowMs),
    forgottenFailureRuns((config.otpFailureLimit ?? DEFAULT_OTP_FAILURE_LIMIT).windowMs),
    finishedJobs((config.queueRetentionDays ?? DEFAULT_QUEUE_RETENTION_DAYS) * DAY_MS),
  ];
}

/**
 * Deletes rows past their use: expired sessions, challenges, OAuth states and tokens, passcodes,
 * magic links and reset tokens (a day after expiry), retired signing keys past their last JWT, spent
 * rate-limit windows, forgotten failure runs, and queue jobs finished longer ago than
 * FOYER_QUEUE_RETENTION_DAYS (with their attempts). Started by server.ts in every instance and worker;
 * the runs are shared out through the database, so at most one happens per minute across all of
 * them, and each is bounded
 * (JANITOR_BATCH rows a statement, JANITOR_MAX_BATCHES statements a table). Events have their own
 * pruner (features/events/retention.ts). Time is the injected clock's; tests call runNow().
 */
export function startJanitor(
  deps: RateLimitDeps & { log: (line: string) => void },
  options: {
    sweeps: Sweep[];
    intervalMs?: number;
    batch?: number;
    maxBatches?: number;
    /** Off in tests, which call runNow() themselves. */
    timer?: boolean;
  },
): Janitor {
  const intervalMs = options.intervalMs ?? JANITOR_INTERVAL_MS;
  const batch = options.batch ?? JANITOR_BATCH;
  const maxBatches = options.maxBatches ?? JANITOR_MAX_BATCHES;
  let running: Promise<JanitorReport | null> | null = null;
  let stopped = false;

  async function sweep(): Promise<JanitorReport | null> {
    // The lease: the first instance to count itself in this interval of the clock runs, the rest skip.
    const interval = Math.floor(deps.clock.now() / intervalMs);
    const lease = await consumeRateLimit(deps, { key: `janitor-run:${interval}`, limit: 1, windowMs: intervalMs });
    if (!lease.allowed) return null;
    const report: JanitorReport = {};
    for (const table of options.sweeps) {
      let deleted = 0;
      for (let round = 0; round < maxBatches && !stopped; round += 1) {
        const now = deps.clock.now();
        const count = await table.run(deps.db, { now, batch });
        deleted += count;
        if (count < batch) break;
      }
      report[table.name] = deleted;
    }
    const total = Object.values(report).reduce((sum, n) => sum + n, 0);
    if (total > 0) {
      const parts = Object.entries(report).filter(([, n]) => n > 0);
      deps.log(`Janitor: deleted ${parts.map(([name, n]) => `${n} ${name}`).join(', ')}`);
    }
    return report;
  }

  function runNow(): Promise<JanitorReport | null> {
    if (stopped) return Promise.resolve(null);
    if (running) return running.then(() => null);
    running = sweep()
      .catch((error: unknown) => {
        // A failed run is retried at the next tick; the server keeps answering.
        deps.log(`Janitor: a run failed: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = options.timer === false ? null : setInterval(() => void runNow(), intervalMs);
  timer?.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
