import type { ClientErrorType, ErrorType } from '@foyer/protocol/errors';

/** The fields of a FoyerApiError: the server's error body, as @foyer/sdk names them. */
export interface FoyerApiErrorInit {
  /** The server's catalogue type, or a client fault (`network_error`, `request_timeout`, `request_aborted`, `invalid_response`). */
  error_type: ErrorType | ClientErrorType;
  error_message: string;
  /** The HTTP status the server answered; 401 for an offline JWT refusal; 0 when no answer came. */
  status_code: number;
  /** The server's request id, for its logs; '' when no request was answered. */
  request_id?: string;
}

/**
 * An error answered by the Foyer server, found while checking a session offline, or a request that
 * got no answer (`network_error`, `request_timeout`, `request_aborted`). The same shape as
 * @foyer/sdk's FoyerApiError: branch on `error_type`, never on the message text.
 *
 * @example
 * try { await foyer.sessions.authenticate({ session_token }) }
 * catch (error) { if (error instanceof FoyerApiError && error.error_type === 'session_not_found') … }
 */
export class FoyerApiError extends Error {
  override readonly name = 'FoyerApiError';
  readonly error_type: ErrorType | ClientErrorType;
  readonly error_message: string;
  readonly status_code: number;
  readonly request_id: string;

  constructor(init: FoyerApiErrorInit, options?: { cause?: unknown }) {
    super(init.error_message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.error_type = init.error_type;
    this.error_message = init.error_message;
    this.status_code = init.status_code;
    this.request_id = init.request_id ?? '';
  }

  /** @deprecated Use `error_type` (the name @foyer/sdk and the wire use). */
  get errorType(): ErrorType | ClientErrorType {
    return this.error_type;
  }

  /** @deprecated Use `status_code`. */
  get status(): number {
    return this.status_code;
  }

  /** @deprecated Use `request_id` ('' rather than null when there is none). */
  get requestId(): string | null {
    return this.request_id || null;
  }
}
