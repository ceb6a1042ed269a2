/**
 * The one-time passcode strings (docs/behaviour.md#screens, docs/behaviour.md#validation, docs/behaviour.md#errors), loaded with the
 * product's chunk (`flow/registry.ts`); a host's override of any key wins, even before the chunk loads.
 */
export const otpStrings = {
  // Email passcode form (docs/behaviour.md#validation)
  'otp.emailLabel': 'Email',
  'otp.emailPlaceholder': 'example@email.com',
  'otp.emailSubmit': 'Continue with email',
  'otp.invalidEmail': 'Invalid email, please try again.',

  // Phone passcode form (docs/behaviour.md#validation)
  'otp.countryLabel': 'Country code',
  'otp.phoneLabel': 'Phone number',
  'otp.phonePlaceholder': '(123) 456-7890',
  'otp.smsSubmit': 'Continue with text message',
  'otp.whatsappSubmit': 'Continue with WhatsApp',
  'otp.invalidPhone': 'Invalid phone number, please try again.',
  'otp.sending': 'Sending…',

  // OTP Authenticate (docs/behaviour.md#otp-screen)
  'otp.authenticateHeader': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.passcodeLabel': 'One-time passcode',
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresInPrompt': "Your code expires in {time}. Didn't get it?",
  'otp.expired': 'Your code has expired.',
  'otp.resend': 'Resend code',
  'otp.resent': 'Code resent',

  // OTP Confirmation (docs/behaviour.md#screens)
  'otp.confirmationHeader': 'Success',
  'otp.confirmation': 'Your passcode has been successfully verified.',
} as const;
