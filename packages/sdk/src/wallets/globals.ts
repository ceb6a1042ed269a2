/**
 * Wallets found through the globals they inject, for wallets (or versions) that predate EIP-6963
 * and for Solana wallets, which EIP-6963 does not cover. What each one injects: see classify.ts.
 */
import { kindOfInjectedProvider } from './classify.ts';
import { isEip1193Provider, isObject, isSolanaProvider } from './guards.ts';
import type { DetectedWallet, Eip1193Provider, SolanaProvider, WalletWindow } from './types.ts';

/** The Ethereum providers on the page: `window.ethereum` (or its `providers` list) and wallet-named globals. */
function injectedEthereumProviders(win: WalletWindow): Eip1193Provider[] {
  const { ethereum } = win;
  // Coinbase's extension once gathered every wallet's provider into `window.ethereum.providers`.
  const listed = isObject(ethereum) && Array.isArray(ethereum.providers) ? ethereum.providers : [ethereum];
  const named = [
    isObject(win.binancew3w) ? win.binancew3w.ethereum : undefined,
    win.BinanceChain,
    win.coinbaseWalletExtension,
  ];
  return [...listed, ...named].filter(isEip1193Provider);
}

/** Marks a provider found under a wallet-named global with that wallet, whatever its flags say. */
function namedKind(win: WalletWindow, provider: Eip1193Provider) {
  if (isObject(win.binancew3w) && provider === win.binancew3w.ethereum) return 'binance';
  if (provider === win.BinanceChain) return 'binance';
  if (provider === win.coinbaseWalletExtension) return 'coinbase';
  return kindOfInjectedProvider(provider);
}

/** Every wallet found through injected globals, Phantom's EVM provider left out (see classify.ts). */
export function walletsFromGlobals(win: WalletWindow): DetectedWallet[] {
  const wallets: DetectedWallet[] = [];
  const seen = new Set<unknown>();
  let others = 0;
  for (const provider of injectedEthereumProviders(win)) {
    if (seen.has(provider)) continue;
    seen.add(provider);
    const kind = namedKind(win, provider);
    if (kind === 'phantom') continue;
    const id = kind === 'otherEthereum' ? `global:otherEthereum:${others++}` : `global:${kind}`;
    wallets.push({ id, kind, chain: 'ethereum', name: null, icon: null, source: 'global', provider });
  }

  const phantom = isObject(win.phantom) ? win.phantom.solana : undefined;
  const solana = win.solana;
  if (isSolanaProvider(phantom)) {
    wallets.push(solanaWallet('phantom', phantom));
  } else if (isSolanaProvider(solana) && (solana as { isPhantom?: unknown }).isPhantom) {
    wallets.push(solanaWallet('phantom', solana));
  }
  // `window.solana` was Phantom's first global; other Solana wallets took it over later.
  if (isSolanaProvider(solana) && solana !== phantom && !(solana as { isPhantom?: unknown }).isPhantom) {
    wallets.push(solanaWallet('otherSolana', solana));
  }
  return wallets;
}

function solanaWallet(kind: 'phantom' | 'otherSolana', provider: SolanaProvider): DetectedWallet {
  return { id: `global:${kind}`, kind, chain: 'solana', name: null, icon: null, source: 'global', provider };
}
