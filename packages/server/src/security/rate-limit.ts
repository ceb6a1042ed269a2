import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { rateLimitRefusals } from '../metrics/registry.ts';
import type { Database } from '../store/schema.ts';

/**
 * Rate limits kept in the database, so every instance behind a load balancer enforces the same
 * limit (a limit in one process's memory is only a suggestion).
 *
 * Algorithm: a sliding-window counter. Attempts are counted in fixed windows of `windowMs`
 * (one row per key and window, bumped by an atomic upsert that SQLite and PostgreSQL both run),
 * and the count that is checked blends the previous window in by how much of it still overlaps
 * the sliding window: `previous × (1 − elapsed/windowMs) + current`. That avoids the burst of
 * 2 × limit a plain fixed window allows around its boundary, at the cost of two small rows per key.
 *
 * A refused attempt is not counted (it is taken back at once), so a caller who keeps hammering
 * stays limited only for as long as its allowed attempts say, and Retry-After stays truthful.
 *
 * Keys are free-form: prefix them with the feature and scope, e.g.
 * `password-failures:{project_id}:{email}`, `otp-send:{project_id}:{phone}`, `otp-send-ip:{ip}`.
 *
 * @example
 * const { allowed, retryAfterSeconds } = await consumeRateLimit(deps, {
 *   key: `otp-send:${project.projectId}:${phone}`, limit: 5, windowMs: 15 * 60_000,
 * });
 * if (!allowed) throw new ApiError('too_many_requests', undefined, { headers: retryAfterHeader(retryAfterSeconds) });
 */
export interface RateLimitRule {
  /** What is limited; attempts under different keys never affect each other. */
  key: string;
  /** At most this many attempts in any `windowMs`. */
  limit: number;
  windowMs: number;
  /** How many attempts this one counts as (default 1), e.g. the events of a batch. */
  cost?: number | undefined;
}

/** The verdict on one attempt. */
export interface RateLimitResult {
  allowed: boolean;
  /** When refused: whole seconds until one more attempt would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** What the limiter needs from AppDeps (so OTP, passwords and others can pass `deps` as it is). */
export interface RateLimitDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Counts one attempt under `rule.key` and says whether it is within the limit. A refused attempt
 * is not counted.
 */
export async function consumeRateLimit(deps: RateLimitDeps, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = deps.db;
  const now = deps.clock.now();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const cost = rule.cost ?? 1;

  // One statement, atomic on both engines: of N concurrent attempts each sees a distinct count.
  const bumped = await db
    .insertInto('rate_limit_buckets')
    .values({ key: rule.key, window_start: windowStart, count: cost })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_buckets.count + ${cost}` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const current = Number(bumped.count);

  const previousRow = await db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', rule.key)
    .where('window_start', '=', windowStart - rule.windowMs)
    .executeTakeFirst();
  const previous = Number(previousRow?.count ?? 0);

  // The first attempt of a window clears what no sliding window can reach any more.
  if (current === cost) {
    await db
      .deleteFrom('rate_limit_buckets')
      .where('key', '=', rule.key)
      .where('window_start', '<', windowStart - rule.windowMs)
      .execute();
  }

  const elapsed = now - windowStart;
  if (slidingCount(previous, current, elapsed, rule.windowMs) <= rule.limit) {
    return { allowed: true, retryAfterSeconds: 0 };
  }
  await db
    .updateTable('rate_limit_buckets')
    .set({ count: sql<number>`count - ${cost}` })
    .where('key', '=', rule.key)
    .where('window_start', '=', windowStart)
    .execute();
  countRefusal(rule.key);
  const waitMs = msUntilAllowed({ previous, current: current - cost, elapsed, ...rule, cost });
  // The epsilon keeps float noise (1200000.0000000002 ms) from adding a whole second.
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000 - 1e-6)) };
}

/**
 * Gives back one attempt counted in the current window, e.g. a password check that succeeded when
 * only failures should count. Never goes below zero.
 */
export async function refundRateLimit(
  deps: RateLimitDeps,
  rule: Omit<RateLimitRule, 'limit'>,
  chargedAt: number = deps.clock.now(),
): Promise<void> {
  // The window the charge was counted in: a refund after a window boundary gave back nothing.
  const windowStart = Math.floor(chargedAt / rule.windowMs) * rule.windowMs;
  await deps.db
    .updateTable('rate_limit_buckets')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', rule.key)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Forgets every attempt under a key, e.g. failed logins once the password has been reset. */
export async function clearRateLimit(deps: RateLimitDeps, key: string): Promise<void> {
  await deps.db.deleteFrom('rate_limit_buckets').where('key', '=', key).execute();
}

/** The Retry-After header for ApiError's `options.headers`. */
export function retryAfterHeader(retryAfterSeconds: number): Record<string, string> {
  return { 'Retry-After': String(retryAfterSeconds) };
}

function slidingCount(previous: number, current: number, elapsed: number, windowMs: number): number {
  return previous * (1 - elapsed / windowMs) + current;
}

/**
 * How long until one more attempt fits, assuming nothing else is counted meanwhile: first within
 * the current window (the previous window's weight fades), otherwise in the next one (where the
 * current window becomes "previous" and fades in turn).
 */
export function msUntilAllowed(options: {
  previous: number;
  current: number;
  elapsed: number;
  limit: number;
  windowMs: number;
  cost?: number | undefined;
}): number {
  const { previous, current, elapsed, limit, windowMs } = options;
  const room = limit - (options.cost ?? 1); // the blended count must be at most this before the attempt is added
  if (current <= room) {
    if (previous === 0) return 0;
    // previous × (1 − t/W) + current ≤ room  ⇔  t ≥ W × (1 − (room − current)/previous)
    const at = windowMs * (1 - (room - current) / previous);
    if (at <= windowMs) return Math.max(0, at - elapsed);
  }
  // Next window: current × (1 − t'/W) ≤ room  ⇔  t' ≥ W × (1 − room/current)
  const intoNext = current === 0 ? 0 : Math.max(0, windowMs * (1 - room / current));
  return windowMs - elapsed + intoNext;
}

/**
 * `foyer_rate_limit_refusals_total` by the limit's name: its key up to the first ':' (the rest
 * names a client, address or project, which must never become a label). The janitor's run lease is
 * a rate limit of one that most instances are meant to lose: not a refusal anyone sees.
 */
function countRefusal(key: string): void {
  const colon = key.indexOf(':');
  const limit = colon === -1 ? key : key.slice(0, colon);
  if (limit !== 'janitor-run') rateLimitRefusals.inc({ limit });
}
