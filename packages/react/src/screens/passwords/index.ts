/** The passwords product: loaded lazily, by the reset widget or a passwords config. */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { passwordStrings as strings } from '../../strings/passwords.ts';
export { PasswordConfirmationScreen } from './PasswordConfirmationScreen.tsx';
export { PasswordCreateOrLoginScreen } from './PasswordCreateOrLoginScreen.tsx';
export { PasswordEmailForm } from './PasswordEmailForm.tsx';
export {
  PasswordBreachedScreen,
  PasswordDedupeScreen,
  PasswordForgotScreen,
  PasswordSetNewScreen,
} from './ResetEmailScreens.tsx';
export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
