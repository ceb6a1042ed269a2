/** The phone passcode forms: a chunk of its own (with libphonenumber-js), loaded only for SMS or WhatsApp. */
export { SmsOtpForm, WhatsappOtpForm } from './PhoneOtpForm.tsx';
