import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { formatMinutes, localeFromAcceptLanguage, MESSAGES, message, requestLocale } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the server’s message catalogues', () => {
  describe.each(Object.keys(MESSAGES).filter((locale) => locale !== 'en'))('%s', (locale) => {
    const messages = MESSAGES[locale] ?? en;

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

describe('localeFromAcceptLanguage', () => {
  it('takes the most preferred language it writes, by q then order, exact tag before base language', () => {
    expect(localeFromAcceptLanguage('pt-PT')).toBe('pt-PT');
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('gd, he-IL;q=0.7')).toBe('he');
    expect(localeFromAcceptLanguage('pt')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('zh-Hant-HK,zh;q=0.8')).toBe('zh-TW');
  });

  it('falls back to English without a header or a match', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('gd, cy;q=0.5')).toBe('en');
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
