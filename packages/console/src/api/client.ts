/** Where the admin API answers: the same origin as the console (both move to FOYER_ADMIN_PORT together). */
export const ADMIN_PREFIX = '/admin/v1';
const CSRF_KEY = 'foyer-console-csrf';

/** An admin API refusal: its HTTP status and the protocol catalogue's error type, and its message. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/**
 * The console session's CSRF token, sent in X-Foyer-CSRF on every call. Kept for the tab
 * (sessionStorage): the session cookie is HttpOnly, so this is the one part script holds, and a
 * new tab signs in again.
 */
export const csrfStore = {
  get: () => sessionStorage.getItem(CSRF_KEY),
  set: (token: string) => sessionStorage.setItem(CSRF_KEY, token),
  clear: () => sessionStorage.removeItem(CSRF_KEY),
};

type Listener = (error: AdminError) => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when any call answers 401 (the session ended): the shell goes back to sign-in. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** One admin call: JSON in and out, the cookie and CSRF header, a 20 s deadline, errors as AdminError. */
export async function adminCall<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  const csrf = csrfStore.get();
  if (csrf) headers['x-foyer-csrf'] = csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${ADMIN_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (cause) {
    throw new AdminError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const error = new AdminError(
      response.status,
      String(answer.error_type ?? 'unknown_error'),
      String(answer.error_message ?? response.statusText),
    );
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return answer as T;
}
