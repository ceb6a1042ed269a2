/**
 * The one place the SDK talks HTTP: `{baseUrl}/sdk/v1<path>`, JSON both ways, Basic auth with the
 * public token and the session token (or the public token twice), a deadline on every request,
 * error bodies turned into `FoyerApiError`, every other fault into `FoyerSdkError`.
 */
import { CLIENT_ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { SDK_PREFIX } from '@foyer/protocol/paths';
import {
  basicAuthorization,
  type CallOptions,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type RequestDeadline,
  requestDeadline,
} from '@foyer/protocol/transport';
import { FoyerApiError, type FoyerApiErrorInit, FoyerSdkError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions extends CallOptions {
  body?: unknown;
  /** Let the request outlive the page (events sent when the page is hidden). */
  keepalive?: boolean;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientOptions {
  baseUrl: string;
  publicToken: string;
  fetch: typeof fetch;
  /** The current session token, read at each call. */
  getSessionToken: () => string | null;
  /** The user's language, read at each call; sent as `Accept-Language` (the server localises by it). */
  getLocale?: () => string | null;
  /** Milliseconds a request may take before it fails with `request_timeout`. Default 30 000. */
  timeoutMs?: number;
}

/** `Basic base64(public_token:session_token)`, or the public token twice without a session. */
export function authorizationHeader(publicToken: string, sessionToken: string | null): string {
  return basicAuthorization(publicToken, sessionToken ?? publicToken);
}

/** Why a request got no answer: the deadline, the caller's abort, or the network. */
function transportError(deadline: RequestDeadline, cause: unknown): FoyerSdkError {
  const by = deadline.abortedBy();
  const code = by === 'timeout' ? 'request_timeout' : by === 'aborted' ? 'request_aborted' : 'network_error';
  return new FoyerSdkError(code, CLIENT_ERROR_CATALOGUE[code].message, { cause });
}

function isApiErrorBody(value: unknown): value is FoyerApiErrorInit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.error_type === 'string' && typeof v.error_message === 'string';
}

function toApiError(body: FoyerApiErrorInit, status: number): FoyerApiError {
  const { status_code, request_id, error_type, error_message, ...details } = body;
  return new FoyerApiError({
    status_code: typeof status_code === 'number' ? status_code : status,
    request_id: typeof request_id === 'string' ? request_id : '',
    error_type,
    error_message,
    details,
  });
}

/** Creates the HTTP client every namespace shares. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch;
  return {
    async request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: authorizationHeader(options.publicToken, options.getSessionToken()),
      };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      // A CORS-safelisted header: it adds no preflight and needs no change to the server's CORS rules.
      const locale = options.getLocale?.();
      if (locale) headers['Accept-Language'] = locale;
      // The deadline covers the body too: a server can send its headers and then go quiet.
      const deadline = requestDeadline(init.timeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, init.signal);
      let response: Response;
      let text: string;
      try {
        response = await doFetch(`${options.baseUrl}${SDK_PREFIX}${path}`, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          keepalive: init.keepalive,
          signal: deadline.signal,
        });
        text = await response.text();
      } catch (cause) {
        throw transportError(deadline, cause);
      } finally {
        deadline.dispose();
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (cause) {
        throw new FoyerSdkError('invalid_response', `The answer to ${path} (HTTP ${response.status}) is not JSON.`, {
          cause,
        });
      }
      if (isApiErrorBody(body)) throw toApiError(body, response.status);
      if (!response.ok || typeof body !== 'object' || body === null) {
        throw new FoyerSdkError('invalid_response', `Unexpected answer to ${path} (HTTP ${response.status}).`);
      }
      return body as T;
    },
  };
}
