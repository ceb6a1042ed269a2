import type { FoyerErrorInfo } from '../config/types.ts';

/**
 * What to show for a failure (spec §8): an API error shows its `error_message`; any other error
 * its `message`. API errors are recognised by shape, not class, so any client implementation of
 * the sdk interface works.
 */
export function describeError(error: unknown, fallback: string): FoyerErrorInfo {
  if (typeof error === 'object' && error !== null) {
    const { error_type, error_message, message } = error as Record<string, unknown>;
    if (typeof error_message === 'string' && error_message) {
      return typeof error_type === 'string' ? { error_type, message: error_message } : { message: error_message };
    }
    if (typeof message === 'string' && message) return { message };
  }
  if (typeof error === 'string' && error) return { message: error };
  return { message: fallback };
}
