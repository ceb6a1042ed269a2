import { FoyerApiError } from './errors.ts';

/** What the client needs to call the backend API. */
export interface TransportOptions {
  projectId: string;
  secret: string;
  /** The Foyer server's URL, e.g. `https://auth.example.com` (no `/v1`). */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** One backend call: method, path under /v1, optional JSON body; answers the parsed JSON. */
export type Call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

/** Calls `{baseUrl}/v1{path}` with HTTP Basic `project_id:secret`; non-2xx answers throw FoyerApiError. */
export function createTransport(options: TransportOptions): Call {
  const base = trimSlash(options.baseUrl);
  const authorization = `Basic ${btoa(`${options.projectId}:${options.secret}`)}`;
  const doFetch = options.fetch ?? fetch;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await doFetch(`${base}/v1${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
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
      throw new FoyerApiError(errorType as FoyerApiError['errorType'], message, {
        status: response.status,
        requestId: typeof json?.request_id === 'string' ? json.request_id : response.headers.get('x-request-id'),
      });
    }
    return json as T;
  };
}

/** The URL without trailing slashes: the JWT issuer is compared with it exactly. */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
