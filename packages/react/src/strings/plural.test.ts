import { describe, expect, it } from 'vitest';
import { formatMessage, placeholderNames } from './plural.ts';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('Sent to {email}. {missing}', { email: 'a@b.co' }, 'fr')).toBe('Sent to a@b.co. {missing}');
  });

  it('writes numbers the locale’s way', () => {
    expect(formatMessage('{n}', { n: 12345 }, 'de')).toBe('12.345');
    expect(formatMessage('{n}', { n: 5 }, 'ar')).toBe(new Intl.NumberFormat('ar').format(5));
  });

  it('picks the plural branch Intl.PluralRules names for the locale', () => {
    const pl = '{count, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}';
    expect(formatMessage(pl, { count: 1 }, 'pl')).toBe('1 znak');
    expect(formatMessage(pl, { count: 3 }, 'pl')).toBe('3 znaki');
    expect(formatMessage(pl, { count: 5 }, 'pl')).toBe('5 znaków');
    const ar = '{count, plural, one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}';
    expect(formatMessage(ar, { count: 2 }, 'ar')).toBe('حرفان');
    expect(formatMessage('{n, plural, =0 {none} other {#}}', { n: 0 }, 'en')).toBe('none');
  });

  it('lists the placeholder names a template uses, plural ones included', () => {
    expect(placeholderNames('At {email}: {count, plural, one {# code} other {# codes}} {email}')).toEqual([
      'count',
      'email',
    ]);
  });
});
