/** The passwords product: loaded lazily, by the reset widget or a passwords config. */
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
