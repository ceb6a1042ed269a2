import type { Locale } from '../../locales/request-locale.ts';
import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { type ErrorMessageKey, type ErrorMessages, en, type FeedbackKey, feedback } from './en.ts';
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

export type { ErrorMessageKey, ErrorMessages, ErrorVariant } from './en.ts';

/** The wording of each error message a person may read, by locale (the tags of locales/). */
export const ERROR_MESSAGES: Readonly<Record<Locale, ErrorMessages>> = {
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

/**
 * An error message in `locale` (English where the locale has none), its `{{placeholders}}`
 * filled from `values`.
 *
 * @example errorMessage('weak_password.missingCharacters', 'de', { count: 2 })
 */
export function errorMessage(
  key: ErrorMessageKey,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  const wording = (ERROR_MESSAGES[locale as Locale] ?? en)[key];
  return wording.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

// zxcvbn writes its feedback in English: each sentence's key, to translate it.
const FEEDBACK_KEYS: ReadonlyMap<string, FeedbackKey> = new Map(
  Object.entries(feedback).map(([key, english]) => [english, key as FeedbackKey]),
);

/** One sentence of zxcvbn's feedback in `locale`; a sentence zxcvbn wrote that has no key stays as written. */
export function feedbackIn(english: string, locale: string): string {
  const key = FEEDBACK_KEYS.get(english);
  return key ? errorMessage(key, locale) : english;
}
