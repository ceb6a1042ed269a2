import { isRightToLeft, type Locale, matchLocale } from '@foyer/protocol/locales';
import type { FoyerStrings } from './en.ts';
import { type FormatValues, formatMessage } from './plural.ts';

/**
 * Every locale the widgets ship, each a chunk of its own that a page fetches only when it shows
 * that language. English is built in (`en.ts` and each product's file); the others export the
 * whole catalogue (every product's strings) as `strings`. This module is itself loaded lazily
 * (`core/useLocale.ts`), so a page whose user prefers English downloads none of it.
 */
const LOADERS = {
  ar: () => import('./locales/ar.ts'),
  cs: () => import('./locales/cs.ts'),
  da: () => import('./locales/da.ts'),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fi: () => import('./locales/fi.ts'),
  fr: () => import('./locales/fr.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  id: () => import('./locales/id.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  nb: () => import('./locales/nb.ts'),
  nl: () => import('./locales/nl.ts'),
  pl: () => import('./locales/pl.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  'pt-PT': () => import('./locales/pt-PT.ts'),
  ru: () => import('./locales/ru.ts'),
  sv: () => import('./locales/sv.ts'),
  th: () => import('./locales/th.ts'),
  tr: () => import('./locales/tr.ts'),
  uk: () => import('./locales/uk.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  'zh-TW': () => import('./locales/zh-TW.ts'),
} satisfies Record<Exclude<Locale, 'en'>, () => Promise<{ strings: FoyerStrings }>>;

export { isRightToLeft, LOCALES, type Locale } from '@foyer/protocol/locales';

/** The catalogue of a shipped locale other than English (a chunk fetched on first use). */
export async function loadLocale(locale: Exclude<Locale, 'en'>): Promise<FoyerStrings> {
  return (await LOADERS[locale]()).strings;
}

/** What a widget shows a language with: see `core/useLocale.ts`. */
export interface LoadedLocale {
  locale: Locale;
  rtl: boolean;
  strings: Partial<FoyerStrings>;
  format: (template: string, values?: FormatValues) => string;
}

// Every widget on a page asking for the same languages shares one load.
const loads = new Map<string, Promise<LoadedLocale>>();

/**
 * The shipped locale that best fits the comma-separated preferences (`'de-AT,en'`), with its
 * catalogue (empty for English) and the formatter of its plurals and numbers.
 */
export function loadBestLocale(preferred: string): Promise<LoadedLocale> {
  const known = loads.get(preferred);
  if (known) return known;
  const locale = matchLocale(preferred.split(','));
  const load = (locale === 'en' ? Promise.resolve({}) : loadLocale(locale)).then((strings) => ({
    locale,
    rtl: isRightToLeft(locale),
    strings,
    format: (template: string, values: FormatValues = {}) => formatMessage(template, values, locale),
  }));
  loads.set(preferred, load);
  return load;
}
