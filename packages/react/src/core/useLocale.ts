import { useEffect, useState } from 'react';
import type { FoyerStrings } from '../strings/en.ts';

/** The language a widget shows, its direction and its catalogue (empty for English). */
export interface LocaleState {
  locale: string;
  rtl: boolean;
  strings: Partial<FoyerStrings>;
}

const ENGLISH: LocaleState = { locale: 'en', rtl: false, strings: {} };

// What each list of preferences resolved to on this page, shared by every widget.
const resolved = new Map<string, LocaleState>();

/**
 * The user's languages: the host's `config.locale`, else the browser's `navigator.languages`
 * (none where there is no browser, as in server rendering).
 */
function preferredLanguages(requested: string | undefined): readonly string[] {
  if (requested) return [requested];
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The widget's locale. English needs nothing fetched; any other preference loads the locale list
 * and matcher (`strings/locales.ts`), then the locale's own chunk, so an English page's download
 * does not grow with the number of locales. `null` while those load. A chunk that fails to load
 * leaves the widget in English rather than blank.
 */
export function useLocale(requested: string | undefined): LocaleState | null {
  const preferred = preferredLanguages(requested);
  const key = preferred.join(',');
  const english = !preferred[0] || /^en(?:[-_]|$)/i.test(preferred[0]);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (english || resolved.has(key)) return;
    let live = true;
    const settle = (state: LocaleState) => {
      resolved.set(key, state);
      if (live) setLoads((n) => n + 1);
    };
    import('../strings/locales.ts')
      .then(({ loadBestLocale }) => loadBestLocale(key.split(',')))
      .then(settle, () => settle(ENGLISH));
    return () => {
      live = false;
    };
  }, [english, key]);
  return english ? ENGLISH : (resolved.get(key) ?? null);
}
