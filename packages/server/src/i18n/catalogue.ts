import { readdirSync, readFileSync } from 'node:fs';
import IntlMessageFormat from 'intl-messageformat';

/**
 * The server's one translation catalogue: error messages, password feedback, emails and texts, one
 * ICU MessageFormat JSON file per locale in messages/ (ARB's layout: `"@key": { "description" }`
 * beside each English key tells translators where the sentence appears). A locale is a file; a key a
 * locale lacks is written in English (`npm run i18n:report` lists them).
 */
type EnglishFile = typeof import('./messages/en.json');

/** A key of the catalogue: one whole sentence or label in English's file. */
export type MessageKey = Exclude<keyof EnglishFile, `@${string}`>;

/** The values a message's `{placeholders}` take. */
export type MessageValues = Readonly<Record<string, string | number>>;

const folder = new URL('./messages/', import.meta.url);

function readCatalogues(): ReadonlyMap<string, Readonly<Record<string, string>>> {
  const catalogues = new Map<string, Readonly<Record<string, string>>>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown>;
    const messages = Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => !entry[0].startsWith('@')),
    );
    catalogues.set(file.slice(0, -'.json'.length), messages);
  }
  return catalogues;
}

/** Every locale's messages, by BCP 47 tag (the file's name), read once at start. */
export const CATALOGUES = readCatalogues();

const english = CATALOGUES.get('en') ?? {};

/** Every key, in English's order. */
export const MESSAGE_KEYS = Object.keys(english) as readonly MessageKey[];
const compiled = new Map<string, IntlMessageFormat>();

/**
 * The message `key` in `locale` (English when the locale or its file lacks the key), its
 * placeholders, plurals and numbers formatted by intl-messageformat in that locale.
 *
 * @example translate('weak_password.missingCharacters', 'de', { count: 2 })
 */
export function translate(key: MessageKey, locale: string, values: MessageValues = {}): string {
  const own = CATALOGUES.get(locale)?.[key];
  const [tag, source] = own === undefined ? ['en', english[key] ?? key] : [locale, own];
  const id = `${tag}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(source, tag);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/** The English keys each locale's file lacks (empty lists left out): what translators have to do. */
export function missingKeys(): Record<string, MessageKey[]> {
  const missing: Record<string, MessageKey[]> = {};
  for (const [locale, messages] of CATALOGUES) {
    const lacking = MESSAGE_KEYS.filter((key) => !Object.hasOwn(messages, key));
    if (lacking.length > 0) missing[locale] = lacking;
  }
  return missing;
}
