import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ResolvedConfig } from '../config/defaults.ts';
import type { Product } from '../config/types.ts';
import type { FlowPlugin, ScreenId } from '../core/flowState.ts';
import { cryptoFlow } from '../screens/crypto/flow.ts';
import { emailMagicLinksFlow } from '../screens/emailMagicLinks/flow.ts';
import { mfaFlow } from '../screens/mfa/flow.ts';
import { otpFlow } from '../screens/otp/flow.ts';
import { passkeysFlow } from '../screens/passkeys/flow.ts';
import { passwordsFlow } from '../screens/passwords/flow.ts';
import { addDefaultStrings, type Messages, type StringKey } from '../strings/index.ts';

/**
 * The screen registry: what each product adds to the login widget. Every component here is
 * `React.lazy` over a dynamic import of that product's folder, so a product's code is fetched only
 * when a configured product renders it; an unconfigured product's chunk is never requested.
 * A later product adds one entry here and its folder under `screens/` (docs/contributing.md#adding-a-product):
 * its screen ids, actions and state are declared in its `flow.ts`, which `flow` below hands to the
 * reducer. Nothing else in `flow/` or `core/` names a product (productPlugins.test.tsx).
 */

type Lazy = LazyExoticComponent<ComponentType>;

/** A tab of the one login form on Main (email magic link, email OTP, SMS, …). */
export interface LoginMethod {
  id: string;
  /** The tab's label when the form has more than one method. */
  tabLabel: StringKey;
  Form: Lazy;
  /** Whether the config turns this method on (e.g. `otpOptions.methods`); on when absent. */
  isEnabled?: (config: ResolvedConfig) => boolean;
}

export interface ProductEntry {
  /** Where the product appears on Main: its own section, or a tab of the shared login form. */
  main:
    | { kind: 'section'; Section: Lazy }
    | { kind: 'form'; methods: LoginMethod[] }
    // Passkeys: a button at the top of Main, or, with autofill, a background request on the form's input.
    | { kind: 'passkey'; Button: Lazy; Autofill: Lazy }
    | null;
  /** The screens this product's flows lead to. */
  screens: Partial<Record<ScreenId, Lazy>>;
  /** Its reducer (`screens/<product>/flow.ts`), loaded with the page: its actions may come from another product's screens. */
  flow?: FlowPlugin;
  /** Reached after any product's sign-in, whatever the host's `products` lists (MFA: the project asks for it). */
  followsSignIn?: true;
}

/** The products by name. */
export type ProductRegistry = Readonly<Partial<Record<string, ProductEntry>>>;

/**
 * A product chunk's English messages, and its messages in the language each widget shows, join the
 * page's before any of its screens renders, so its strings travel with it rather than in every
 * page's entry (Main's tab labels are in the `main` chunk).
 */
const withStrings = async <M extends { strings: Messages }>(module: M): Promise<M> => {
  await addDefaultStrings(module.strings);
  return module;
};

// One module per product, so its form and its follow-up screens share a chunk: after the form
// loads, 'Check your email' appears without a second fetch. Its strings are Main's (`en.ts`).
const loadEmailMagicLinks = () => import('../screens/emailMagicLinks/index.ts');
// Passcodes: the phone form has its own chunk, so libphonenumber's metadata loads only with a phone method.
const loadOtp = () => import('../screens/otp/index.ts').then(withStrings);
const loadOtpPhone = () => import('../screens/otp/phone/index.ts').then(withStrings);
const otpMethodOn = (method: 'sms' | 'whatsapp' | 'email') => (config: ResolvedConfig) =>
  config.otpOptions?.methods.includes(method) ?? false;
/** The passkeys chunk with its strings (the passkey registration widget loads it too). */
export const loadPasskeys = () => import('../screens/passkeys/index.ts').then(withStrings);
const loadCrypto = () => import('../screens/crypto/index.ts').then(withStrings);
const loadOAuth = () => import('../screens/oauth/index.ts').then(withStrings);
/** Passwords: one chunk for the tab's form and every password screen (the reset widget loads it too). */
export const loadPasswords = () => import('../screens/passwords/index.ts').then(withStrings);
/** A component of a product's chunk, loaded on first render. */
const part = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): Lazy =>
  lazy(() => load().then((m) => ({ default: m[name] })));
/**
 * A product's confirmation, which MFA continues instead when the sign-in still waits for a second
 * factor. The check is a tiny chunk fetched alongside the confirmation, so it adds nothing to the
 * page's entry, and MFA's own screens load only when it finds a second factor still to do.
 */
const confirmation = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): Lazy =>
  lazy(() =>
    Promise.all([load(), import('../screens/mfa/secondFactorFirst.tsx')]).then(([m, gate]) => ({
      default: gate.secondFactorFirst(m[name]),
    })),
  );
/**
 * Authenticator app enrolment, a chunk of its own with its strings: the MFA settings widget loads
 * it, and the login widget's MFA chunk when a sign-in must set up its second factor.
 */
export const loadMfaEnrolment = () => import('../screens/mfa/enrolment/index.ts').then(withStrings);
// MFA: one chunk, fetched only when a sign-in answers that a second factor is still needed.
const mfaScreen = part(() => import('../screens/mfa/index.ts').then(withStrings), 'MfaScreen');
const passwordScreen = (name: 'PasswordEmailForm' | `Password${string}Screen`) => part(loadPasswords, name);
const cryptoScreen = (name: `Crypto${string}`) => part(loadCrypto, name);

