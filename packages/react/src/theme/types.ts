/**
 * Colours of one kind of button.
 * @example
 * { backgroundColor: '#0b5cff', textColor: '#ffffff', borderColor: '#0b5cff', borderRadius: '999px' }
 */
export interface ButtonTheme {
  /** @example '#0b5cff' */
  backgroundColor?: string;
  /** @example '#ffffff' */
  textColor?: string;
  /** @example 'transparent' */
  borderColor?: string;
  /** @example '999px' */
  borderRadius?: string;
}

/** How the widget looks (docs/behaviour.md#data, theme). Every value is a CSS value. */
export interface FoyerTheme {
  /**
   * Light or dark palette; `'system'` follows the visitor's prefers-color-scheme as it changes.
   * Default `'light'`. Every other option here overrides either palette.
   * @example
   * { colorScheme: 'system' }
   */
  colorScheme?: 'light' | 'dark' | 'system';
  /**
   * The card around the widget.
   * @example
   * { container: { width: '360px', backgroundColor: '#fafafa', borderColor: '#e5e5e5', borderRadius: '12px' } }
   */
  container?: {
    /** Default `400px`. */
    width?: string;
    /** Default white. */
    backgroundColor?: string;
    borderColor?: string;
    /** Default `8px`. */
    borderRadius?: string;
  };
  /**
   * The palette's main colours: primary (links, focus), secondary (quiet text), and the states.
   * @example
   * { colors: { primary: '#0b5cff', secondary: '#5c5c5c', success: '#0c7a43', error: '#b3261e', warning: '#8a5a00' } }
   */
  colors?: {
    primary?: string;
    secondary?: string;
    success?: string;
    error?: string;
    warning?: string;
  };
  /**
   * The primary button ('Continue with email') and the secondary ones (social, passkey).
   * @example
   * { buttons: { primary: { backgroundColor: '#111', textColor: '#fff', borderRadius: '6px' } } }
   */
  buttons?: { primary?: ButtonTheme; secondary?: ButtonTheme };
  /**
   * Text fields.
   * @example
   * { inputs: { backgroundColor: '#fff', textColor: '#111', placeholderColor: '#777', borderColor: '#ccc', borderRadius: '6px' } }
   */
  inputs?: {
    backgroundColor?: string;
    textColor?: string;
    placeholderColor?: string;
    borderColor?: string;
    borderRadius?: string;
  };
  /**
   * The widget's font stack (the page must load the font).
   * @example
   * { fontFamily: 'Inter, system-ui, sans-serif' }
   */
  fontFamily?: string;
  /**
   * Hides the 'Sign up or log in' header.
   * @example
   * { hideHeaderText: true }
   */
  hideHeaderText?: boolean;
  /**
   * A logo above the header.
   * @example
   * { logo: { logoImageUrl: 'https://app.example.com/logo.svg' } }
   */
  logo?: { logoImageUrl?: string };
}
