/**
 * EIP-6963 (multi injected provider discovery): the page dispatches `eip6963:requestProvider`;
 * every installed wallet answers with an `eip6963:announceProvider` event carrying `{ info,
 * provider }`. Wallets also announce on their own when they load, so listening continues.
 */
import { isEip1193Provider, isProviderInfo } from './guards.ts';
import type { Eip1193Provider, Eip6963ProviderInfo, WalletWindow } from './types.ts';

/** One wallet's announcement. */
export interface Eip6963Announcement {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/**
 * Listens for announcements and asks every wallet to announce. Wallets answer the request
 * synchronously, so the announcements are reported before this returns; later ones (a wallet that
 * loads late) are reported as they come. A repeated announcement (same uuid) is reported once.
 * @returns a function that stops listening.
 */
export function listenForAnnouncements(win: WalletWindow, onAnnounce: (wallet: Eip6963Announcement) => void) {
  const seen = new Set<string>();
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as { info?: unknown; provider?: unknown } | null;
    if (!isProviderInfo(detail?.info) || !isEip1193Provider(detail.provider)) return;
    if (seen.has(detail.info.uuid)) return;
    seen.add(detail.info.uuid);
    onAnnounce({ info: detail.info, provider: detail.provider });
  };
  win.addEventListener('eip6963:announceProvider', listener);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => win.removeEventListener('eip6963:announceProvider', listener);
}
