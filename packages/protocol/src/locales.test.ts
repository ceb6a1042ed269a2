import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales.ts';

describe('matchLocale', () => {
  it('takes an exact tag, whatever its case or separator', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-PT');
    expect(matchLocale(['zh-tw'])).toBe('zh-TW');
    expect(matchLocale(['pt_BR'])).toBe('pt-BR');
  });

  it('falls back to the base language of a regional tag', () => {
    expect(matchLocale(['de-AT'])).toBe('de');
    expect(matchLocale(['ar-EG'])).toBe('ar');
    expect(matchLocale(['pt-AO'])).toBe('pt-BR');
  });

  it('knows script subtags and old codes', () => {
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-TW');
    expect(matchLocale(['zh-HK'])).toBe('zh-TW');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['no'])).toBe('nb');
    expect(matchLocale(['iw-IL'])).toBe('he');
  });

  it('honours the order of preference before the closeness of a match', () => {
    expect(matchLocale(['fr-CA', 'de-DE'])).toBe('fr');
    expect(matchLocale(['gd', 'sv-FI', 'en'])).toBe('sv');
  });

  it('falls back to English when nothing fits', () => {
    expect(matchLocale(['gd', 'cy'])).toBe('en');
    expect(matchLocale([])).toBe('en');
    expect(matchLocale([''])).toBe('en');
  });
});
