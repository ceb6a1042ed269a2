import { describe, expect, it } from 'vitest';
import { defaultStrings } from './defaultStrings.ts';
import type { StringKey } from './en.ts';
import { isRightToLeft, LOCALES, type Locale, loadBestLocale, loadLocale } from './locales.ts';
import { formatMessage, placeholderNames } from './plural.ts';

const englishKeys = Object.keys(defaultStrings).sort();
const others = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

describe('the locale catalogues', () => {
  it('ship at least 25 languages besides English, Arabic and Hebrew written right to left', () => {
    expect(others.length).toBeGreaterThanOrEqual(25);
    expect(others.filter(isRightToLeft)).toEqual(['ar', 'he']);
  });

  describe.each(others)('%s', (locale) => {
    it('has exactly the English keys: none missing, none extra', async () => {
      expect(Object.keys(await loadLocale(locale)).sort()).toEqual(englishKeys);
    });

    it('keeps each string’s {placeholders} as English has them', async () => {
      const strings = await loadLocale(locale);
      for (const key of englishKeys as StringKey[]) {
        expect([key, placeholderNames(strings[key])]).toEqual([key, placeholderNames(defaultStrings[key])]);
      }
    });

    it('gives every plural an `other` form, and fills it', async () => {
      const strings = await loadLocale(locale);
      for (const key of englishKeys as StringKey[]) {
        if (!/\{\w+, plural,/.test(strings[key])) continue;
        expect(strings[key]).toMatch(/\bother\s*\{/);
        for (const count of [0, 1, 2, 3, 5, 11, 21, 100]) {
          expect(formatMessage(strings[key], { count }, locale)).not.toMatch(/[{}]/);
        }
      }
    });

    it('translates the sentences rather than copying the English', async () => {
      const strings = await loadLocale(locale);
      const copied = (['main.header', 'emailConfirmation.header', 'otp.authenticateHeader'] as const).filter(
        (key) => strings[key] === defaultStrings[key],
      );
      expect(copied).toEqual([]);
    });
  });
});

describe('loadBestLocale', () => {
  it('loads the best match’s catalogue and says whether it is right to left', async () => {
    const arabic = await loadBestLocale('ar-EG,en');
    expect(arabic.locale).toBe('ar');
    expect(arabic.rtl).toBe(true);
    expect(arabic.strings['main.header']).toBe((await loadLocale('ar'))['main.header']);
    expect(arabic.format('{count, plural, one {#} two {اثنان} other {#}}', { count: 2 })).toBe('اثنان');
    const english = await loadBestLocale('gd');
    expect([english.locale, english.rtl, english.strings]).toEqual(['en', false, {}]);
  });
});
