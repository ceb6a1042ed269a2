/**
 * The email-and-password strings (docs/behaviour.md#screens, docs/behaviour.md#validation, docs/behaviour.md#errors), loaded with the
 * product's chunk (`flow/registry.ts`); a host's override of any key wins, even before the chunk loads.
 */
export const passwordStrings = {
  'passwords.emailLabel': 'Email',
  'passwords.emailPlaceholder': 'example@email.com',
  'passwords.continue': 'Continue',
  'passwords.invalidEmail': 'Invalid email address',
  'passwords.working': 'Please wait…',

  // Password create-or-login (docs/behaviour.md#screens): new account, existing password user, passwordless
  'passwords.new.header': 'Create an account',
  'passwords.new.text': 'Finish creating your account by setting a password.',
  'passwords.login.header': 'Log in',
  'passwords.passwordless.header': 'Log in',
  'passwords.passwordless.linkSent': 'This account has no password yet, so we emailed a login link to {email}.',
  'passwords.passwordless.codeSent': 'This account has no password yet, so we emailed a login code to {email}.',
  'passwords.passwordless.sendingLink': 'Sending you a login link…',
  'passwords.passwordless.sendingCode': 'Sending you a login code…',
  'passwords.passwordless.emailLink': 'Email me a login link',
  'passwords.passwordless.emailCode': 'Email me a login code',
  'passwords.passwordless.createInstead': 'Or create a password for this account:',
  'passwords.passwordLabel': 'Password',
  'passwords.newPasswordLabel': 'New password',
  'passwords.show': 'Show password',
  'passwords.hide': 'Hide password',
  'passwords.forgot': 'Forgot Password?',

  // Strength (docs/behaviour.md#validation)
  'passwords.strength.label': 'Password strength',
  'passwords.strength.score': '{score} of 4',
  // Other locales write this as a plural ({count, plural, …}); English keeps the spec's words.
  'passwords.strength.minLength': 'Must be at least {count} characters long',
  'passwords.strength.complexity':
    'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'passwords.strength.met': '(requirement met)',
  'passwords.strength.unmet': '(requirement not met)',
  'passwords.strength.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // Reset emails (docs/behaviour.md#screens, docs/behaviour.md#errors)
  'passwords.didntGetIt': "Didn't get it?",
  'passwords.resend': 'Resend email',
  'passwords.resent': 'Email resent',
  'passwords.loginWithoutPassword': 'Login without a password',
  'passwords.forgot.header': 'Forgot Password?',
  'passwords.forgot.text': 'A link to reset your password was sent to you at {email}.',
  'passwords.breached.header': 'Check your email to set a new password',
  'passwords.breached.text':
    'A different site where you use the same password had a security issue recently. For your safety, a link to reset your password was sent to you at {email}.',
  'passwords.setNew.header': 'Check your email!',
  'passwords.setNew.text': 'A link to create a password for your account was sent to you at {email}.',
  'passwords.dedupe.header': 'Check your email to set a new password!',
  'passwords.dedupe.text':
    'We want to make sure your account is secure and that it is really you logging in. A link to set a new password was sent to you at {email}.',

  // Reset form (docs/behaviour.md#reset-widget: the reset widget)
  'passwords.reset.header': 'Set a new password',
} as const;
