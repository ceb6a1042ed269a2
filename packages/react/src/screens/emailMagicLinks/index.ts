/** The email magic link product: loaded lazily, only when `emailMagicLinks` is configured. */
export { EmailConfirmationScreen } from './EmailConfirmationScreen.tsx';
export { EmailMagicLinkForm } from './EmailMagicLinkForm.tsx';
