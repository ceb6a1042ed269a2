import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ERROR_CATALOGUE, ERROR_TYPES } from '@foyer/protocol/errors';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales/request-locale.ts';
import { CATALOGUES, MESSAGE_KEYS, readCatalogues, SHARED_MESSAGES, translate, translator } from './catalogue.ts';

const english = CATALOGUES.get('en') ?? {};
const readEnglish = (folder: URL) =>
  JSON.parse(readFileSync(new URL('en.json', folder), 'utf8')) as Record<string, unknown>;
// The server's English file and the sentences it shares with the widget (@foyer/protocol's messages/).
const own = readEnglish(new URL('./messages/', import.meta.url));
const shared = readEnglish(SHARED_MESSAGES);
const source = { ...shared, ...own };

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
// intl-messageformat's element types: 0 literal, 7 the plural's #; every other one names an argument.
const LITERAL = 0;
const POUND = 7;
const PLURAL = 6;

function walk(elements: Element[], visit: (element: Element) => void) {
  for (const element of elements) {
    visit(element);
    for (const option of Object.values(element.options ?? {})) walk(option.value, visit);
    walk(element.children ?? [], visit);
  }
}
const ast = (text: string, locale: string) => new IntlMessageFormat(text, locale).getAst() as Element[];
const placeholders = (text: string, locale: string) => {
  const names = new Set<string>();
  walk(ast(text, locale), (element) => {
    if (element.type !== LITERAL && element.type !== POUND) names.add(String(element.value));
  });
  return [...names].sort();
};
const pluralForms = (text: string, locale: string) => {
  const forms: string[][] = [];
  walk(ast(text, locale), (element) => {
    if (element.type === PLURAL) forms.push(Object.keys(element.options ?? {}).filter((form) => !form.startsWith('=')));
  });
  return forms;
};

describe('the server’s translation catalogue (i18n/messages/<locale>.json)', () => {
  it('has a file for each locale the server writes in, and no other', () => {
    expect([...CATALOGUES.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it('says each error type in English as the protocol’s catalogue does, once', () => {
    for (const type of ERROR_TYPES) expect([type, english[type]]).toEqual([type, ERROR_CATALOGUE[type].message]);
    // A sentence the widget says too lives in the shared file only, so the two cannot drift apart.
    expect(Object.keys(own).filter((key) => Object.hasOwn(shared, key))).toEqual([]);
    expect(translate('invalid_email', 'de')).toBe('Ungültige E-Mail-Adresse');
  });

  it('describes every English key for translators (ARB’s "@key": { "description" })', () => {
    for (const key of MESSAGE_KEYS) {
      const meta = source[`@${key}`] as { description?: string } | undefined;
      expect([key, (meta?.description ?? '').length > 20]).toEqual([key, true]);
    }
    expect(Object.keys(source).filter((key) => key.startsWith('@') && !(key.slice(1) in english))).toEqual([]);
  });

  it('has no plural without an "other" form in English', () => {
    for (const key of MESSAGE_KEYS) {
      for (const forms of pluralForms(english[key] ?? '', 'en')) expect([key, forms]).toContainEqual(['other']);
    }
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const messages = CATALOGUES.get(locale) ?? {};

    it('has no key English lacks (a renamed or removed key is removed here too)', () => {
      expect(Object.keys(messages).filter((key) => !Object.hasOwn(english, key))).toEqual([]);
    });

    it('keeps each message’s {placeholders}, and translates rather than copies', () => {
      for (const [key, translated] of Object.entries(messages)) {
        const original = english[key] ?? '';
        expect([key, placeholders(translated, locale)]).toEqual([key, placeholders(original, 'en')]);
        expect([key, translated]).not.toEqual([key, original]);
      }
    });

    it('gives each plural every form the language needs', () => {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, translated] of Object.entries(messages)) {
        for (const forms of pluralForms(translated, locale))
          expect([key, forms]).toEqual([key, expect.arrayContaining([...needed])]);
      }
    });
  });

  it('fills placeholders in the locale, and writes English for a locale it has no file for', () => {
    expect(translate('weak_password.missingCharacters', 'en', { count: 3 })).toBe('Characters still needed: 3.');
    expect(translate('otp.sms', 'de', { code: '123456', project_name: 'Acme', expiration: '5 Minuten' })).toBe(
      '123456 ist dein Code für Acme. Er läuft in 5 Minuten ab.',
    );
    expect(translate('otp_code_not_found', 'gd')).toBe('Invalid passcode, please try again.');
  });

  it('writes a key a locale’s file lacks in English, and the locale’s own keys in the locale', () => {
    const folder = mkdtempSync(join(tmpdir(), 'foyer-i18n-'));
    try {
      writeFileSync(
        join(folder, 'en.json'),
        JSON.stringify({
          hello: 'Hello',
          left: '{count, plural, one {# try} other {# tries}} left',
          '@hello': { description: 'x' },
        }),
      );
      writeFileSync(join(folder, 'de.json'), JSON.stringify({ hello: 'Hallo' }));
      const write = translator(readCatalogues(pathToFileURL(`${folder}/`)));
      expect(write('hello', 'de')).toBe('Hallo');
      expect(write('left', 'de', { count: 1 })).toBe('1 try left');
      expect(write('left', 'de', { count: 1200 })).toBe('1,200 tries left');
      expect(write('@hello', 'en')).toBe('@hello');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes a value as given, even one that looks like ICU syntax (a project named with braces or quotes)', () => {
    expect(translate('reset.subject', 'en', { project_name: "Ac'me {x} #1" })).toBe("Reset your Ac'me {x} #1 password");
  });
});