export const PRODUCT_REGISTRY: { readonly [P in Product | 'mfa']?: ProductEntry } = {
  otp: {
    main: {
      kind: 'form',
      // Tabs in the spec's order: Text, WhatsApp, Email.
      methods: [
        {
          id: 'otp-sms',
          tabLabel: 'otp.tab.sms',
          Form: part(loadOtpPhone, 'SmsOtpForm'),
          isEnabled: otpMethodOn('sms'),
        },
        {
          id: 'otp-whatsapp',
          tabLabel: 'otp.tab.whatsapp',
          Form: part(loadOtpPhone, 'WhatsappOtpForm'),
          isEnabled: otpMethodOn('whatsapp'),
        },
        {
          id: 'otp-email',
          tabLabel: 'otp.tab.email',
          Form: part(loadOtp, 'EmailOtpForm'),
          // With passwords on, the email passcode tab is dropped (docs/behaviour.md#screens).
          isEnabled: (config) => otpMethodOn('email')(config) && !config.products.includes('passwords'),
        },
      ],
    },
    screens: {
      otpAuthenticate: part(loadOtp, 'OtpAuthenticateScreen'),
      otpConfirmation: confirmation(loadOtp, 'OtpConfirmationScreen'),
    },
    flow: otpFlow,
  },
  oauth: {
    main: { kind: 'section', Section: part(loadOAuth, 'OAuthSection') },
    screens: {},
  },
  passkeys: {
    main: {
      kind: 'passkey',
      Button: part(loadPasskeys, 'PasskeyLoginButton'),
      Autofill: part(loadPasskeys, 'PasskeyAutofill'),
    },
    screens: {
      passkeyConfirmation: confirmation(loadPasskeys, 'PasskeyConfirmationScreen'),
    },
    flow: passkeysFlow,
  },
  emailMagicLinks: {
    main: {
      kind: 'form',
      methods: [
        {
          id: 'emailMagicLinks',
          tabLabel: 'emailMagicLinks.emailLabel',
          Form: part(loadEmailMagicLinks, 'EmailMagicLinkForm'),
          // With passwords on, the email magic link tab is dropped (docs/behaviour.md#screens); links still go out
          // from the password screens.
          isEnabled: (config) => !config.products.includes('passwords'),
        },
      ],
    },
    screens: {
      emailConfirmation: part(loadEmailMagicLinks, 'EmailConfirmationScreen'),
    },
    flow: emailMagicLinksFlow,
  },
  passwords: {
    main: {
      kind: 'form',
      methods: [{ id: 'passwords', tabLabel: 'passwords.tab', Form: passwordScreen('PasswordEmailForm') }],
    },
    screens: {
      passwordCreateOrLogin: passwordScreen('PasswordCreateOrLoginScreen'),
      passwordForgot: passwordScreen('PasswordForgotScreen'),
      passwordBreached: passwordScreen('PasswordBreachedScreen'),
      passwordSetNew: passwordScreen('PasswordSetNewScreen'),
      passwordDedupe: passwordScreen('PasswordDedupeScreen'),
      passwordConfirmation: confirmation(loadPasswords, 'PasswordConfirmationScreen'),
    },
    flow: passwordsFlow,
  },
  crypto: {
    main: { kind: 'section', Section: cryptoScreen('CryptoSection') },
    screens: {
      cryptoConnect: cryptoScreen('CryptoConnectScreen'),
      cryptoSignMessage: cryptoScreen('CryptoSignMessageScreen'),
      cryptoOtherWallet: cryptoScreen('CryptoOtherWalletScreen'),
      cryptoSetupWallet: cryptoScreen('CryptoSetupWalletScreen'),
      cryptoError: cryptoScreen('CryptoErrorScreen'),
      cryptoConfirmation: confirmation(loadCrypto, 'CryptoConfirmationScreen'),
    },
    flow: cryptoFlow,
  },
  mfa: {
    main: null,
    screens: {
      // One component shows each of them (screens/mfa/MfaScreen.tsx): one name in the entry, not five.
      mfaCode: mfaScreen,
      mfaRecoveryCode: mfaScreen,
      mfaMethods: mfaScreen,
      mfaEnrolment: mfaScreen,
      mfaConfirmation: mfaScreen,
    },
    flow: mfaFlow,
    followsSignIn: true,
  },
};

/**
 * Every product's reducer, configured or not: a product's screens may dispatch another's action
 * (a password screen sends a passcode), and a reducer is a few lines, not a chunk.
 */
export const FLOW_PLUGINS: readonly FlowPlugin[] = Object.values(PRODUCT_REGISTRY).flatMap((entry): FlowPlugin[] =>
  entry?.flow ? [entry.flow] : [],
);

/** The entries of the configured products, in the configured order. */
export function configuredEntries(
  products: readonly string[],
  registry: ProductRegistry = PRODUCT_REGISTRY,
): ProductEntry[] {
  return products.flatMap((product) => registry[product] ?? []);
}

/** The component for a screen, looked up among configured products and those that follow any sign-in. */
export function findScreen(
  products: readonly string[],
  screen: ScreenId,
  registry: ProductRegistry = PRODUCT_REGISTRY,
): Lazy | null {
  const following = Object.values(registry).flatMap((entry) => (entry?.followsSignIn ? [entry] : []));
  for (const entry of [...configuredEntries(products, registry), ...following]) {
    const found = entry.screens[screen];
    if (found) return found;
  }
  return null;
}
