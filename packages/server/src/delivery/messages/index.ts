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
export const MESSAGES: Readonly<Record<string, Messages>> = {
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

// Tags a browser sends for a locale under another name.
const ALIASES: Readonly<Record<string, string>> = {
  pt: 'pt-BR',
  iw: 'he',
  in: 'id',
  no: 'nb',
  nn: 'nb',
  zh: 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
};

/**
 * The locale to write in for an `Accept-Language` header (the SDK sends the widget's locale there;
 * a browser sends its own list): the most preferred language with an exact match, else its base
 * language, else English.
 *
 * @example localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8') // 'de'
 */
export function localeFromAcceptLanguage(header: string | undefined | null): string {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const known = Object.keys(MESSAGES);
  for (const { tag } of ranked) {
    const parts = tag.split('-');
    for (let length = parts.length; length > 0; length--) {
      const prefix = parts.slice(0, length).join('-');
      const wanted = ALIASES[prefix] ?? prefix;
      const found = known.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
      if (found) return found;
    }
  }
  return 'en';
}

/**
 * The locale a request's emails and texts are written in: its Accept-Language, which the SDK sets
 * from the widget's locale (English when absent). Passed down explicitly, not kept in an
 * AsyncLocalStorage: on Node 20 one turns on promise hooks for every await of every request.
 */
export function requestLocale(c: { req: { header(name: string): string | undefined } }): string {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}

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
  const wording = (MESSAGES[locale] ?? en)[key];
  return wording.replace(/\{\{\s*(project_name|code|expiration)\s*\}\}/g, (whole, name: string) => {
    if (name === 'expiration') {
      return values.expiration_minutes === undefined ? whole : formatMinutes(Number(values.expiration_minutes), locale);
    }
    return values[name as 'project_name' | 'code'] ?? whole;
  });
}
