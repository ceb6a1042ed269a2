import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import IntlMessageFormat from 'intl-messageformat';

/**
 * The server's one translation catalogue: error messages, password feedback, emails and texts, one
 * ICU MessageFormat JSON file per locale in messages/ (ARB's layout: `"@key": { "description" }`
 * beside each English key tells translators where the sentence appears). A locale is a file; a key a
 * locale lacks is written in English (`npm run i18n:report` lists them). The sentences the widget
 * says too (an invalid email, a breached password, …) are kept once, in @foyer/protocol's
 * messages/<locale>.json, and read into each locale's catalogue here.
 */
type EnglishFile = typeof import('./messages/en.json') & typeof import('@foyer/protocol/messages/en.json');

/** A key of the catalogue: one whole sentence or label in English's file. */
export type MessageKey = Exclude<keyof EnglishFile, `@${string}`>;

/** The values a message's `{placeholders}` take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Each locale's messages by key, by BCP 47 tag. */
export type Catalogues = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** Every `<locale>.json` of the folders, merged by locale, its translators' notes (`@key`) left out. */
export function readCatalogues(...folders: URL[]): Catalogues {
  const catalogues = new Map<string, Readonly<Record<string, string>>>();
  for (const folder of folders) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown>;
      const messages = Object.fromEntries(
        Object.entries(data).filter((entry): entry is [string, string] => !entry[0].startsWith('@')),
      );
      const locale = file.slice(0, -'.json'.length);
      catalogues.set(locale, { ...catalogues.get(locale), ...messages });
    }
  }
  return catalogues;
}

/** The folder of the sentences the server and the widget both say (@foyer/protocol's messages/). */
export const SHARED_MESSAGES = new URL(
  './',
  pathToFileURL(createRequire(import.meta.url).resolve('@foyer/protocol/messages/en.json')),
);

/**
 * A function that writes a key in a locale from `catalogues`: English when the locale or its file
 * lacks the key, placeholders, plurals and numbers formatted by intl-messageformat in that locale.
 */
export function translator(catalogues: Catalogues) {
  const english = catalogues.get('en') ?? {};
  const compiled = new Map<string, IntlMessageFormat>();
  return (key: string, locale: string, values: MessageValues = {}): string => {
    const own = catalogues.get(locale)?.[key];
    const [tag, source] = own === undefined ? ['en', english[key] ?? key] : [locale, own];
    const id = `${tag}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(source, tag);
      compiled.set(id, format);
    }
    return String(format.format(values));
  };
}

/** Every locale's messages, read once at start from messages/ and the shared sentences. */
export const CATALOGUES = readCatalogues(SHARED_MESSAGES, new URL('./messages/', import.meta.url));

/** Every key, in English's order. */
export const MESSAGE_KEYS = Object.keys(CATALOGUES.get('en') ?? {}) as readonly MessageKey[];

const write = translator(CATALOGUES);

/**
 * The message `key` in `locale`, English where the locale has no file or lacks the key.
 *
 * @example translate('weak_password.missingCharacters', 'de', { count: 2 })
 */
export function translate(key: MessageKey, locale: string, values: MessageValues = {}): string {
  return write(key, locale, values);
}
