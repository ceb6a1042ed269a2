import { AdminError } from '../api/client.ts';
import { t } from '../strings.ts';

/** A sentence for a failed call or ceremony: the server's message, or the browser's cancelled prompt. */
export function errorText(error: unknown): string {
  if (error instanceof AdminError) return error.message || t('error.generic', { type: error.type });
  if (error instanceof Error && error.name === 'NotAllowedError') return t('error.passkeyCancelled');
  return t('error.generic', { type: error instanceof Error ? error.name : 'unknown' });
}
