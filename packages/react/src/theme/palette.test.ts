import { describe, expect, it } from 'vitest';
import { COLORS, PALETTE } from './palette.ts';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text on the background it is drawn on (4.5:1), and input borders against the field (3:1, non-text).
const TEXT_PAIRS = [
  ['primary', 'container-background'],
  ['secondary', 'container-background'],
  ['success', 'container-background'],
  ['error', 'container-background'],
  ['button-primary-text', 'button-primary-background'],
  ['button-secondary-text', 'button-secondary-background'],
  ['input-text', 'input-background'],
  ['input-placeholder', 'input-background'],
  ['error', 'input-background'],
] as const;

describe('the default palettes', () => {
  for (const [scheme, index] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(`passes WCAG AA contrast in ${scheme}`, () => {
      for (const [text, background] of TEXT_PAIRS) {
        const ratio = contrast(COLORS[text][index], COLORS[background][index]);
        expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(COLORS['input-border'][index], COLORS['input-background'][index])).toBeGreaterThanOrEqual(3);
    });
  }

  it('declares every colour with its light and dark value, light by default', () => {
    expect(PALETTE).toContain('color-scheme:light;');
    expect(PALETTE).toContain('--foyer-primary:light-dark(#19303d,#e6edf1);');
    expect(PALETTE).toContain('--foyer-container-width:400px;');
  });
});
