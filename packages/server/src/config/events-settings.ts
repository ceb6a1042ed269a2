import { intSetting } from './int-setting.ts';

/** How long stored events are kept when `FOYER_EVENTS_RETENTION_DAYS` is unset. */
export const DEFAULT_EVENTS_RETENTION_DAYS = 30;

/** `FOYER_EVENTS_RETENTION_DAYS` (default 30): events older than this are deleted. */
export function eventsRetentionDaysFromEnv(env: NodeJS.ProcessEnv): number {
  return intSetting(env, 'FOYER_EVENTS_RETENTION_DAYS', DEFAULT_EVENTS_RETENTION_DAYS, { max: 3_650 });
}
