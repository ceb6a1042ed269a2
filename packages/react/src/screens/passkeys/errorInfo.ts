import type { FoyerErrorInfo } from '../../config/types.ts';

/**
 * An error's `error_type` and message, as `errors/describeError.ts` reads them. A local copy on
 * purpose: importing that module from this lazily loaded chunk would split it out of the entry
 * into a chunk of its own, and a magic-link-only page would pay for the extra request and bytes.
 */
export function errorInfo(error: unknown, message: string): FoyerErrorInfo {
  const type = (error as { error_type?: unknown } | null)?.error_type;
  return typeof type === 'string' ? { error_type: type, message } : { message };
}

/** The message an error carries (an API error's `error_message` first), or `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const { error_message, message } = (error ?? {}) as { error_message?: unknown; message?: unknown };
  if (typeof error_message === 'string' && error_message) return error_message;
  return typeof message === 'string' && message ? message : fallback;
}
