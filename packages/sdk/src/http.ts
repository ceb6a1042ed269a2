/**
 * The one place the SDK talks HTTP: `{baseUrl}/sdk/v1<path>`, JSON both ways, Basic auth with the
 * public token and the session token (or the public token twice), error bodies turned into
 * `FoyerApiError`, every other fault into `FoyerSdkError`.
 */
import { SDK_PREFIX } from '@foyer/protocol/paths';
import { FoyerApiError, type FoyerApiErrorInit, FoyerSdkError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** Let the request outlive the page (events sent when the page is hidden). */
  keepalive?: boolean;
  signal?: AbortSignal;
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
}

/** Base64 of a UTF-8 string (btoa alone throws outside Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Basic base64(public_token:session_token)`, or the public token twice without a session. */
export function authorizationHeader(publicToken: string, sessionToken: string | null): string {
  return `Basic ${base64(`${publicToken}:${sessionToken ?? publicToken}`)}`;
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
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}${SDK_PREFIX}${path}`, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          keepalive: init.keepalive,
          signal: init.signal,
        });
      } catch (cause) {
        throw new FoyerSdkError('network_error', `The request to ${path} could not be sent.`, { cause });
      }

      let body: unknown;
      try {
        body = JSON.parse(await response.text());
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
