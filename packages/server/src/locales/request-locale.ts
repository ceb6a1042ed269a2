/**
 * The locales the server writes in (emails, texts, error messages), by BCP 47 tag: the widget's.
 * Each catalogue (delivery/messages/, errors/messages/) has exactly these, checked by its tests.
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

export type Locale = (typeof LOCALES)[number];

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
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
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
  for (const { tag } of ranked) {
    const parts = tag.split('-');
    for (let length = parts.length; length > 0; length--) {
      const prefix = parts.slice(0, length).join('-');
      const wanted = ALIASES[prefix] ?? prefix;
      const found = LOCALES.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
      if (found) return found;
    }
  }
  return 'en';
}

/**
 * The locale a request's emails, texts and error messages are written in: its Accept-Language,
 * which the SDK sets from the widget's locale (English when absent). Passed down explicitly, not
 * kept in an AsyncLocalStorage: on Node 20 one turns on promise hooks for every await of every request.
 */
export function requestLocale(c: { req: { header(name: string): string | undefined } }): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}
