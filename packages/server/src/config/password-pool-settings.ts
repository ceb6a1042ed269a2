import { availableParallelism } from 'node:os';
import { intSetting } from './int-setting.ts';

/** How the password worker pools are sized (features/passwords/pool/, see `passwordPoolSettingsFromEnv`). */
export interface PasswordPoolSettings {
  hashThreads: number;
  strengthThreads: number;
  /** Per pool: tasks that may wait for a thread before the next caller gets 503 server_busy. */
  queueLimit: number;
  /** Lowers the workers' CPU priority (nice 0–19) below the event loop's. */
  niceIncrement: number;
  /** Threads start on first use (tests) rather than at once. */
  lazy?: boolean;
}

/**
 * Settings from the environment:
 * - `FOYER_PASSWORD_HASH_THREADS` argon2id threads (default: one per CPU core)
 * - `FOYER_STRENGTH_THREADS` zxcvbn threads (default: half the cores, at least 1)
 * - `FOYER_CPU_QUEUE_LIMIT` tasks waiting per pool before 503 server_busy (default 64)
 * - `FOYER_WORKER_NICE` how much lower the workers' CPU priority is, 0 to 19 (default 10)
 */
export function passwordPoolSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PasswordPoolSettings {
  const cores = availableParallelism();
  return {
    hashThreads: intSetting(env, 'FOYER_PASSWORD_HASH_THREADS', cores, { min: 1, max: 256 }),
    strengthThreads: intSetting(env, 'FOYER_STRENGTH_THREADS', Math.max(1, Math.floor(cores / 2)), {
      min: 1,
      max: 256,
    }),
    queueLimit: intSetting(env, 'FOYER_CPU_QUEUE_LIMIT', 64, { min: 0, max: 100_000 }),
    niceIncrement: intSetting(env, 'FOYER_WORKER_NICE', 10, { min: 0, max: 19 }),
  };
}
