import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import type { MessageChunk } from './en.ts';
import { addDefaultStrings, stringFor } from './index.ts';
import { FIRST_KEYS, isRightToLeft, LOCALES, type Locale, loadBestLocale } from './locales.ts';
import { passkeyStrings } from './passkeys.ts';
import { passwordStrings } from './passwords.ts';

// A path, not a URL: under happy-dom import.meta.url is not a file URL.
const folder = join(import.meta.dirname, 'messages');
// A folder per chunk (shared.json beside them names the sentences the server says too).
const CHUNKS = readdirSync(folder).filter((name) => !name.endsWith('.json'));
const read = (chunk: string, locale: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(join(folder, chunk, `${locale}.json`), 'utf8'))).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('@'),
    ),
  );
const others = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

/** The argument names a message uses, those inside plural and select cases included. */
function placeholderNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the widget’s message files', () => {
  it('ship at least 25 languages besides English, Arabic and Hebrew written right to left, in every chunk', () => {
    expect(others.length).toBeGreaterThanOrEqual(25);
    expect(others.filter(isRightToLeft)).toEqual(['ar', 'he']);
    for (const chunk of CHUNKS) {
      expect([chunk, readdirSync(join(folder, chunk)).sort()]).toEqual([
        chunk,
        LOCALES.map((locale) => `${locale}.json`).sort(),
      ]);
    }
  });

  it('name each chunk’s first English key in FIRST_KEYS (how a language chosen late finds the loaded products)', () => {
    expect(Object.keys(FIRST_KEYS).sort()).toEqual([...CHUNKS].sort());
    for (const chunk of CHUNKS) expect(FIRST_KEYS[chunk as MessageChunk]).toBe(Object.keys(read(chunk, 'en'))[0]);
  });

  it('give every English key a description for translators', () => {
    for (const chunk of CHUNKS) {
      const file = JSON.parse(readFileSync(join(folder, chunk, 'en.json'), 'utf8'));
      for (const key of Object.keys(read(chunk, 'en'))) {
        expect([key, typeof file[`@${key}`]?.description]).toEqual([key, 'string']);
      }
    }
  });

  describe.each(others)('%s', (locale) => {
    it('has no key English lacks, keeps its placeholders, completes plurals, translates sentences', () => {
      const copied: string[] = [];
      for (const chunk of CHUNKS) {
        const english = read(chunk, 'en');
        const own = read(chunk, locale);
        // A key English lacks is stale; one the locale lacks is written in English meanwhile and
        // listed by `npm run i18n:report`, so a new English string needs no 26 edits to pass.
        expect([chunk, Object.keys(own).filter((key) => !Object.hasOwn(english, key))]).toEqual([chunk, []]);
        const mf = new MessageFormat(locale);
        for (const [key, message] of Object.entries(own)) {
          expect([key, placeholderNames(message)]).toEqual([key, placeholderNames(english[key] ?? '')]);
          // Compiling checks each plural's categories are this language's; every count fills a whole sentence.
          const format = mf.compile(message);
          if (/\{\s*\w+\s*,\s*plural\s*,/.test(message)) {
            expect(message).toMatch(/\bother\s*\{/);
            for (const count of [0, 1, 2, 3, 5, 11, 21, 100]) expect(format({ count })).not.toMatch(/[{}]|undefined/);
          }
        }
        for (const key of ['main.header', 'emailConfirmation.header', 'otp.authenticateHeader']) {
          if (key in own && own[key] === english[key]) copied.push(key);
        }
      }
      expect(copied).toEqual([]);
    });
  });
});

describe('loadBestLocale', () => {
  it('loads the best match’s messages chunk by chunk: Main’s at once, a product’s only when it loads', async () => {
    const german = await loadBestLocale('de-AT,en');
    expect([german.locale, german.rtl]).toEqual(['de', false]);
    expect(stringFor({}, 'main.header', {}, german.messages)).toBe(read('main', 'de')['main.header']);
    expect(german.messages['passkeyRegistration.create']).toBeUndefined();
    await addDefaultStrings(passkeyStrings);
    expect(stringFor({}, 'passkeyRegistration.create', {}, german.messages)).toBe(
      read('passkeys', 'de')['passkeyRegistration.create'],
    );
    // A host's own words still win, with their placeholders filled.
    expect(
      stringFor(
        { 'passkeyRegistration.editLabel': 'Umbenennen: {name}' },
        'passkeyRegistration.editLabel',
        { name: 'Laptop' },
        german.messages,
      ),
    ).toBe('Umbenennen: Laptop');

    const arabic = await loadBestLocale('ar-EG,en');
    expect([arabic.locale, arabic.rtl]).toEqual(['ar', true]);
    // A product loaded before the language was chosen comes in that language too.
    expect(stringFor({}, 'passkeyRegistration.create', {}, arabic.messages)).toBe(
      read('passkeys', 'ar')['passkeyRegistration.create'],
    );
    // Plurals take the language's categories, numbers its digits, through the compiled messages.
    await addDefaultStrings(passwordStrings);
    const polish = await loadBestLocale('pl');
    const minLength = (count: number) => stringFor({}, 'passwords.strength.minLength', { count }, polish.messages);
    expect([minLength(1), minLength(3), minLength(5)]).toEqual([
      'Musi mieć co najmniej 1 znak',
      'Musi mieć co najmniej 3 znaki',
      'Musi mieć co najmniej 5 znaków',
    ]);
    expect(stringFor({}, 'passwords.strength.minLength', { count: 2 }, arabic.messages)).toBe(
      'يجب ألا يقل طولها عن حرفين',
    );
    expect(stringFor({}, 'passwords.strength.minLength', { count: 12 }, arabic.messages)).toContain(
      new Intl.NumberFormat('ar').format(12),
    );
    const english = await loadBestLocale('gd');
    expect([english.locale, english.rtl, english.messages]).toEqual(['en', false, {}]);
  });
});
