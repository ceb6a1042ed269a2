import type { CSSProperties } from 'react';
import type { FoyerTheme } from './types.ts';

/** `colorScheme` as the CSS property: 'system' lets the browser pick by prefers-color-scheme, live. */
const COLOR_SCHEME = { light: 'light', dark: 'dark', system: 'light dark' } as const;

/**
 * The host's theme as CSS custom properties and `color-scheme`, set on the widget's root element.
 * The defaults, light and dark, live in the stylesheet (`theme/palette.ts`); only what the host
 * gives is set inline, so each style option wins over both palettes.
 */
export function themeVariables(theme: FoyerTheme = {}): CSSProperties {
  const { container, colors, buttons, inputs } = theme;
  const given: Record<string, string | undefined> = {
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
  const variables: Record<string, string> = { colorScheme: COLOR_SCHEME[theme.colorScheme ?? 'light'] };
  for (const [name, value] of Object.entries(given)) if (value) variables[name] = value;
  return variables as CSSProperties;
}
