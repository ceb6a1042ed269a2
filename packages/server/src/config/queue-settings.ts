import { intSetting } from './int-setting.ts';

/** How long finished jobs (sent email and texts, delivered webhooks) are kept when `FOYER_QUEUE_RETENTION_DAYS` is unset. */
export const DEFAULT_QUEUE_RETENTION_DAYS = 30;

/**
 * `FOYER_QUEUE_RETENTION_DAYS` (default 30): a job done or failed longer ago than this is deleted
 * by the janitor with its attempts; pending and running jobs are never deleted.
 */
export function queueRetentionDaysFromEnv(env: NodeJS.ProcessEnv): number {
  return intSetting(env, 'FOYER_QUEUE_RETENTION_DAYS', DEFAULT_QUEUE_RETENTION_DAYS, { max: 3_650 });
}
