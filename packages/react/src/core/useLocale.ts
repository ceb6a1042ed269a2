import { useEffect, useState } from 'react';
import type { Messages } from '../strings/en.ts';

/**
 * The language a widget shows, its direction and its compiled messages (none for English), which
 * grow as products' chunks load.
 */
export interface LocaleState {
  locale: string;
  rtl: boolean;
  messages: Messages;
}

export const ENGLISH: LocaleState = { locale: 'en', rtl: false, messages: {} };

/**
 * The widget's locale from the host's `config.locale`, else the browser's `navigator.languages`.
 * English (first preference English, or none, as in server rendering) needs nothing fetched; any
 * other loads the locale list and matcher (`strings/locales.ts`, which caches what it resolved),
 * then the locale's messages of the chunks loaded so far, so an English page's download does not grow with the locales.
 * `null` while those load; a failed load leaves the widget in English rather than blank.
 */
export function useLocale(requested: string | undefined): LocaleState | null {
  const key = (requested ? [requested] : (globalThis.navigator?.languages ?? [])).join();
  const english = /^(en\b|$)/i.test(key);
  const [loaded, setLoaded] = useState<[string, LocaleState]>();
  useEffect(() => {
    if (english) return;
    import('../strings/locales.ts')
      .then((locales) => locales.loadBestLocale(key))
      .catch(() => ENGLISH)
      .then((state) => setLoaded([key, state]));
  }, [english, key]);
  return english ? ENGLISH : loaded?.[0] === key ? loaded[1] : null;
}
