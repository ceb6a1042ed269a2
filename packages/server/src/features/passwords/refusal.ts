import type { ErrorBody } from '@foyer/protocol/errors';
import type { Context } from 'hono';
import { ApiError } from '../../errors/api-error.ts';
import { errorMessage, feedbackIn } from '../../errors/messages/index.ts';
import type { AppEnv } from '../../http/env.ts';
import { errorBody } from '../../http/error-handler.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import type { StrengthResult } from './strength.ts';

/**
 * A new password the policy refuses (create, reset): weak_password or breached_password, carrying
 * the strength check so the widget can show what is missing without a second call.
 */
export class PasswordRefusedError extends ApiError {
  constructor(readonly strength: StrengthResult) {
    super(strength.breached_password ? 'breached_password' : 'weak_password', refusalMessage(strength, 'en'));
  }
}

/** The error body plus `strength_check`, the same object POST /passwords/strength_check answers, in the request's language. */
export function refusalResponse(c: Context<AppEnv>, error: PasswordRefusedError) {
  const locale = requestLocale(c);
  const body: ErrorBody & { strength_check: StrengthResult } = {
    ...errorBody(c, error),
    error_message: refusalMessage(error.strength, locale),
    strength_check: strengthIn(error.strength, locale),
  };
  return c.json(body, 400);
}

/** The strength check with zxcvbn's feedback in `locale`. */
export function strengthIn(result: StrengthResult, locale: string): StrengthResult {
  if (locale === 'en') return result;
  const { warning, suggestions } = result.feedback;
  return {
    ...result,
    feedback: {
      ...result.feedback,
      warning: warning && feedbackIn(warning, locale),
      suggestions: suggestions.map((suggestion) => feedbackIn(suggestion, locale)),
    },
  };
}

/**
 * Why the password was refused, in `locale`: found in a breach (the spec's sentence); short of the
 * LUDS policy (what is still missing, as counts, so no plural forms are needed); or too weak for
 * zxcvbn (with zxcvbn's warning and suggestions).
 */
function refusalMessage(strength: StrengthResult, locale: string): string {
  if (strength.breached_password) return errorMessage('breached_password', locale);
  const { warning, suggestions, luds_requirements: luds } = strength.feedback;
  const hints = [warning, ...(luds ? [] : suggestions)].filter(Boolean).map((hint) => feedbackIn(hint, locale));
  if (!luds) return [errorMessage('weak_password', locale), ...hints].join(' ');
  const count = (value: number) => ({ count: new Intl.NumberFormat(locale).format(value) });
  return [
    errorMessage('weak_password.policy', locale),
    luds.missing_characters > 0
      ? errorMessage('weak_password.missingCharacters', locale, count(luds.missing_characters))
      : '',
    luds.missing_complexity > 0
      ? errorMessage('weak_password.missingKinds', locale, count(luds.missing_complexity))
      : '',
    ...hints,
  ]
    .filter(Boolean)
    .join(' ');
}
