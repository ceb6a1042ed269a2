import { describe, expect, it } from 'vitest';
import { formatString, placeholderNames } from './format.ts';

describe('formatString', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatString('Sent to {email}. {missing}', { email: 'a@b.co' })).toBe('Sent to a@b.co. {missing}');
  });

  it('writes numbers the locale’s way', () => {
    expect(formatString('{n}', { n: 12345 }, 'de')).toBe('12.345');
    expect(formatString('{n}', { n: 5 }, 'ar')).toBe(new Intl.NumberFormat('ar').format(5));
  });

  it('picks the plural branch Intl.PluralRules names for the locale', () => {
    const en = '{count, plural, one {# character} other {# characters}}';
    expect(formatString(en, { count: 1 }, 'en')).toBe('1 character');
    expect(formatString(en, { count: 8 }, 'en')).toBe('8 characters');
    const pl = '{count, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}';
    expect(formatString(pl, { count: 3 }, 'pl')).toBe('3 znaki');
    expect(formatString(pl, { count: 5 }, 'pl')).toBe('5 znaków');
    expect(formatString('{n, plural, =0 {none} other {#}}', { n: 0 }, 'en')).toBe('none');
  });

  it('lists the placeholder names a template uses, plural ones included', () => {
    expect(placeholderNames('At {email}: {count, plural, one {# code} other {# codes}} {email}')).toEqual([
      'count',
      'email',
    ]);
  });
});
