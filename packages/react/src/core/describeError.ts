import type { FoyerErrorInfo } from '../config/types.ts';
import type { StringKey } from '../strings/en.ts';
import type { Translate } from './useStrings.ts';

/** Which catalogue message a failure shows in place of the error's own text (docs/behaviour.md#errors). */
export interface ErrorMessages {
  /**
   * By the API's `error_type`, or by the SDK's or browser's `code` when there is no type match,
   * e.g. `{ duplicate_webauthn_registration: 'passkeyRegistration.alreadyRegistered' }`.
   */
  byType?: Readonly<Record<string, StringKey>>;
  /** Every other failure. Without it the error's own message shows (see `describeError`). */
  otherwise?: StringKey;
}

/** The `error_type` reported for a failure the widget cannot name: neither the API nor the SDK gave one. */
export const UNKNOWN_ERROR_TYPE = 'unknown_error';

/** The API's `error_type` of a failure, if it carries one. API errors are recognised by shape, not class. */
export function errorTypeOf(error: unknown): string | undefined {
  return stringField(error, 'error_type');
}

/**
 * The one way the widget reads a failure: what the user reads and what the host's `onError` gets.
 * A key from `messages` wins (by `error_type`, then by `code`, then `otherwise`); else a fault the
 * SDK reports itself in the widget's language (`errors.<code>`); else an API error's `error_message`, any other error's `message`, or `common.unknownError`. The type is the
 * API's `error_type`, else the SDK's `code`, else `unknown_error`, so the host can always branch on it.
 *
 * @example
 * describeError(error, t, { byType: { webauthn_registration_not_found: 'passkeys.registrationNotFound' },
 *   otherwise: 'passkeys.unknownError' });
 */
export function describeError(error: unknown, t: Translate, messages: ErrorMessages = {}): FoyerErrorInfo {
  const type = errorTypeOf(error);
  const code = stringField(error, 'code');
  const key = lookup(messages.byType, type) ?? lookup(messages.byType, code) ?? messages.otherwise;
  // A fault the SDK reports itself (request_timeout, network_error, …) in the widget's language. In
  // English nothing is loaded for it (the key comes back as is): the SDK's own message is that English.
  const fault = `errors.${type ?? code}` as StringKey;
  const translated = t(fault);
  const message =
    (key && t(key)) ??
    (translated === fault ? undefined : translated) ??
    stringField(error, 'error_message') ??
    stringField(error, 'message') ??
    (typeof error === 'string' && error ? error : t('common.unknownError'));
  return { error_type: type ?? code ?? UNKNOWN_ERROR_TYPE, error_message: message };
}

function lookup(table: Readonly<Record<string, StringKey>> | undefined, name: string | undefined) {
  return table && name && Object.hasOwn(table, name) ? table[name] : undefined;
}

function stringField(error: unknown, name: string): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
}
