/**
 * Wallet detection: EIP-6963 announcements and injected globals, merged into one list with one
 * entry per named wallet kind, in the order of docs/behaviour.md#screens's kinds.
 */
import { kindOfAnnouncement } from './classify.ts';
import { type Eip6963Announcement, listenForAnnouncements } from './eip6963.ts';
import { walletsFromGlobals } from './globals.ts';
import { type DetectedWallet, WALLET_KINDS, type WalletWindow } from './types.ts';

/** Only inline images are shown: an icon URL would let a wallet make the page fetch from anywhere. */
const IMAGE_DATA_URI = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

function fromAnnouncement({ info, provider }: Eip6963Announcement): DetectedWallet | null {
  const kind = kindOfAnnouncement(info);
  if (kind === 'phantom') return null;
  const icon = IMAGE_DATA_URI.test(info.icon) ? info.icon : null;
  return { id: `eip6963:${info.uuid}`, kind, chain: 'ethereum', name: info.name, icon, source: 'eip6963', provider };
}

/**
 * Merges what was found. Announcements come first since they carry the wallet's name and icon.
 * A named kind (MetaMask, Coinbase, …) gets one entry even when found twice (its announced
 * provider and its `window.ethereum` can be different objects). An unflagged `window.ethereum` is
 * kept only when no wallet announced itself: a current wallet that injects it also announces, so
 * it would otherwise show twice.
 */
export function mergeWallets(announced: Eip6963Announcement[], globals: DetectedWallet[]): DetectedWallet[] {
  const merged: DetectedWallet[] = [];
  const providers = new Set<unknown>();
  const add = (wallet: DetectedWallet) => {
    if (providers.has(wallet.provider)) return;
    const named = wallet.kind !== 'otherEthereum' && wallet.kind !== 'otherSolana';
    if (named && merged.some((other) => other.kind === wallet.kind)) return;
    providers.add(wallet.provider);
    merged.push(wallet);
  };
  for (const announcement of announced) {
    const wallet = fromAnnouncement(announcement);
    if (wallet) add(wallet);
  }
  for (const wallet of globals) {
    if (wallet.kind === 'otherEthereum' && announced.length > 0) continue;
    add(wallet);
  }
  // A stable sort keeps the discovery order within a kind.
  return merged.sort((a, b) => WALLET_KINDS.indexOf(a.kind) - WALLET_KINDS.indexOf(b.kind));
}

/**
 * The wallets on the page now: asks EIP-6963 wallets to announce (they answer synchronously) and
 * reads the injected globals.
 * @example
 * const wallets = detectWallets(window);
 * const metamask = wallets.find((wallet) => wallet.kind === 'metamask');
 */
export function detectWallets(win: WalletWindow): DetectedWallet[] {
  const announced: Eip6963Announcement[] = [];
  const stop = listenForAnnouncements(win, (announcement) => announced.push(announcement));
  stop();
  return mergeWallets(announced, walletsFromGlobals(win));
}

/**
 * Detects the wallets now and again whenever one announces itself later or a late wallet fires
 * `ethereum#initialized` (MetaMask's signal that `window.ethereum` was set after page load).
 * `onChange` is called at once with the current list, then with each new list.
 * @returns a function that stops watching.
 */
export function watchWallets(win: WalletWindow, onChange: (wallets: DetectedWallet[]) => void): () => void {
  const announced: Eip6963Announcement[] = [];
  let started = false;
  const report = () => onChange(mergeWallets(announced, walletsFromGlobals(win)));
  const stop = listenForAnnouncements(win, (announcement) => {
    announced.push(announcement);
    if (started) report();
  });
  started = true;
  report();
  win.addEventListener('ethereum#initialized', report);
  return () => {
    stop();
    win.removeEventListener('ethereum#initialized', report);
  };
}
