/** Colours of one kind of button. */
export interface ButtonTheme {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

/** How the widget looks (spec §3, theme). Every value is a CSS value. */
export interface FoyerTheme {
  /**
   * Light or dark palette; `'system'` follows the visitor's prefers-color-scheme as it changes.
   * Default `'light'`. Every other option here overrides either palette.
   */
  colorScheme?: 'light' | 'dark' | 'system';
  container?: {
    /** Default `400px`. */
    width?: string;
    /** Default white. */
    backgroundColor?: string;
    borderColor?: string;
    /** Default `8px`. */
    borderRadius?: string;
  };
  colors?: {
    primary?: string;
    secondary?: string;
    success?: string;
    error?: string;
    warning?: string;
  };
  buttons?: { primary?: ButtonTheme; secondary?: ButtonTheme };
  inputs?: {
    backgroundColor?: string;
    textColor?: string;
    placeholderColor?: string;
    borderColor?: string;
    borderRadius?: string;
  };
  fontFamily?: string;
  /** Hides the 'Sign up or log in' header. */
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}
