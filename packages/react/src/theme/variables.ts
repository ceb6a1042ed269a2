import type { CSSProperties } from 'react';
import type { FoyerTheme } from './types.ts';

/**
 * The default look (spec §9: width 400px, radius 8px, white background). The colours are chosen
 * to pass WCAG AA contrast, since the e2e suite runs axe on every screen.
 */
const DEFAULTS = {
  '--foyer-container-width': '400px',
  '--foyer-container-background': '#ffffff',
  '--foyer-container-border': '#adbcc5',
  '--foyer-container-radius': '8px',
  '--foyer-primary': '#19303d',
  '--foyer-secondary': '#5c727d',
  '--foyer-success': '#0c5a56',
  '--foyer-error': '#8b1214',
  '--foyer-warning': '#ffd55f',
  '--foyer-button-primary-background': '#19303d',
  '--foyer-button-primary-text': '#ffffff',
  '--foyer-button-primary-border': '#19303d',
  '--foyer-button-primary-radius': '4px',
  '--foyer-button-secondary-background': '#ffffff',
  '--foyer-button-secondary-text': '#19303d',
  '--foyer-button-secondary-border': '#19303d',
  '--foyer-button-secondary-radius': '4px',
  '--foyer-input-background': '#ffffff',
  '--foyer-input-text': '#19303d',
  '--foyer-input-placeholder': '#5c727d',
  '--foyer-input-border': '#5c727d',
  '--foyer-input-radius': '4px',
  '--foyer-font-family': 'Arial, Helvetica, sans-serif',
};

type Variables = typeof DEFAULTS;

/** The theme as CSS custom properties, set on the widget's root element. */
export function themeVariables(theme: FoyerTheme = {}): CSSProperties {
  const { container, colors, buttons, inputs } = theme;
  const given: Partial<Record<keyof Variables, string | undefined>> = {
    '--foyer-container-width': container?.width,
    '--foyer-container-background': container?.backgroundColor,
    '--foyer-container-border': container?.borderColor,
    '--foyer-container-radius': container?.borderRadius,
    '--foyer-primary': colors?.primary,
    '--foyer-secondary': colors?.secondary,
    '--foyer-success': colors?.success,
    '--foyer-error': colors?.error,
    '--foyer-warning': colors?.warning,
    '--foyer-button-primary-background': buttons?.primary?.backgroundColor,
    '--foyer-button-primary-text': buttons?.primary?.textColor,
    '--foyer-button-primary-border': buttons?.primary?.borderColor,
    '--foyer-button-primary-radius': buttons?.primary?.borderRadius,
    '--foyer-button-secondary-background': buttons?.secondary?.backgroundColor,
    '--foyer-button-secondary-text': buttons?.secondary?.textColor,
    '--foyer-button-secondary-border': buttons?.secondary?.borderColor,
    '--foyer-button-secondary-radius': buttons?.secondary?.borderRadius,
    '--foyer-input-background': inputs?.backgroundColor,
    '--foyer-input-text': inputs?.textColor,
    '--foyer-input-placeholder': inputs?.placeholderColor,
    '--foyer-input-border': inputs?.borderColor,
    '--foyer-input-radius': inputs?.borderRadius,
    '--foyer-font-family': theme.fontFamily,
  };
  const variables: Record<string, string> = { ...DEFAULTS };
  for (const [name, value] of Object.entries(given)) if (value) variables[name] = value;
  return variables as CSSProperties;
}
