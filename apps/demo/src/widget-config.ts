import type { FoyerConfig, OtpMethod, Product } from '@foyer/react';

export const PRODUCTS: readonly Product[] = ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'];

function isProduct(value: string): value is Product {
  return (PRODUCTS as readonly string[]).includes(value);
}

/**
 * Reads `?products=a,b` (the widget's products, in order). Unknown names are reported, not passed on.
 * Without the parameter the widget shows email login links, its default.
 */
export function productsFromQuery(search: string): { products: Product[]; unknown: string[] } {
  const raw = new URLSearchParams(search).get('products');
  if (!raw) return { products: ['emailMagicLinks'], unknown: [] };
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { products: names.filter(isProduct), unknown: names.filter((name) => !isProduct(name)) };
}

const OTP_METHODS: readonly OtpMethod[] = ['sms', 'whatsapp', 'email'];

/**
 * Reads `?otp_methods=sms,email` (or its short form `?otp=sms,email`). Without it: every method, except email when email login links are
 * also on (the widget refuses that pair).
 */
export function otpMethodsFromQuery(search: string, products: Product[]): OtpMethod[] {
  const params = new URLSearchParams(search);
  const raw = params.get('otp_methods') ?? params.get('otp');
  if (raw) return OTP_METHODS.filter((method) => raw.split(',').includes(method));
  return products.includes('emailMagicLinks') ? ['sms', 'whatsapp'] : [...OTP_METHODS];
}

/** The configuration every demo page gives its widget: redirects come back to this site. */
export function widgetConfig(products: Product[], otpMethods: OtpMethod[] = [...OTP_METHODS]): FoyerConfig {
  const origin = window.location.origin;
  const authenticateURL = `${origin}/authenticate`;
  return {
    products,
    emailMagicLinksOptions: { loginRedirectURL: authenticateURL, signupRedirectURL: authenticateURL },
    oauthOptions: {
      // Without credentials, the development server signs these in through its development identity provider.
      providers: [
        { type: 'Google', ...oneTapFromQuery(window.location.search) },
        { type: 'GitHub' },
        { type: 'Microsoft' },
        { type: 'Apple' },
      ],
      loginRedirectURL: authenticateURL,
      signupRedirectURL: authenticateURL,
    },
    otpOptions: { methods: otpMethods },
    passwordOptions: { loginRedirectURL: authenticateURL, resetPasswordRedirectURL: `${origin}/reset-password` },
    sessionOptions: { sessionDurationMinutes: 30 },
    // `?shadow` renders the widget in a shadow root, out of reach of this page's styles.
    enableShadowDOM: new URLSearchParams(window.location.search).has('shadow'),
    theme: { colorScheme: colorSchemeFromQuery(window.location.search) },
    // `?locale=ar` (any BCP 47 tag) picks the widget's language; without it, the browser's languages do.
    locale: new URLSearchParams(window.location.search).get('locale') ?? undefined,
  };
}

/** Reads `?scheme=light|dark|system`, the widget's palette (default light). */
export function colorSchemeFromQuery(search: string): 'light' | 'dark' | 'system' {
  const scheme = new URLSearchParams(search).get('scheme');
  return scheme === 'dark' || scheme === 'system' ? scheme : 'light';
}

/** Reads `?one_tap=embedded|floating`: Google's button then also offers One Tap in that position. */
export function oneTapFromQuery(search: string): { one_tap?: true; position?: 'embedded' | 'floating' } {
  const position = new URLSearchParams(search).get('one_tap');
  return position === 'embedded' || position === 'floating' ? { one_tap: true, position } : {};
}
