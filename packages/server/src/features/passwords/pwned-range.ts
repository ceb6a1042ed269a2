import { createHash } from 'node:crypto';
import type { PwnedRangeSettings } from './settings.ts';

/**
 * Asks a k-anonymity range API (the form Have I Been Pwned uses) whether a password is breached.
 * Only the first 5 hex digits of its SHA-1 leave the server; the API answers every suffix under that
 * prefix (`SUFFIX:COUNT` lines) and the match is made here. Padding is requested so the answer's
 * size does not hint at the prefix either.
 *
 * Fails open: when the API is unreachable, slow or answers nonsense, the password counts as not
 * breached (the offline list still applies) and a warning is logged, without the password or hash.
 */
export async function isBreachedByRange(
  settings: PwnedRangeSettings,
  password: string,
  log: (line: string) => void,
): Promise<boolean> {
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  try {
    const response = await settings.fetch(`${settings.baseUrl}/range/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'foyer-auth-server' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.text();
    for (const line of body.split('\n')) {
      const [candidate, count] = line.trim().split(':');
      // Padding entries carry a count of 0: they are not breaches.
      if (candidate?.toUpperCase() === suffix && Number(count) > 0) return true;
    }
    return false;
  } catch (error) {
    log(
      `warning: breached-password range API at ${settings.baseUrl} failed (${describe(error)}); checked offline only`,
    );
    return false;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}
