import type { Locale } from '../../locales/request-locale.ts';
import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { nb } from './nb.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { ptBR } from './pt-BR.ts';
import { ptPT } from './pt-PT.ts';
import { ru } from './ru.ts';
import { sv } from './sv.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export type { MessageKey, Messages } from './en.ts';

/** The wording of each locale the server writes in, by BCP 47 tag (the widget's locales). */
export const MESSAGES: Readonly<Record<Locale, Messages>> = {
  en,
  ar,
  cs,
  da,
  de,
  es,
  fi,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  nb,
  nl,
  pl,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  ru,
  sv,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/** A duration in minutes in the locale's words, plural included ("1 minute", "30 Minuten"). */
export function formatMinutes(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/**
 * A message in `locale` (English where the locale has none) with `{{expiration}}` as a duration in
 * that locale's words and `{{project_name}}` and `{{code}}` filled; other placeholders stay for the
 * caller's `fillPlaceholders`.
 */
export function message(
  key: MessageKey,
  values: { project_name?: string; code?: string; expiration_minutes?: number | string },
  locale: string,
): string {
  const wording = (MESSAGES[locale as Locale] ?? en)[key];
  return wording.replace(/\{\{\s*(project_name|code|expiration)\s*\}\}/g, (whole, name: string) => {
    if (name === 'expiration') {
      return values.expiration_minutes === undefined ? whole : formatMinutes(Number(values.expiration_minutes), locale);
    }
    return values[name as 'project_name' | 'code'] ?? whole;
  });
}
