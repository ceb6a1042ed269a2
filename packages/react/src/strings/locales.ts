import { isRightToLeft, type Locale, matchLocale } from '@foyer/protocol/locales';
import type { MessageChunk, Messages, StringKey } from './en.ts';
import { watchChunks } from './index.ts';

/**
 * Every locale the widgets ship, one compiled file per chunk per locale (messages/<chunk>/<locale>.json),
 * each fetched only when a page shows that language and that product: a German page with email
 * magic links downloads German's `main` and nothing of the passkeys'. English is built in. This
 * module is itself loaded lazily (`core/useLocale.ts`), so a page in English downloads none of it.
 */
const FILES = import.meta.glob<Messages>(['./messages/*/*.json', '!./messages/*/en.json'], {
  query: '?compiled',
  import: 'default',
});

export { isRightToLeft, LOCALES, type Locale } from '@foyer/protocol/locales';

// The messages of each language a widget on the page shows, by locale: a chunk's join as it loads.
const shown = new Map<Locale, Record<string, unknown>>();

/** One chunk's messages in a locale other than English (empty where the locale has no file). */
export async function loadChunk(chunk: MessageChunk, locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return (await FILES[`./messages/${chunk}/${locale}.json`]?.()) ?? {};
}

const english = watchChunks((messages) => {
  const chunk = chunksIn(messages)[0];
  return Promise.all([...shown.keys()].map((locale) => chunk && translate(chunk, locale)));
});

// Each chunk's first English key, by which its English messages are known (locales.test.ts checks them).
export const FIRST_KEYS: Record<MessageChunk, StringKey> = {
  main: 'main.header',
  otp: 'otp.emailLabel',
  passkeys: 'passkeys.loginButton',
  passwords: 'passwords.emailLabel',
  oauth: 'oauth.region',
  crypto: 'crypto.walletsRegion',
  mfaEnrolment: 'mfaEnrolment.header',
  mfa: 'mfa.codeHeader',
  errors: 'errors.network_error',
};
/** The chunks whose English `messages` holds (a product chunk's own, or all loaded so far). */
const chunksIn = (messages: Messages) =>
  (Object.keys(FIRST_KEYS) as MessageChunk[]).filter((chunk) => FIRST_KEYS[chunk] in messages);

async function translate(chunk: MessageChunk, locale: Locale): Promise<void> {
  if (locale !== 'en') Object.assign(shown.get(locale) ?? {}, await loadChunk(chunk, locale));
}

/** What a widget shows a language with: see `core/useLocale.ts`. */
export interface LoadedLocale {
  locale: Locale;
  rtl: boolean;
  /** The locale's messages of every chunk loaded so far on the page (filled as products load). */
  messages: Messages;
}

// Every widget on a page asking for the same languages shares one load.
const loads = new Map<string, Promise<LoadedLocale>>();

/**
 * The shipped locale that best fits the comma-separated preferences (`'de-AT,en'`), with its
 * messages of the chunks loaded so far (none for English); later chunks join them as they load.
 */
export function loadBestLocale(preferred: string): Promise<LoadedLocale> {
  const known = loads.get(preferred);
  if (known) return known;
  const locale = matchLocale(preferred.split(','));
  const messages = shown.get(locale) ?? {};
  shown.set(locale, messages);
  // `errors` too: the SDK's own faults come in English, which the page therefore never loads.
  const chunks = [...chunksIn(english), 'errors' as const];
  const load = Promise.all(chunks.map((chunk) => translate(chunk, locale))).then(() => ({
    locale,
    rtl: isRightToLeft(locale),
    messages,
  }));
  loads.set(preferred, load);
  return load;
}
