import type { FoyerStrings } from './en.ts';
import { matchLocale } from './matchLocale.ts';

/**
 * Every locale the widgets ship, each a chunk of its own that a page fetches only when it shows
 * that language. English is built in (`en.ts` and each product's file); the others export the
 * whole catalogue (every product's strings) as `strings`. This module is itself loaded lazily
 * (`core/useLocale.ts`), so a page whose user prefers English downloads none of it.
 */
const LOADERS = {
  ar: () => import('./locales/ar.ts'),
  de: () => import('./locales/de.ts'),
} satisfies Record<string, () => Promise<{ strings: FoyerStrings }>>;

/** A locale the widgets ship. */
export type Locale = 'en' | keyof typeof LOADERS;

/** The shipped locales, English first. */
export const LOCALES = ['en', ...Object.keys(LOADERS)] as Locale[];

const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he'];

/** Languages written right to left: the widget root gets `dir="rtl"` and its layout mirrors. */
export function isRightToLeft(locale: Locale): boolean {
  return RIGHT_TO_LEFT.includes(locale);
}

/** The catalogue of a shipped locale other than English (a chunk fetched on first use). */
export async function loadLocale(locale: Exclude<Locale, 'en'>): Promise<FoyerStrings> {
  return (await LOADERS[locale]()).strings;
}

/** The shipped locale that best fits `preferred`, with its catalogue (empty for English). */
export async function loadBestLocale(
  preferred: readonly string[],
): Promise<{ locale: Locale; rtl: boolean; strings: Partial<FoyerStrings> }> {
  const locale = matchLocale(preferred);
  const strings = locale === 'en' ? {} : await loadLocale(locale);
  return { locale, rtl: isRightToLeft(locale), strings };
}
