/** The passwords product's screens: loaded lazily, by the reset widget or a passwords config. */
export { PasswordConfirmationScreen } from './PasswordConfirmationScreen.tsx';
export { ResetPasswordFormSlot } from './ResetPasswordFormSlot.tsx';
