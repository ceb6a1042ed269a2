/**
 * Errors the SDK throws, in the style of panva/jose: a base class, subclasses with a stable
 * `code`, `name` set explicitly (minifiers rename classes), the original fault kept as `cause`.
 * Callers branch on `code` or `error_type`, never on message text.
 */
import type { ErrorType } from '@foyer/protocol';
import type { FoyerApiErrorShape } from './types.ts';

/** Base class of every error the SDK throws. */
export class FoyerError extends Error {
  /** Stable machine-readable code. */
  readonly code: string = 'foyer_error';
  override readonly name: string = 'FoyerError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Answer fields of an error response (`{status_code, request_id, error_type, error_message}`). */
export interface FoyerApiErrorInit {
  status_code: number;
  request_id: string;
  error_type: ErrorType;
  error_message: string;
  /** The body's other fields, e.g. `reset_reason` of reset_password, `strength_check` of weak_password. */
  details?: Record<string, unknown>;
}

/**
 * The server answered with an error. Show `error_message` (docs/behaviour.md#errors); branch on `error_type`.
 * @example
 * try { await client.otps.authenticate(code, methodId, { session_duration_minutes: 30 }); }
 * catch (e) { if (e instanceof FoyerApiError && e.error_type === 'otp_code_not_found') { … } }
 */
export class FoyerApiError extends FoyerError implements FoyerApiErrorShape {
  override readonly code = 'api_error';
  override readonly name = 'FoyerApiError' as const;
  readonly error_type: ErrorType;
  readonly error_message: string;
  readonly status_code: number;
  readonly request_id: string;
  /** The error body's fields beyond the four above (empty when there are none). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(body: FoyerApiErrorInit) {
    super(body.error_message);
    this.error_type = body.error_type;
    this.error_message = body.error_message;
    this.status_code = body.status_code;
    this.request_id = body.request_id;
    this.details = body.details ?? {};
  }
}

/** Stable codes of client-side faults. */
export type FoyerSdkErrorCode =
  /** fetch itself failed: offline, DNS, CORS. */
  | 'network_error'
  /** No answer within the timeout (`timeoutMs`, default 30 s): the server or the network hung. */
  | 'request_timeout'
  /** The caller's `signal` aborted the request. */
  | 'request_aborted'
  /** The server's answer was not the JSON the contract promises. */
  | 'invalid_response'
  /** The client was given options it cannot work with (e.g. no baseUrl outside a browser). */
  | 'invalid_options'
  /** authenticateByUrl: the address names a `stytch_token_type` it does not exchange. */
  | 'unknown_token_type'
  /** The feature is declared in the interface but not built yet. */
  | 'not_implemented'
  /** The browser's WebAuthn ceremony failed or was refused (cancelled, user verification failed). */
  | 'webauthn_failed'
  /** Registration: the authenticator already holds a passkey of this user (the browser refused it). */
  | 'webauthn_already_registered';

/** A fault on the client side: the request never got a well-formed answer, or misuse. */
export class FoyerSdkError extends FoyerError {
  override readonly code: FoyerSdkErrorCode;
  override readonly name = 'FoyerSdkError' as const;

  constructor(code: FoyerSdkErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
