/** The one-time passcode product: loaded lazily, only when `otp` is configured (phone forms: ./phone). */
export { EmailOtpForm } from './EmailOtpForm.tsx';
export { OtpAuthenticateScreen } from './OtpAuthenticateScreen.tsx';
export { OtpConfirmationScreen } from './OtpConfirmationScreen.tsx';
