import { cryptoStrings } from './crypto.ts';
import { oauthStrings } from './oauth.ts';
import { otpStrings } from './otp.ts';
import { passkeyStrings } from './passkeys.ts';
import { passwordStrings } from './passwords.ts';

/**
 * Every string a person reads in the widgets, in English. Hosts override any key through the
 * `strings` prop or mount option; `{name}` placeholders are filled by `formatString`.
 * Later products add their keys here, so a host finds every string in one place.
 */
export const en = {
  // Main
  'main.header': 'Sign up or log in',
  'main.logoAlt': 'Logo',
  'main.divider': 'or',

  // Email magic link form (spec §5)
  'emailMagicLinks.emailLabel': 'Email',
  'emailMagicLinks.emailPlaceholder': 'example@email.com',
  'emailMagicLinks.submit': 'Continue with email',
  'emailMagicLinks.sending': 'Sending…',
  'emailMagicLinks.invalidEmail': 'Invalid email address',

  // Email Confirmation (spec §2)
  'emailConfirmation.header': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.openIn': 'Open in',
  'emailConfirmation.gmail': 'Gmail',
  'emailConfirmation.yahoo': 'Yahoo',
  'emailConfirmation.outlook': 'Outlook',
  'emailConfirmation.tryAgainPrompt': 'Didn’t get it?',
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.newTabHint': '(opens in a new tab)',

  ...cryptoStrings,
  ...otpStrings,
  ...oauthStrings,
  ...passwordStrings,

  // Password screens used by the reset widget
  'passwordConfirmation.message': 'Success! You have successfully logged in.',
  'resetPassword.authenticating': 'Logging you in…',
  'resetPassword.missingToken': 'This reset link is missing its token. Request a new one.',

  // Passkey registration widget
  ...passkeyStrings,
  'passkeyRegistration.region': 'Passkey registration',
  'passkeyRegistration.loading': 'Checking your session…',
  'passkeyRegistration.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',

  // Config errors (spec §5)
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

/** A key of the strings catalogue. */
export type StringKey = keyof typeof en;

/** The full catalogue shape: every key maps to a string. */
export type FoyerStrings = Record<StringKey, string>;
