import { CLIENT_ERROR_CATALOGUE, type ErrorType } from '@foyer/protocol/errors';
import {
  basicAuthorization,
  type CallOptions,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type RequestDeadline,
  requestDeadline,
} from '@foyer/protocol/transport';
import { FoyerApiError } from './errors.ts';

/** What the client needs to call the backend API. */
export interface TransportOptions {
  projectId: string;
  secret: string;
  /** The Foyer server's URL, e.g. `https://auth.example.com` (no `/v1`). */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds a call may take (answer and body) before it fails with `request_timeout`. Default 30 000. */
  timeoutMs?: number;
}

/** One backend call: method, path under /v1, optional JSON body; answers the parsed JSON. */
export type Call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  call?: CallOptions,
) => Promise<T>;

/**
 * Calls `{baseUrl}/v1{path}` with HTTP Basic `project_id:secret` and a deadline; non-2xx answers
 * throw FoyerApiError, and so does a call that got no answer (network_error, request_timeout,
 * request_aborted).
 */
export function createTransport(options: TransportOptions): Call {
  const base = trimSlash(options.baseUrl);
  const authorization = basicAuthorization(options.projectId, options.secret);
  const doFetch = options.fetch ?? fetch;
  return async <T>(method: string, path: string, body?: unknown, call: CallOptions = {}): Promise<T> => {
    // The deadline covers the body too: a server can send its headers and then go quiet.
    const deadline = requestDeadline(call.timeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, call.signal);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        signal: deadline.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch (cause) {
      throw transportError(deadline, cause);
    } finally {
      deadline.dispose();
    }
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: a proxy's error page, most likely; reported below with the status.
    }
    if (!response.ok || json === null) {
      const errorType = typeof json?.error_type === 'string' ? json.error_type : 'internal_server_error';
      const message =
        typeof json?.error_message === 'string'
          ? json.error_message
          : `Foyer answered HTTP ${response.status} without a JSON error body.`;
      throw new FoyerApiError({
        error_type: errorType as ErrorType,
        error_message: message,
        status_code: response.status,
        request_id:
          typeof json?.request_id === 'string' ? json.request_id : (response.headers.get('x-request-id') ?? ''),
      });
    }
    return json as T;
  };
}

/** Why a call got no answer: the deadline, the caller's abort, or the network (the cause keeps the detail). */
function transportError(deadline: RequestDeadline, cause: unknown): FoyerApiError {
  const by = deadline.abortedBy();
  const type = by === 'timeout' ? 'request_timeout' : by === 'aborted' ? 'request_aborted' : 'network_error';
  return new FoyerApiError(
    { error_type: type, error_message: CLIENT_ERROR_CATALOGUE[type].message, status_code: 0 },
    { cause },
  );
}

/** The URL without trailing slashes: the JWT issuer is compared with it exactly. */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
