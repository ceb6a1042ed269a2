/** The passkeys product's screens: loaded lazily, only when passkeys are configured or the registration widget mounts. */
export { PasskeyAutofill } from './PasskeyAutofill.tsx';
export { PasskeyConfirmationScreen } from './PasskeyConfirmationScreen.tsx';
export { PasskeyLoginButton } from './PasskeyLoginButton.tsx';
export { PasskeyRegistration } from './registration/PasskeyRegistration.tsx';
