import { type Locale, matchLocale } from '@foyer/protocol/locales';

/** The locales the server writes in: the widget's. Each has a file in the server's catalogue (i18n/messages/). */
export { isRightToLeft, LOCALES, type Locale } from '@foyer/protocol/locales';

/**
 * The locale to write in for an `Accept-Language` header (the SDK sends the widget's locale there;
 * a browser sends its own list): its languages by q, then order, matched as the widget matches them
 * (exact tag, alias, base language), else English.
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
  return matchLocale(ranked.map(({ tag }) => tag));
}

/**
 * The locale a request's emails, texts and error messages are written in: its Accept-Language,
 * which the SDK sets from the widget's locale (English when absent). Passed down explicitly, not
 * kept in an AsyncLocalStorage: on Node 20 one turns on promise hooks for every await of every request.
 */
export function requestLocale(c: { req: { header(name: string): string | undefined } }): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}
