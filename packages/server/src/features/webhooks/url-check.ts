import { isIP } from 'node:net';
import { isPrivateAddress } from './delivery-target.ts';

/**
 * Whether an endpoint URL may be saved: https (development also takes http://localhost and
 * http://127.0.0.1), and never a private address written out. A host name is checked again at
 * every delivery, against what it resolves to then.
 */
export function webhookUrlAllowed(raw: string, mode: 'development' | 'production'): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const local = mode === 'development' && ['localhost', '127.0.0.1', '::1'].includes(host);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return false;
  if (local) return true;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return !isIP(host) || !isPrivateAddress(host);
}
