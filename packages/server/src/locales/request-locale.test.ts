import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './request-locale.ts';

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
