/** The one-time passcode product: loaded lazily, only when `otp` is configured (phone forms: ./phone). */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { otpStrings as strings } from '../../strings/otp.ts';
export { EmailOtpForm } from './EmailOtpForm.tsx';
export { OtpAuthenticateScreen } from './OtpAuthenticateScreen.tsx';
export { OtpConfirmationScreen } from './OtpConfirmationScreen.tsx';
