/**
 * The built-in wording of the emails and texts the server sends, in English. `{{project_name}}`,
 * `{{code}}` and `{{expiration}}` (a duration in the locale's words, e.g. "30 minutes") are filled
 * in; every other locale in this folder has exactly these keys and placeholders (messages.test.ts).
 */
export const en = {
  'magicLink.login.subject': 'Your login link for {{project_name}}',
  'magicLink.login.intro': 'Click the link below to log in to {{project_name}}.',
  'magicLink.login.action': 'Log in',
  'magicLink.signup.subject': 'Finish creating your {{project_name}} account',
  'magicLink.signup.intro':
    'Click the link below to confirm your email address and finish creating your {{project_name}} account.',
  'magicLink.signup.action': 'Confirm and continue',
  'magicLink.openInBrowser': 'Or open this address in your browser:',
  'magicLink.footer':
    'The link expires in {{expiration}} and works once. If you did not ask for it, you can ignore this email.',
  'otp.login.subject': 'Your {{project_name}} login code is {{code}}',
  'otp.login.intro': 'Enter this code to log in to {{project_name}}:',
  'otp.signup.subject': 'Your {{project_name}} sign-up code is {{code}}',
  'otp.signup.intro': 'Enter this code to finish creating your {{project_name}} account:',
  'otp.footer':
    'The code expires in {{expiration}} and works once. If you did not ask for it, you can ignore this email.',
  'otp.sms': '{{code}} is your {{project_name}} code. It expires in {{expiration}}.',
  'reset.subject': 'Reset your {{project_name}} password',
  'reset.intro': 'Click the link below to set a new password for {{project_name}}.',
  'reset.footer':
    'The link expires in {{expiration}} and works once. If you did not ask for it, you can ignore this email: your password has not changed.',
  'reset.loginIntro': 'Or log in without a password:',
  'reset.loginIntroExpiring': 'Or log in without a password (this link expires in {{expiration}}):',
} as const;

/** A message's key. */
export type MessageKey = keyof typeof en;

/** One locale's wording: every key. */
export type Messages = Record<MessageKey, string>;
