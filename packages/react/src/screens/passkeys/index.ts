/** The passkeys product's screens: loaded lazily, only when passkeys are configured or the registration widget mounts. */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { passkeyStrings as strings } from '../../strings/passkeys.ts';
export { PasskeyAutofill } from './PasskeyAutofill.tsx';
export { PasskeyConfirmationScreen } from './PasskeyConfirmationScreen.tsx';
export { PasskeyLoginButton } from './PasskeyLoginButton.tsx';
export { PasskeyRegistration } from './registration/PasskeyRegistration.tsx';
