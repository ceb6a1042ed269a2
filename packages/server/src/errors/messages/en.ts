import { ERROR_CATALOGUE, ERROR_TYPES, type ErrorType } from '@foyer/protocol/errors';

/**
 * What some routes say instead of their type's catalogue message, as `<error_type>.<variant>`: the
 * limits say what was limited, a wrong password says so, a policy refusal says what is missing.
 */
export const variants = {
  'unauthorized_credentials.password': 'The email or password is not correct.',
  'password_reset_token_not_found.used': 'This reset link has already been used. Request a new one.',
  'server_busy.shutting_down': 'The server is shutting down. Try again.',
  'reset_password.breached':
    'This password has appeared in a data breach on another site. Check your email to set a new password.',
  'weak_password.policy': 'This password does not meet the password policy.',
  'weak_password.missingCharacters': 'Characters still needed: {{count}}.',
  'weak_password.missingKinds': 'Kinds of character still needed (lower case, upper case, digits, symbols): {{count}}.',
  'too_many_requests.failedLogins': 'Too many failed logins for this account. Try again later.',
  'too_many_requests.failedLoginsFromNetwork': 'Too many failed logins from your network. Try again later.',
  'too_many_requests.wrongPasscodes': 'Too many wrong passcodes for this account. Wait a moment before trying again.',
  'too_many_requests.wrongPasscodesFromNetwork': 'Too many wrong passcodes from your network. Try again later.',
  'too_many_requests.resetEmails': 'Too many reset emails for this address. Try again later.',
  'too_many_requests.resetEmailsFromNetwork':
    'Too many reset emails were asked for from your network. Try again later.',
  'too_many_requests.messages': 'Too many messages were asked for. Wait a moment and try again.',
  'too_many_requests.signUps': 'Too many sign-ups from your network. Try again later.',
  'too_many_requests.passwordChecks': 'Too many password checks from your network. Wait a moment and try again.',
  'too_many_requests.accountLookups': 'Too many account lookups from your network. Wait a moment and try again.',
  'too_many_requests.walletAttempts': 'Too many wallet sign-in attempts from your network. Try again later.',
  'too_many_requests.signInStarts': 'Too many sign-in attempts from your network. Try again later.',
  'too_many_requests.events': 'Too many events from your network. Wait a while before sending more.',
} as const;

/** zxcvbn's feedback on a weak password, by key; zxcvbn writes the English (see `FEEDBACK_KEYS`). */
export const feedback = {
  'feedback.straightRows': 'Straight rows of keys are easy to guess',
  'feedback.shortKeyboardPatterns': 'Short keyboard patterns are easy to guess',
  'feedback.longerKeyboardPattern': 'Use a longer keyboard pattern with more turns',
  'feedback.repeatedCharacters': 'Repeats like "aaa" are easy to guess',
  'feedback.repeatedPatterns': 'Repeats like "abcabcabc" are only slightly harder to guess than "abc"',
  'feedback.avoidRepeats': 'Avoid repeated words and characters',
  'feedback.sequences': 'Sequences like abc or 6543 are easy to guess',
  'feedback.avoidSequences': 'Avoid sequences',
  'feedback.recentYears': 'Recent years are easy to guess',
  'feedback.avoidRecentYears': 'Avoid recent years',
  'feedback.avoidYearsAssociated': 'Avoid years that are associated with you',
  'feedback.dates': 'Dates are often easy to guess',
  'feedback.avoidDates': 'Avoid dates and years that are associated with you',
  'feedback.topTen': 'This is a top-10 common password',
  'feedback.topHundred': 'This is a top-100 common password',
  'feedback.veryCommon': 'This is a very common password',
  'feedback.similarToCommon': 'This is similar to a commonly used password',
  'feedback.wordByItself': 'A word by itself is easy to guess',
  'feedback.namesByThemselves': 'Names and surnames by themselves are easy to guess',
  'feedback.commonNames': 'Common names and surnames are easy to guess',
  'feedback.capitalization': "Capitalization doesn't help very much",
  'feedback.allUppercase': 'All-uppercase is almost as easy to guess as all-lowercase',
  'feedback.reversedWords': "Reversed words aren't much harder to guess",
  'feedback.substitutions': "Predictable substitutions like '@' instead of 'a' don't help very much",
  'feedback.addWords': 'Add another word or two. Uncommon words are better.',
  'feedback.fewWords': 'Use a few words, avoid common phrases',
  'feedback.noNeedForSymbols': 'No need for symbols, digits, or uppercase letters',
  'feedback.emailInPassword': 'Avoid using your email address in your password.',
} as const;

export type ErrorVariant = keyof typeof variants;
export type FeedbackKey = keyof typeof feedback;
/** A message a person may read in the widget: a catalogue type, a variant, or zxcvbn feedback. */
export type ErrorMessageKey = ErrorType | ErrorVariant | FeedbackKey;
/** One locale's wording of every `ErrorMessageKey` (errors/messages/<locale>.ts). */
export type ErrorMessages = Readonly<Record<ErrorMessageKey, string>>;

/**
 * English: the catalogue's own message for each error type (@foyer/protocol/errors), then the
 * variants and zxcvbn's feedback. Every other locale has exactly these keys and {{placeholders}}.
 */
export const en: ErrorMessages = {
  ...(Object.fromEntries(ERROR_TYPES.map((type) => [type, ERROR_CATALOGUE[type].message])) as Record<
    ErrorType,
    string
  >),
  ...variants,
  ...feedback,
};
