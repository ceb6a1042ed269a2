import type { ErrorType } from '@foyer/protocol/errors';
import { MESSAGE_KEYS, type MessageKey, translate } from '../../i18n/catalogue.ts';

/**
 * What some routes say instead of their type's catalogue message, as `<error_type>.<variant>`: the
 * limits say what was limited, a wrong password says so, a policy refusal says what is missing.
 */
export type ErrorVariant = Extract<MessageKey, `${ErrorType}.${string}`>;
/** zxcvbn's feedback on a weak password, by key; zxcvbn writes the English (see `FEEDBACK_KEYS`). */
export type FeedbackKey = Extract<MessageKey, `feedback.${string}`>;
/** A message a person may read in the widget: a catalogue type, a variant, or zxcvbn feedback. */
export type ErrorMessageKey = ErrorType | ErrorVariant | FeedbackKey;

/**
 * An error message in `locale` (English where the locale has none), from the server's catalogue
 * (i18n/messages/), its `{placeholders}` filled from `values`.
 *
 * @example errorMessage('weak_password.missingCharacters', 'de', { count: 2 })
 */
export function errorMessage(
  key: ErrorMessageKey,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  return translate(key, locale, values);
}

// zxcvbn writes its feedback in English: each sentence's key, to translate it.
const FEEDBACK_KEYS: ReadonlyMap<string, FeedbackKey> = new Map(
  MESSAGE_KEYS.filter((key): key is FeedbackKey => key.startsWith('feedback.')).map((key) => [
    translate(key, 'en'),
    key,
  ]),
);

/** One sentence of zxcvbn's feedback in `locale`; a sentence zxcvbn wrote that has no key stays as written. */
export function feedbackIn(english: string, locale: string): string {
  const key = FEEDBACK_KEYS.get(english);
  return key ? errorMessage(key, locale) : english;
}
