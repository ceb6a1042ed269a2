import type { cryptoStrings } from './crypto.ts';
import type { oauthStrings } from './oauth.ts';
import type { otpStrings } from './otp.ts';
import type { passkeyStrings } from './passkeys.ts';
import type { passwordStrings } from './passwords.ts';

/**
 * The English strings every page may show before any product's chunk loads: Main, its tabs, the
 * default product (email magic links), the widgets' own messages and the shared chrome. Each
 * other product's strings sit in its own file and load with its chunk; `defaultStrings.ts` puts
 * them all together for hosts. `{name}` placeholders are filled by `formatString`.
 */
export const en = {
  // Main
  'main.header': 'Sign up or log in',
  'main.logoAlt': 'Logo',
  'main.divider': 'or',

  // Main's login form tabs (docs/behaviour.md#main-screen): drawn before the tab's product loads
  'otp.tab.sms': 'Text',
  'otp.tab.whatsapp': 'WhatsApp',
  'otp.tab.email': 'Email',
  'otp.tabsLabel': 'Login method',
  'passwords.tab': 'Email',

  // Email magic link form (docs/behaviour.md#validation)
  'emailMagicLinks.emailLabel': 'Email',
  'emailMagicLinks.emailPlaceholder': 'example@email.com',
  'emailMagicLinks.submit': 'Continue with email',
  'emailMagicLinks.sending': 'Sending…',
  'emailMagicLinks.invalidEmail': 'Invalid email address',

  // Email Confirmation (docs/behaviour.md#email-confirmation)
  'emailConfirmation.header': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.openIn': 'Open in',
  'emailConfirmation.gmail': 'Gmail',
  'emailConfirmation.yahoo': 'Yahoo',
  'emailConfirmation.outlook': 'Outlook',
  'emailConfirmation.tryAgainPrompt': 'Didn’t get it?',
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.newTabHint': '(opens in a new tab)',

  // Password screens used by the reset widget
  'passwordConfirmation.message': 'Success! You have successfully logged in.',
  'resetPassword.authenticating': 'Logging you in…',
  'resetPassword.missingToken': 'This reset link is missing its token. Request a new one.',

  // Passkey registration widget
  'passkeyRegistration.region': 'Passkey registration',
  'passkeyRegistration.loading': 'Checking your session…',
  'passkeyRegistration.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',

  // Config errors (docs/behaviour.md#validation)
  'configError.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'configError.passkeysAlone': 'Error: Cannot use Passkeys by itself, please add another product to the config.',

  // Shared chrome
  'common.back': 'Back',
  'common.loading': 'Loading…',
  'common.notifications': 'Notifications',
  'common.dismiss': 'Dismiss notification',
  'common.poweredBy': 'Powered by Foyer',
  'common.unknownError': 'Something went wrong. Please try again.',
} as const;

type Catalogue = typeof en &
  typeof cryptoStrings &
  typeof otpStrings &
  typeof oauthStrings &
  typeof passwordStrings &
  typeof passkeyStrings;

/** A key of the strings catalogue (every product's). */
export type StringKey = keyof Catalogue;

/** The full catalogue shape: every key maps to a string. */
export type FoyerStrings = Record<StringKey, string>;
