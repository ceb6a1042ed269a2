import { ERROR_TYPES } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locales/request-locale.ts';
import { en } from './en.ts';
import { ERROR_MESSAGES, type ErrorMessages, errorMessage, feedbackIn } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the error messages a person may read', () => {
  it('come in each locale the server writes in, and English covers every catalogue type', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...LOCALES].sort());
    for (const type of ERROR_TYPES) expect(en[type]).toBeTruthy();
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const messages: Partial<ErrorMessages> = ERROR_MESSAGES[locale] ?? {};

    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it('keeps each message’s {{placeholders}}, and translates rather than copies', () => {
      for (const [key, english] of Object.entries(en)) {
        const translated = messages[key as keyof typeof en];
        expect([key, placeholders(translated ?? '')]).toEqual([key, placeholders(english)]);
        expect([key, translated]).not.toEqual([key, english]);
      }
    });
  });

  it('fills placeholders, and falls back to English for a locale it does not write', () => {
    expect(errorMessage('weak_password.missingCharacters', 'en', { count: 3 })).toBe('Characters still needed: 3.');
    expect(errorMessage('otp_code_not_found', 'gd')).toBe('Invalid passcode, please try again.');
  });

  it('translates zxcvbn’s English feedback, and leaves a sentence it has no key for as written', () => {
    expect(feedbackIn('This is a top-10 common password', 'en')).toBe('This is a top-10 common password');
    expect(feedbackIn('This is a top-10 common password', 'de')).not.toBe('This is a top-10 common password');
    expect(feedbackIn('Something zxcvbn never says', 'de')).toBe('Something zxcvbn never says');
  });
});
