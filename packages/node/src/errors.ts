import type { ErrorType } from '@foyer/protocol/errors';

/**
 * An error answered by the Foyer server, or found while checking a session offline. Branch on
 * `errorType` (the server's catalogue: `session_not_found`, `invalid_session_jwt`, …), never on the
 * message text.
 *
 * @example
 * try { await foyer.sessions.authenticate({ session_token }) }
 * catch (error) { if (error instanceof FoyerApiError && error.errorType === 'session_not_found') … }
 */
export class FoyerApiError extends Error {
  override readonly name = 'FoyerApiError';
  /** The catalogue's error type (`error_type` on the wire). */
  readonly errorType: ErrorType;
  /** The HTTP status the server answered (401 for an offline JWT refusal). */
  readonly status: number;
  /** The server's request id, for its logs; null when no request was made. */
  readonly requestId: string | null;

  constructor(
    errorType: ErrorType,
    message: string,
    details: { status: number; requestId?: string | null; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.errorType = errorType;
    this.status = details.status;
    this.requestId = details.requestId ?? null;
  }
}
