/**
 * The languages Foyer speaks, shared by the widget (its string catalogues) and the server (emails,
 * texts, error messages), so both pick the same locale for the same preferences. Runtime-safe for
 * the browser, and small: the widget loads it only when the first preference is not English.
 */
export const LOCALES = [
  'en',
  'ar',
  'cs',
  'da',
  'de',
  'es',
  'fi',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/** A locale Foyer ships. */
export type Locale = (typeof LOCALES)[number];

// Tags a browser may send that name a shipped locale by another name (script subtags, old codes).
const ALIASES: Readonly<Record<string, Locale>> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
  in: 'id',
  pt: 'pt-BR',
};

const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he'];

/**
 * The shipped locale that best fits the user's preferred languages, taken in their order: for each,
 * the exact tag, then a known alias, then the base language (`de-AT` → `de`); English when none fits.
 *
 * @example matchLocale(['fr-CA', 'en']) // 'fr'
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const found = matchOne(tag);
    if (found) return found;
  }
  return 'en';
}

/** Languages written right to left: the widget mirrors its layout, an email sets `dir="rtl"`. */
export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.includes(locale);
}

function matchOne(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  if (!lower) return undefined;
  const parts = lower.split('-');
  // Longest prefix first: the exact tag, then zh-Hant-HK is Traditional Chinese before it is Chinese.
  for (let length = parts.length; length > 0; length--) {
    const prefix = parts.slice(0, length).join('-');
    const wanted = (ALIASES[prefix] ?? prefix).toLowerCase();
    const found = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}
