import { ERROR_CATALOGUE, type ErrorType } from '@foyer/protocol/errors';

/**
 * The one error handlers throw. It carries a catalogue type; the HTTP status and the default
 * message come from the catalogue, and `onError` in app.ts turns it into the JSON error body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    message?: string,
    readonly options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_CATALOGUE[type].message, { cause: options.cause });
    this.status = ERROR_CATALOGUE[type].status;
  }
}
