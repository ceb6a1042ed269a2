/**
 * What both clients (@foyer/sdk in the browser, @foyer/node on a host's server) share about making
 * a request: HTTP Basic credentials safe for any text, and a deadline combined with the caller's
 * abort signal (jose's pattern: `AbortSignal.timeout`, joined by `AbortSignal.any`), with a
 * fallback for runtimes that lack either. Runtime-safe for the browser.
 */

/** How long a request may take, end to end (answer and body), before it fails with `request_timeout`. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** What every request-making method of both clients accepts as its last argument. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with `request_aborted`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call, in milliseconds. */
  timeoutMs?: number;
}

/** Base64 of the UTF-8 bytes of `text`: `btoa` alone throws on anything outside Latin-1. */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Basic base64(user:password)` with the text UTF-8 encoded (RFC 7617 §2.1's charset="UTF-8"). */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${base64Utf8(`${user}:${password}`)}`;
}

/** A request's signal and, once it failed, why it was aborted. */
export interface RequestDeadline {
  signal: AbortSignal;
  /** `timeout` when the deadline passed, `aborted` when the caller aborted, null otherwise. */
  abortedBy(): 'timeout' | 'aborted' | null;
  /** Stops the fallback timer (a no-op where `AbortSignal.timeout` exists). */
  dispose(): void;
}

/** A signal that aborts after `timeoutMs` or when `caller` aborts, whichever comes first. */
export function requestDeadline(timeoutMs: number, caller?: AbortSignal): RequestDeadline {
  let dispose = () => {};
  let timeout: AbortSignal;
  if (typeof AbortSignal.timeout === 'function') {
    timeout = AbortSignal.timeout(timeoutMs);
  } else {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    dispose = () => clearTimeout(timer);
    timeout = controller.signal;
  }
  const signal = caller ? anySignal([caller, timeout]) : timeout;
  return {
    signal,
    // The caller's abort wins when both happened: the caller asked for it.
    abortedBy: () => (caller?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : null),
    dispose,
  };
}

/** `AbortSignal.any`, or the same by hand (Safari before 17.4, Firefox before 124). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
