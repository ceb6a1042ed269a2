/**
 * Which kind of wallet an announcement or an injected provider is. What each wallet injects:
 *
 * | kind     | EIP-6963 rdns                          | injected globals and flags                                        |
 * | -------- | -------------------------------------- | ----------------------------------------------------------------- |
 * | MetaMask | `io.metamask` (`.flask`, `.mmi`)       | `window.ethereum.isMetaMask` (also set by many others, see below) |
 * | Coinbase | `com.coinbase.wallet`                  | `window.ethereum.isCoinbaseWallet`, `window.coinbaseWalletExtension` |
 * | Binance  | `com.binance.wallet`, `com.binance.w3w`| `window.binancew3w.ethereum`, `window.BinanceChain`, `window.ethereum.isBinance` |
 * | Vessel   | one containing `vessel`                | `window.ethereum.isVessel` (an EVM wallet, openvessel.io)         |
 * | Phantom  | `app.phantom` (its EVM provider)       | `window.phantom.solana`, `window.solana.isPhantom`                |
 *
 * Vessel publishes no provider documentation we could find, so it is recognised by name (EIP-6963)
 * or by an `isVessel` flag in the style of the others; anything else is an "other" wallet.
 */
import type { Eip6963ProviderInfo, EthereumWalletKind } from './types.ts';

const RDNS_KINDS: ReadonlyArray<[RegExp, EthereumWalletKind | 'phantom']> = [
  [/^io\.metamask(\.|$)/, 'metamask'],
  [/^com\.coinbase\.wallet$/, 'coinbase'],
  [/^com\.binance\./, 'binance'],
  [/vessel/, 'vessel'],
  [/^app\.phantom$/, 'phantom'],
];

/**
 * The kind of an EIP-6963 announcement, or `phantom` for Phantom's EVM provider (which the widget
 * skips: Phantom signs in through its Solana provider, injected by the same extension).
 */
export function kindOfAnnouncement(info: Eip6963ProviderInfo): EthereumWalletKind | 'phantom' {
  const rdns = info.rdns.toLowerCase();
  for (const [pattern, kind] of RDNS_KINDS) if (pattern.test(rdns)) return kind;
  return /\bvessel\b/i.test(info.name) ? 'vessel' : 'otherEthereum';
}

/**
 * Flags other wallets set beside `isMetaMask` to pass MetaMask-only checks on old sites; a
 * provider with any of them is not MetaMask.
 */
const METAMASK_IMPOSTOR_FLAGS = [
  'isBraveWallet',
  'isRabby',
  'isTrust',
  'isTrustWallet',
  'isTokenPocket',
  'isOkxWallet',
  'isBitKeep',
  'isZerion',
  'isFrame',
  'isExodus',
  'isRainbow',
];

/** The kind of an injected Ethereum provider, by its flags; `phantom` for Phantom's EVM provider. */
export function kindOfInjectedProvider(provider: object): EthereumWalletKind | 'phantom' {
  const flags = provider as Record<string, unknown>;
  if (flags.isPhantom) return 'phantom';
  if (flags.isCoinbaseWallet) return 'coinbase';
  if (flags.isBinance) return 'binance';
  if (flags.isVessel) return 'vessel';
  if (flags.isMetaMask && !METAMASK_IMPOSTOR_FLAGS.some((flag) => flags[flag])) return 'metamask';
  return 'otherEthereum';
}
