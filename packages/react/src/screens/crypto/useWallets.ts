import { type DetectedWallet, detectWallets, watchWallets } from '@foyer/sdk/wallets';
import { useEffect, useState } from 'react';

/**
 * The wallets installed in this browser, kept current: the first render already has them (wallets
 * answer EIP-6963 requests synchronously, so buttons do not pop in), and a wallet that announces
 * itself later is added.
 */
export function useWallets(): DetectedWallet[] {
  const [wallets, setWallets] = useState(() => (typeof window === 'undefined' ? [] : detectWallets(window)));
  useEffect(() => watchWallets(window, setWallets), []);
  return wallets;
}
