import { describe, expect, it } from 'vitest';
import { LOCALES, requestLocale } from '../../locales/request-locale.ts';
import { en } from './en.ts';
import { formatMinutes, MESSAGES, message } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the server’s message catalogues', () => {
  it('has one for each locale the server writes in', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const messages = MESSAGES[locale];

    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it('keeps each message’s {{placeholders}}, and translates rather than copies', () => {
      for (const [key, english] of Object.entries(en)) {
        const translated = messages[key as keyof typeof en];
        expect([key, placeholders(translated)]).toEqual([key, placeholders(english)]);
        expect([key, translated]).not.toEqual([key, english]);
      }
    });
  });
});

describe('message', () => {
  it('writes the expiry in the locale’s words, plural included', () => {
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(message('otp.sms', { code: '123456', project_name: 'Acme', expiration_minutes: 5 }, 'de')).toBe(
      '123456 ist dein Code für Acme. Er läuft in 5 Minuten ab.',
    );
  });

  it('writes in the request’s Accept-Language, and in English for a request without one', () => {
    const request = (acceptLanguage?: string) => ({
      req: { header: (name: string) => (name === 'accept-language' ? acceptLanguage : undefined) },
    });
    expect(message('reset.loginIntro', {}, requestLocale(request()))).toBe(en['reset.loginIntro']);
    expect(message('reset.loginIntro', {}, requestLocale(request('fr-CA,fr;q=0.9')))).toBe(
      'Ou connectez-vous sans mot de passe :',
    );
  });
});
