import { type MessageKey as CatalogueKey, translate } from '../../i18n/catalogue.ts';

/** A key of the emails' and texts' wording in the server's catalogue (i18n/messages/). */
export type MessageKey = Extract<
  CatalogueKey,
  `magicLink.${string}` | `otp.${string}` | `reset.${string}` | `security.${string}`
>;

/** A duration in minutes in the locale's words, plural included ("1 minute", "30 Minuten"). */
export function formatMinutes(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/**
 * A message in `locale` (English where the locale has none) with `{expiration}` as a duration in
 * that locale's words and `{project_name}` and `{code}` filled.
 */
export function message(
  key: MessageKey,
  values: { project_name?: string; code?: string; expiration_minutes?: number | string },
  locale: string,
): string {
  const { project_name, code, expiration_minutes } = values;
  return translate(key, locale, {
    ...(project_name === undefined ? {} : { project_name }),
    ...(code === undefined ? {} : { code }),
    ...(expiration_minutes === undefined ? {} : { expiration: formatMinutes(Number(expiration_minutes), locale) }),
  });
}
