import type { FoyerStrings } from './en.ts';
import crypto from './messages/crypto/en.json?strings';
import main from './messages/main/en.json?strings';
import mfa from './messages/mfa/en.json?strings';
import mfaEnrolment from './messages/mfaEnrolment/en.json?strings';
import oauth from './messages/oauth/en.json?strings';
import otp from './messages/otp/en.json?strings';
import passkeys from './messages/passkeys/en.json?strings';
import passwords from './messages/passwords/en.json?strings';

/**
 * Every string a person reads in the widgets, in English, in one place: the keys a host may
 * override through the `strings` prop or mount option (ICU MessageFormat, as the message files
 * write them). Exported as `@foyer/react/strings` (and `Foyer.defaultStrings` in the standalone
 * bundle) rather than from the package root, so a login page does not download every product's
 * strings: the widgets load each product's with its chunk. The faults the SDK reports itself
 * (`errors.*`) are not here: their English is the SDK's own message (`CLIENT_ERROR_CATALOGUE`); a
 * host may still override them.
 *
 * @example
 * import { defaultStrings } from '@foyer/react/strings';
 * const strings = { 'main.header': `${defaultStrings['main.header']} to Acme` };
 */
export const defaultStrings = {
  ...main,
  ...crypto,
  ...otp,
  ...oauth,
  ...passwords,
  ...passkeys,
  ...mfaEnrolment,
  ...mfa,
} as FoyerStrings;
