import { describe, expect, it } from 'vitest';
import { formatCountdown } from './useCountdown.ts';

describe('formatCountdown', () => {
  it('writes m:ss', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(65)).toBe('1:05');
  });

  it('writes the locale’s digits (Intl.NumberFormat), e.g. Arabic-Indic ones in Arabic', () => {
    const digit = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(formatCountdown(65, 'ar')).toBe(`${digit(1)}:${digit(0)}${digit(5)}`);
  });
});
