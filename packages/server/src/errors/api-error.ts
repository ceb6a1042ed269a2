import { ERROR_CATALOGUE, type ErrorType } from '@foyer/protocol/errors';
import { type ErrorMessageKey, type ErrorVariant, errorMessage } from './messages/index.ts';

/** The error type a variant key belongs to: `too_many_requests.signUps` → `too_many_requests`. */
type TypeOfVariant<Key extends ErrorVariant> = Key extends `${infer Type extends ErrorType}.${string}` ? Type : never;

/**
 * The one error handlers throw. It carries a catalogue type; the HTTP status and the default
 * message come from the catalogue, and `onError` in app.ts turns it into the JSON error body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * Its key in the server's catalogue (i18n/messages/), for a message a person may read: the error body
   * then speaks the request's language. Unset for a message written in place (for developers,
   * naming their request or configuration), which stays English.
   */
  readonly messageKey: ErrorMessageKey | undefined;
  constructor(
    readonly type: ErrorType,
    message?: string,
    readonly options: { cause?: unknown; headers?: Record<string, string>; messageKey?: ErrorMessageKey } = {},
  ) {
    super(message ?? ERROR_CATALOGUE[type].message, { cause: options.cause });
    this.status = ERROR_CATALOGUE[type].status;
    this.messageKey = options.messageKey ?? (message === undefined ? type : undefined);
  }

  /**
   * An error worded by one of its type's variants (i18n/messages/en.json), translated like the
   * catalogue's own messages.
   *
   * @example throw ApiError.variant('too_many_requests.failedLogins', { headers: retryAfterHeader(60) });
   */
  static variant<Key extends ErrorVariant>(
    key: Key,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ): ApiError & { type: TypeOfVariant<Key> } {
    const type = key.slice(0, key.indexOf('.')) as TypeOfVariant<Key>;
    return new ApiError(type, errorMessage(key, 'en'), { ...options, messageKey: key }) as ApiError & {
      type: TypeOfVariant<Key>;
    };
  }
}
