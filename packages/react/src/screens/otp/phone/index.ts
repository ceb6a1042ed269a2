/** The phone passcode forms: a chunk of its own (with libphonenumber-js), loaded only for SMS or WhatsApp. */

// The product's English strings, added to the page's as this chunk loads (flow/registry.ts).
export { otpStrings as strings } from '../../../strings/otp.ts';
export { SmsOtpForm, WhatsappOtpForm } from './PhoneOtpForm.tsx';
