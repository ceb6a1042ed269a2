import { cryptoStrings } from './crypto.ts';
import { en, type FoyerStrings } from './en.ts';
import { oauthStrings } from './oauth.ts';
import { otpStrings } from './otp.ts';
import { passkeyStrings } from './passkeys.ts';
import { passwordStrings } from './passwords.ts';

/**
 * Every string a person reads in the widgets, in English, in one place: the keys a host may
 * override through the `strings` prop or mount option. Exported as `@foyer/react/strings` (and
 * `Foyer.defaultStrings` in the standalone bundle) rather than from the package root, so a login
 * page does not download every product's strings: the widgets load each product's with its chunk.
 *
 * @example
 * import { defaultStrings } from '@foyer/react/strings';
 * const strings = { 'main.header': `${defaultStrings['main.header']} to Acme` };
 */
export const defaultStrings: FoyerStrings = {
  ...en,
  ...cryptoStrings,
  ...otpStrings,
  ...oauthStrings,
  ...passwordStrings,
  ...passkeyStrings,
};
