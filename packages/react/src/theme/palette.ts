/**
 * The default palettes as CSS: each variable holds its light and its dark value, and the root's
 * `color-scheme` (from `theme.colorScheme`) picks one. 'system' is `light dark`, which follows
 * prefers-color-scheme live with no script. Light is docs/behaviour.md#constants's default (white, radius 8px, 400px).
 * Every text colour passes WCAG AA on its background in both palettes (4.5:1; borders of inputs 3:1),
 * since the e2e suite runs axe on every screen in both.
 */
export const COLORS = {
  'container-background': ['#ffffff', '#161f26'],
  'container-border': ['#adbcc5', '#41525c'],
  primary: ['#19303d', '#e6edf1'],
  secondary: ['#5c727d', '#a3b5bf'],
  success: ['#0c5a56', '#5fd0c2'],
  error: ['#8b1214', '#ff9c96'],
  warning: ['#ffd55f', '#ffd55f'],
  'button-primary-background': ['#19303d', '#e6edf1'],
  'button-primary-text': ['#ffffff', '#161f26'],
  'button-primary-border': ['#19303d', '#e6edf1'],
  'button-secondary-background': ['#ffffff', '#161f26'],
  'button-secondary-text': ['#19303d', '#e6edf1'],
  'button-secondary-border': ['#19303d', '#8499a5'],
  'input-background': ['#ffffff', '#0e161c'],
  'input-text': ['#19303d', '#e6edf1'],
  'input-placeholder': ['#5c727d', '#a3b5bf'],
  'input-border': ['#5c727d', '#8499a5'],
} satisfies Record<string, [light: string, dark: string]>;

const SIZES = {
  'container-width': '400px',
  'container-radius': '8px',
  'button-primary-radius': '4px',
  'button-secondary-radius': '4px',
  'input-radius': '4px',
  // The visitor's system font: native-looking on every platform, and nothing to download.
  'font-family': 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
};

/** The `.foyer-root` rule declaring every theme variable's default. */
export const PALETTE = `.foyer-root{color-scheme:light;${Object.entries(COLORS)
  .map(([name, [light, dark]]) => `--foyer-${name}:light-dark(${light},${dark});`)
  .join('')}${Object.entries(SIZES)
  .map(([name, value]) => `--foyer-${name}:${value};`)
  .join('')}}`;
